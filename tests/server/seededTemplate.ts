import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openAppDatabase } from '../../server/appDatabase';

/**
 * The environment variables through which a test run's global set-up hands its seeded database to every suite:
 * an embedded (PGlite) data directory to copy, or a PostgreSQL database to create others from (`TEMPLATE`).
 */
export const templateDataDirVariable = 'TEST_TEMPLATE_PGDATA';
export const templateDatabaseVariable = 'TEST_TEMPLATE_DATABASE';

/**
 * Migrates and seeds the demo once per test run, into a PGlite directory of its own: each test server then starts on
 * a copy of it (about a second) instead of creating, migrating and seeding a database of its own (several seconds,
 * far more on a busy machine). Answers the directory and how to remove it.
 */
export async function makeSeededDataDir(): Promise<{ directory: string; remove: () => void }> {
  const root = mkdtempSync(join(tmpdir(), 'crew-seeded-template-'));
  const directory = join(root, 'pgdata');
  const db = await openAppDatabase({ directory });
  await db.close();
  return { directory, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** The same on PostgreSQL: a database `name` in the cluster at `adminUrl`, migrated and seeded, to copy with TEMPLATE. */
export async function makeSeededDatabase(adminUrl: string, name: string): Promise<void> {
  const url = new URL(adminUrl);
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  url.pathname = `/${name}`;
  const db = await openAppDatabase({ url: url.toString() });
  await db.close();
}
