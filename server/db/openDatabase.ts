import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { runMigrations } from './migrations';
import { connectPostgres, whileLocked } from './postgresDatabase';
import { seedDemoData } from './seed';

/** The part of a Postgres client the server uses: PGlite has it, and so does the `pg` pool behind `DATABASE_URL`. */
export interface Queryable {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[]; affectedRows?: number }>;
}

/** An open database: queries, transactions, and a clean close. */
export interface Db extends Queryable {
  transaction<T>(callback: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Where the data lives: a PostgreSQL server (`url`), else an embedded database in `directory`, else memory. */
export interface DatabaseLocation {
  /** A `postgres://` connection string; wins over `directory`. */
  url?: string;
  /** The embedded database's directory (created when missing). */
  directory?: string;
}

/**
 * Opens the database, brings its tables up to date and seeds the demo data on first start. The embedded
 * database (PGlite) writes each commit through to its files before answering, so an acknowledged write
 * survives the process being killed.
 */
export async function openDatabase(where: DatabaseLocation = {}): Promise<Db> {
  const db = where.url ? connectPostgres(where.url) : await openEmbedded(where.directory);
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

async function openEmbedded(directory: string | undefined): Promise<Db> {
  if (directory) await mkdir(directory, { recursive: true });
  return PGlite.create(directory ?? 'memory://', { relaxedDurability: false });
}
