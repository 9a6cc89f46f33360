import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { Db } from '../kernel/database';
import { connectPostgres } from './postgresDatabase';

/** Where the data lives: a PostgreSQL server (`url`), else an embedded database in `directory`, else memory. */
export interface DatabaseLocation {
  /** A `postgres://` connection string; wins over `directory`. */
  url?: string;
  /** The embedded database's directory (created when missing). */
  directory?: string;
}

/**
 * Opens the database where it lives, as it is: bringing it up to date and seeding the demo is the composition root's
 * (`server/appDatabase.ts`). The embedded database (PGlite) writes each commit through to its files before answering,
 * so an acknowledged write survives the process being killed.
 */
export async function openDatabase(where: DatabaseLocation = {}): Promise<Db> {
  return where.url ? connectPostgres(where.url) : openEmbedded(where.directory);
}

async function openEmbedded(directory: string | undefined): Promise<Db> {
  if (directory) await mkdir(directory, { recursive: true });
  return PGlite.create(directory ?? 'memory://', { relaxedDurability: false });
}
