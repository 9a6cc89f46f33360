import type { Db } from './kernel/database';
import { runMigrations } from './db/migrations';
import { openDatabase, type DatabaseLocation } from './db/openDatabase';
import { whileLocked } from './db/postgresDatabase';
import { seedDemoData } from './demo/seed';

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
      await seedDemoData(db);
    };
    await (where.url ? whileLocked(where.url, prepare) : prepare());
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
