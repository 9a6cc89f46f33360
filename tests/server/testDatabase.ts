import { createHash } from 'node:crypto';
import { cpSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { openAppDatabase } from '../../server/appDatabase';
import type { Db } from '../../server/kernel/database';
import { templateDatabaseVariable, templateDataDirVariable } from './seededTemplate';

/**
 * Where a test server on `dataDir` keeps its data, made ready: a new one starts as a copy of the run's seeded demo
 * database when the run made one (see `seededTemplate.ts`), else empty (the server then migrates and seeds it).
 * With `TEST_DATABASE_URL` (set by the PostgreSQL run of the server suite), each data directory gets a PostgreSQL
 * database of its own, named after it, so reopening the same directory reopens the same data; answers its URL.
 * Without it, undefined: the server keeps its data in PGlite under `dataDir/pgdata`.
 */
export async function databaseFor(dataDir: string): Promise<string | undefined> {
  const admin = process.env['TEST_DATABASE_URL'];
  if (!admin) {
    const template = process.env[templateDataDirVariable];
    const pgdata = join(dataDir, 'pgdata');
    if (template && !existsSync(pgdata)) cpSync(template, pgdata, { recursive: true });
    return undefined;
  }
  const name = `crew_${createHash('sha1').update(dataDir).digest('hex').slice(0, 16)}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    const template = process.env[templateDatabaseVariable];
    // Nothing stays connected to the template, so several suites may copy it at once.
    if (exists.rowCount === 0) await client.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The demo database of a test at `dataDir`, open: a copy of the run's seeded one (`databaseFor`) — PGlite in the
 * directory as a test server keeps it, or a PostgreSQL database — rather than one migrated and seeded in memory again
 * (several seconds of a core each).
 */
export async function openSeededDatabase(dataDir: string): Promise<Db> {
  const url = await databaseFor(dataDir);
  return openAppDatabase(url ? { url } : { directory: join(dataDir, 'pgdata') });
}
