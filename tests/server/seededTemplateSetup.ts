import { fileURLToPath } from 'node:url';
import { ensureServerBuilt } from '../../build/serverBuild';
import { makeSeededDataDir, templateDataDirVariable } from './seededTemplate';

/**
 * Vitest's global set-up of the unit run: one seeded embedded database, which every test server copies, and the
 * compiled server (`server/dist/`) that the tests of whole server processes start, as `npm start` runs it.
 */
export default async function setup() {
  const problem = await ensureServerBuilt(fileURLToPath(new URL('../..', import.meta.url)));
  if (problem) throw new Error(problem);
  const started = performance.now();
  const seeded = await makeSeededDataDir();
  console.log(`Seeded the demo database for the test servers in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  process.env[templateDataDirVariable] = seeded.directory;
  return () => seeded.remove();
}
