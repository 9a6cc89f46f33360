import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The build the server serves; a test may change it to play a new deployment. */
    distDir: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForServer(url: string, server: ChildProcess, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The reference server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The reference server did not answer ${url} within ${seconds} s`);
}

/** Builds the app, starts the reference server on a free port with a throw-away data directory, stops it after. */
export default async function setup(project: TestProject) {
  // Vitest sets NODE_ENV=test, which would give a development build: test what users get.
  // A folder of its own, so two test runs (or a running `npm start`) never share a half-written dist/.
  const distDir = mkdtempSync(join(tmpdir(), 'crew-e2e-dist-'));
  execFileSync('npx', ['vite', 'build', '--configLoader', 'runner', '--logLevel', 'warn', '--outDir', distDir, '--emptyOutDir'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'crew-e2e-'));
  const server = spawn('npx', ['tsx', 'server/start.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DIST_DIR: distDir, SKIP_BUILD: '1' },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const baseUrl = `http://localhost:${port}`;
  await waitForServer(`${baseUrl}/api/v1/tenant`, server, 90);
  project.provide('baseUrl', baseUrl);
  project.provide('distDir', distDir);
  return () => {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(distDir, { recursive: true, force: true });
  };
}
