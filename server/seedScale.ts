/**
 * `npm run seed:scale -- --factor 300 [--host localhost]`: grows a tenant of the database the server uses
 * (DATABASE_URL, else the embedded one in DATA_DIR, default .data/) `factor` times, as a large crew company's would be,
 * to measure and test the server at scale. Same growth, same rows. See demo/scale/growTenant.ts.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { now } from './kernel/clock';
import { localDate } from './kernel/isoDates';
import { openAppDatabase } from './appDatabase';
import { growTenant } from './demo/scale/growTenant';

const { values } = parseArgs({ options: { factor: { type: 'string', default: '300' }, host: { type: 'string', default: 'localhost' } } });
const factor = Number(values.factor);
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const db = await openAppDatabase({ url: process.env.DATABASE_URL || undefined, directory: join(process.env.DATA_DIR ?? join(repoRoot, '.data'), 'pgdata') });
try {
  const started = performance.now();
  const counts = await db.transaction((tx) => growTenant(tx, { host: values.host, factor, today: localDate(now()) }));
  console.log(`Grew ${values.host} ×${factor} in ${((performance.now() - started) / 1000).toFixed(1)} s:`, counts);
} finally {
  await db.close();
}
