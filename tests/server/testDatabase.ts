import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * With `TEST_DATABASE_URL` (set by the PostgreSQL run of the server suite), each test server gets a PostgreSQL
 * database of its own, named after its data directory, so reopening the same directory reopens the same data.
 * Without it, undefined: the server keeps its data in PGlite.
 */
export async function databaseFor(dataDir: string): Promise<string | undefined> {
  const admin = process.env['TEST_DATABASE_URL'];
  if (!admin) return undefined;
  const name = `crew_${createHash('sha1').update(dataDir).digest('hex').slice(0, 16)}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}
