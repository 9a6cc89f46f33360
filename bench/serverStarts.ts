import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { startRealPostgres, type RealPostgres } from '../build/realPostgres';
import type { ServerStart, ServerStarts } from './benchResults';
import { serverRss } from './serverMemory';
import { startServer } from './startServer';
import { median } from './stats';

/** What the server-start part started, for the caller to stop on the way out (a Ctrl-C skips `finally`). */
export interface ServerStartsStarted {
  startsPostgres?: RealPostgres;
}

/** How long the idle server is left before its memory is read: it reads the app's screens right after it listens. */
const settleMs = 3000;

/** Cold starts per database: one start is a single sample of a figure the machine's other work moves by hundreds of ms. */
const coldStarts = 3;

/**
 * Starts the compiled server on one database, as a person restarting it does: the first start finds it empty
 * (migrations and the demo seed), each next one is the cold start of a deployment, a new process on data that exists
 * (their median, and each). After the last, the idle server's resident memory.
 */
async function startAndRestart(repoRoot: string, distDir: string, dataDir: string, env: Record<string, string>): Promise<ServerStart> {
  mkdirSync(dataDir, { recursive: true });
  const first = await startServer({ repoRoot, distDir, dataDir, env });
  await first.stop();
  const samples: number[] = [];
  for (let start = 1; start < coldStarts; start += 1) {
    const cold = await startServer({ repoRoot, distDir, dataDir, env });
    samples.push(cold.coldStartMs);
    await cold.stop();
  }
  const last = await startServer({ repoRoot, distDir, dataDir, env });
  samples.push(last.coldStartMs);
  try {
    await delay(settleMs);
    return { firstStartMs: first.coldStartMs, coldStartMs: median(samples), coldStartSamples: samples, idleRss: serverRss(last.groupId) };
  } finally {
    await last.stop();
  }
}

/** The compiled server's first and cold starts and its idle memory, on the embedded database and on PostgreSQL. */
export async function measureServerStarts(repoRoot: string, distDir: string, workDir: string, started: ServerStartsStarted,
  step: (what: string) => void): Promise<ServerStarts> {
  step('server starts: PGlite');
  const pglite = await startAndRestart(repoRoot, distDir, join(workDir, 'pglite'), {});
  step('server starts: PostgreSQL');
  const postgres = (started.startsPostgres = await startRealPostgres());
  try {
    const onPostgres = await startAndRestart(repoRoot, distDir, join(workDir, 'postgres'), { DATABASE_URL: postgres.url });
    return { pglite, postgres: onPostgres };
  } finally {
    started.startsPostgres = undefined;
    postgres.stop();
  }
}
