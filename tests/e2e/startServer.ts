import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';
import type { TestProject } from 'vitest/node';
import { e2eTimeZone, suiteClock } from './suiteClock';
import { freePort } from '../../build/freePort';
import { ensureServerBuilt, serverCommand } from '../../build/serverBuild';
import { buildApp, isBuildCurrent } from '../../build/appBuild';
import { chromiumFlags, chromiumPath } from '../../build/chromium';
import { chromium } from 'playwright-core';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The build the server serves; a test may change it to play a new deployment. */
    distDir: string;
    /** The suite's fixed "now" (ISO), the same for the server and every browser page. */
    clock: string;
    /** A folder of this run's own for files the tests write (screenshots, uploads, downloads); removed afterwards. */
    runDir: string;
    /** The run's headless Chromium, which each file connects to (`openBrowser`). */
    browserEndpoint: string;
  }
}


/**
 * The app the suite tests, in `distDir`: a copy of the build the shard runner made for every shard (`E2E_BUILD_DIR`),
 * or of `dist/` when that is a build of the sources as they are (`npm start` or `npm run build` made it), else a build
 * of its own, made the way `npm start` makes one.
 */
function provideBuild(distDir: string): void {
  const started = performance.now();
  const ready = process.env.E2E_BUILD_DIR || (isBuildCurrent(repoRoot, join(repoRoot, 'dist')) ? join(repoRoot, 'dist') : undefined);
  if (ready) {
    cpSync(ready, distDir, { recursive: true });
    console.log(`e2e: testing the build in ${ready} (copied in ${((performance.now() - started) / 1000).toFixed(1)} s)`);
    return;
  }
  const problem = buildApp({ repoRoot, distDir, logLevel: 'warn' });
  if (problem) throw new Error(problem);
  console.log(`e2e: built the app in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

/** Passes the server's output on (its requests only until it listens), and resolves once it says it is listening (or rejects when it exits first). */
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
    let ready = false;
    createInterface({ input: server.stdout! }).on('line', (line) => {
      // Until it listens, everything it says; after that its warnings and errors (pino's level 40 and up), not a
      // line per request.
      if (!ready || Number(/"level":(\d+)/.exec(line)?.[1] ?? 50) >= 40) process.stdout.write(`${line}\n`);
      if (!ready && line.includes('The crew app is at')) {
        ready = true;
        done(resolve);
      }
    });
  });
}

/**
 * Builds the app, starts the reference server on a free port with a throw-away data directory and the suite's
 * fixed clock (E2E_CLOCK, e.g. `2026-11-30T23:59:00Z`, or the moment the suite starts), and the run's Chromium;
 * stops both after.
 */
export default async function setup(project: TestProject) {
  const clock = suiteClock(process.env.E2E_CLOCK);
  console.log(`e2e clock: ${clock} (${e2eTimeZone}); set E2E_CLOCK to run on another moment`);
  // A folder of its own, so two test runs (or a running `npm start`) never share a half-written dist/.
  const runDir = mkdtempSync(join(tmpdir(), 'crew-e2e-run-'));
  const distDir = join(runDir, 'dist');
  provideBuild(distDir);
  const port = await freePort();
  // The compiled server, as `npm start` runs it (compiled here when the suite runs without runInShards).
  const serverProblem = await ensureServerBuilt(repoRoot);
  if (serverProblem) throw new Error(serverProblem);
  const server = spawn(...serverCommand(repoRoot), {
    env: {
      ...process.env, PORT: String(port), DATA_DIR: join(runDir, 'data'), DIST_DIR: distDir, SKIP_BUILD: '1',
      NODE_ENV: 'test', CREW_CLOCK: clock, TZ: e2eTimeZone,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  // One Chromium for every file of the run, started while the server starts.
  const browser = chromium.launchServer({ executablePath: chromiumPath, headless: true, args: chromiumFlags });
  const stop = async () => {
    if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
    await (await browser.catch(() => undefined))?.close();
    rmSync(runDir, { recursive: true, force: true });
  };
  try {
    await listening(server, 90);
    project.provide('browserEndpoint', (await browser).wsEndpoint());
  } catch (error) {
    await stop();
    throw error;
  }
  project.provide('baseUrl', `http://localhost:${port}`);
  project.provide('distDir', distDir);
  project.provide('clock', clock);
  project.provide('runDir', runDir);
  return stop;
}
