import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { setTimeout as delay } from 'node:timers/promises';
import { freePort } from '../build/freePort';
import { ensureServerBuilt, serverCommand } from '../build/serverBuild';

/** The reference server the bench runs against. */
export interface RunningServer {
  /** `http://localhost:<port>`, for the browser. */
  baseUrl: string;
  /** `http://127.0.0.1:<port>`, for Node's own requests (no IPv6 guess; the same demo tenant). */
  apiOrigin: string;
  /** The process group: the server's node process leads it. */
  groupId: number;
  /** From spawning the compiled server (`node server/dist/start.mjs`, as `npm start` runs it) to its "The crew app is at" line, in ms. */
  coldStartMs: number;
  /** Stops the whole process group and waits until it has gone (killing it after 10 s). */
  stop: () => Promise<void>;
}

/** Where the server paths to: the folders of this run, and any more of its settings (`DATABASE_URL`, `JWT_SECRET`). */
export interface ServerFolders {
  repoRoot: string;
  distDir: string;
  dataDir: string;
  env?: Record<string, string>;
}

/** pino's levels from "warn" up: the server's own account of trouble. */
const troubleLine = /"level":(4|5|6)\d/;

/**
 * Follows the server's output: keeps the last lines of trouble (stderr, and log lines of level warn and up) to
 * say why it failed, and resolves once it says it is listening; rejects when it exits first or takes longer than
 * `seconds`. Reads on to the end: the server logs every request, and a full pipe would stall it.
 */
function listening(server: ChildProcess, seconds: number, trouble: string[]): Promise<void> {
  const keep = (line: string) => {
    trouble.push(line);
    if (trouble.length > 20) trouble.shift();
  };
  createInterface({ input: server.stderr! }).on('line', keep);
  return new Promise((resolve, reject) => {
    const failed = (why: string) => reject(new Error(`${why}\n${trouble.join('\n')}`));
    const timer = setTimeout(() => failed(`The reference server did not start within ${seconds} s`), seconds * 1000);
    server.once('exit', (code, signal) => {
      clearTimeout(timer);
      failed(`The reference server exited (code ${code}, signal ${signal})`);
    });
    createInterface({ input: server.stdout! }).on('line', (line) => {
      if (troubleLine.test(line)) keep(line);
      if (!line.includes('The crew app is at')) return;
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Whether any process of the group is still there. */
function groupAlive(groupId: number): boolean {
  try {
    process.kill(-groupId, 0);
    return true;
  } catch {
    return false;
  }
}

/** SIGTERM to the whole group (the server closes its database), SIGKILL if it is still there after 10 s. */
async function stopGroup(groupId: number): Promise<void> {
  if (!groupAlive(groupId)) return;
  process.kill(-groupId, 'SIGTERM');
  const deadline = Date.now() + 10_000;
  while (groupAlive(groupId) && Date.now() < deadline) await delay(100);
  if (groupAlive(groupId)) process.kill(-groupId, 'SIGKILL');
}

/**
 * Starts the compiled server (`node server/dist/start.mjs`, compiled first when its sources changed, untimed) in
 * production mode on a free port, as its own process group, and times its start.
 */
export async function startServer({ repoRoot, distDir, dataDir, env = {} }: ServerFolders): Promise<RunningServer> {
  const compileProblem = await ensureServerBuilt(repoRoot);
  if (compileProblem) throw new Error(compileProblem);
  const port = await freePort();
  const started = performance.now();
  const server = spawn(...serverCommand(repoRoot), {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DIST_DIR: distDir, SKIP_BUILD: '1', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const groupId = server.pid;
  if (groupId === undefined) throw new Error('The compiled server (server/dist/start.mjs) could not be started');
  const trouble: string[] = [];
  let stopping = false;
  const stop = () => {
    stopping = true;
    return stopGroup(groupId);
  };
  try {
    await listening(server, 90, trouble);
  } catch (error) {
    await stop();
    throw error;
  }
  // Said at once, so that a measurement failing with "connection refused" has its cause printed next to it.
  server.once('exit', (code, signal) => {
    if (!stopping) console.error(`bench: the server stopped on its own (code ${code}, signal ${signal})\n${trouble.join('\n')}`);
  });
  return { baseUrl: `http://localhost:${port}`, apiOrigin: `http://127.0.0.1:${port}`, groupId, coldStartMs: performance.now() - started, stop };
}
