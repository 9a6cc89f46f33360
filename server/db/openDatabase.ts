import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Db } from '../kernel/database';

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
  // node-postgres loads only for a PostgreSQL server, PGlite's start parameters only for the embedded database.
  if (where.url) return (await import('./postgresDatabase')).connectPostgres(where.url);
  return openEmbedded(where.directory);
}

/**
 * The embedded database's page cache. PostgreSQL's default, 128 MB, is sized for a server of its own; PGlite keeps it
 * in the process's memory whether it is used or not. A crew company's hot data (its persons, this season's jobs and
 * crews) is a few MB, and the files beside it are in the operating system's cache anyway. Measured here (a bare open of
 * the demo database and `select 1`): resident memory 290 MB with 128 MB, 175 MB with 16 MB, and the open takes a third
 * less time (984 → 647 ms); the large-tenant table's p95 is measured by `npm run bench`.
 */
export const embeddedSharedBuffers = '16MB';

/** PGlite's WebAssembly file, found beside the package's own code. */
const pgliteWasmFile = join(dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), 'pglite.wasm');
let pgliteWasm: Promise<WebAssembly.Module> | undefined;

/**
 * PGlite's WebAssembly (9 MB), compiled once per process. Read at once and handed to V8, which decodes and compiles it
 * on threads of its own while this one goes on (`npm start` loads the server's modules meanwhile); PGlite on its own
 * reads it only once its data bundle is read, and compiles it only when this thread is free again.
 */
function compiledPglite(): Promise<WebAssembly.Module> {
  return (pgliteWasm ??= WebAssembly.compile(readFileSync(pgliteWasmFile)));
}

async function openEmbedded(directory: string | undefined): Promise<Db> {
  const wasm = compiledPglite();
  if (directory) await mkdir(directory, { recursive: true });
  return PGlite.create(directory ?? 'memory://', {
    relaxedDurability: false,
    pgliteWasmModule: await wasm,
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${embeddedSharedBuffers}`],
  });
}
