import { join } from 'node:path';
import type { Db } from './kernel/database';
import { runMigrations } from './db/migrations';
import { openDatabase, type DatabaseLocation } from './db/openDatabase';

/**
 * Where a server's data lives: the PostgreSQL database at `databaseUrl`, else the embedded one in `dataDir/pgdata`,
 * else memory (lost on close).
 */
export function databaseLocationOf(options: { databaseUrl?: string; dataDir?: string }): DatabaseLocation {
  return { url: options.databaseUrl, directory: options.dataDir ? join(options.dataDir, 'pgdata') : undefined };
}

/** Whether the database holds no user yet: a first start, which gets the demo. */
async function isEmpty(db: Db): Promise<boolean> {
  const users = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM users');
  return (users.rows[0]?.count ?? 0) === 0;
}

/**
 * The server's database, ready to serve: opened, its tables brought up to date (the migrations not yet applied) and
 * the demo seeded on an empty one. On PostgreSQL this runs under an advisory lock, so of several processes starting
 * at once only the first migrates and seeds.
 */
export async function openAppDatabase(where: DatabaseLocation = {}): Promise<Db> {
  const db = await openDatabase(where);
  try {
    const prepare = async () => {
      await runMigrations(db);
      // The demo's code (persons, projects, a season of jobs) loads only on the first start, not on every start.
      if (await isEmpty(db)) await (await import('./demo/seed')).seedDemoData(db);
    };
    if (where.url) await (await import('./db/postgresDatabase')).whileLocked(where.url, prepare);
    else await prepare();
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
