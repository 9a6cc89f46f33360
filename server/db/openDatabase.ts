import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { runMigrations } from './migrations';
import { seedDemoData } from './seed';

/** The part of a Postgres client the server uses: PGlite has it, and so would a `pg` pool behind `DATABASE_URL`. */
export interface Queryable {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[]; affectedRows?: number }>;
}

/** An open database: queries, transactions, and a clean close. */
export interface Db extends Queryable {
  transaction<T>(callback: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * Opens the embedded database in `directory` (created when missing; in memory when undefined),
 * brings its tables up to date and seeds the demo data on first start.
 */
export async function openDatabase(directory: string | undefined): Promise<Db> {
  if (directory) await mkdir(directory, { recursive: true });
  const db = await PGlite.create(directory ?? 'memory://');
  try {
    await runMigrations(db);
    await seedDemoData(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
