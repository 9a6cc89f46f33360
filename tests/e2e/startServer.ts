import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { TestProject } from 'vitest/node';
import { e2eTimeZone, suiteClock } from './suiteClock';
import { freePort } from '../../build/freePort';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The build the server serves; a test may change it to play a new deployment. */
    distDir: string;
    /** The suite's fixed "now" (ISO), the same for the server and every browser page. */
    clock: string;
    /** A folder of this run's own for files the tests write (screenshots, uploads, downloads); removed afterwards. */
    runDir: string;
  }
}

/** Passes the server's output on, and resolves once it says it is listening (or rejects when it exits first). */
function listening(server: ChildProcess, seconds: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const deadline = AbortSignal.timeout(seconds * 1000);
    const onDeadline = () => reject(new Error(`The reference server did not start within ${seconds} s`));
    deadline.addEventListener('abort', onDeadline);
    const done = (outcome: () => void) => {
      deadline.removeEventListener('abort', onDeadline);
      outcome();
    };
    server.once('exit', (code) => done(() => reject(new Error(`The reference server exited with code ${code}`))));
    createInterface({ input: server.stdout! }).on('line', (line) => {
      process.stdout.write(`${line}\n`);
      if (line.includes('The crew app is at')) done(resolve);
    });
  });
}

/**
 * Builds the app, starts the reference server on a free port with a throw-away data directory and the suite's
 * fixed clock (E2E_CLOCK, e.g. `2026-11-30T23:59:00Z`, or the moment the suite starts), stops it after.
 */
export default async function setup(project: TestProject) {
  const clock = suiteClock(process.env.E2E_CLOCK);
  console.log(`e2e clock: ${clock} (${e2eTimeZone}); set E2E_CLOCK to run on another moment`);
  // Vitest sets NODE_ENV=test, which would give a development build: test what users get.
  // A folder of its own, so two test runs (or a running `npm start`) never share a half-written dist/.
  const runDir = mkdtempSync(join(tmpdir(), 'crew-e2e-run-'));
  const distDir = join(runDir, 'dist');
  execFileSync('npx', ['vite', 'build', '--configLoader', 'runner', '--logLevel', 'warn', '--outDir', distDir, '--emptyOutDir'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const port = await freePort();
  const server = spawn('npx', ['tsx', 'server/start.ts'], {
    env: {
      ...process.env, PORT: String(port), DATA_DIR: join(runDir, 'data'), DIST_DIR: distDir, SKIP_BUILD: '1',
      NODE_ENV: 'test', CREW_CLOCK: clock, TZ: e2eTimeZone,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  const stop = () => {
    if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
    rmSync(runDir, { recursive: true, force: true });
  };
  try {
    await listening(server, 90);
  } catch (error) {
    stop();
    throw error;
  }
  project.provide('baseUrl', `http://localhost:${port}`);
  project.provide('distDir', distDir);
  project.provide('clock', clock);
  project.provide('runDir', runDir);
  return stop;
}
