// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { BlockDate, ListResponse, PlanningItem } from '../../src/ground/contract';
import { freePort } from '../../build/freePort';
import { serverCommand } from '../../build/serverBuild';
import { databaseFor } from './testDatabase';
import { makeDataDir, removeDataDir } from './testServer';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = makeDataDir();
let running: ChildProcess | undefined;

/** Starts `npm start`'s server (without building the app) as a process group of its own, on `dataDir`. */
async function startServer(port: number): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(...serverCommand(repoRoot), {
    cwd: repoRoot, detached: true, stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, SKIP_BUILD: '1', DATA_DIR: dataDir, PORT: String(port), JWT_SECRET: '', DATABASE_URL: '' },
  });
  running = child;
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<never>((_, reject) => {
    child.once('exit', (code, signal) => reject(new Error(`The server exited (${code ?? signal}):\n${output}`)));
  });
  exited.catch(() => undefined); // once it answers, its later death (killHard) is no failure here
  const answering = vi.waitFor(async () => {
    const response = await fetch(`http://localhost:${port}/api/v1/tenant`);
    if (!response.ok) throw new Error(`GET /tenant answered ${response.status}`);
  }, { timeout: 90_000, interval: 250 }).catch((error: unknown) => {
    throw new Error(`The server did not answer within 90 s (${String(error)}):\n${output}`);
  });
  await Promise.race([answering, exited]);
  return { child, output: () => output };
}

/** kill -9 of the whole process group (the node running the server), then waits for it to go. */
async function killHard(child: ChildProcess): Promise<void> {
  const gone = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid!, 'SIGKILL');
  await gone;
  running = undefined;
}

afterAll(async () => {
  if (running?.pid) await killHard(running).catch(() => undefined);
  removeDataDir(dataDir);
}, 30_000);

const api = async (port: number, method: string, path: string, token?: string, body?: unknown) => fetch(`http://localhost:${port}/api/v1${path}`, {
  method,
  headers: { type: 'MOBILE', ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
  body: body === undefined ? undefined : JSON.stringify(body),
});

/**
 * Sends 30 block dates at once and kills the server (SIGKILL) as soon as 8 are acknowledged; answers every write
 * acknowledged before it died (those it never answered may or may not be there).
 */
async function burstThenKill(port: number, token: string, child: ChildProcess): Promise<BlockDate[]> {
  const burst: BlockDate[] = [];
  let killed: Promise<void> | undefined;
  const writes = Array.from({ length: 30 }, (_, index) => (async () => {
    const startDate = `2033-05-${String(index + 1).padStart(2, '0')}`;
    const created = await api(port, 'POST', '/blockDates', token, { startDate, endDate: null, reason: `Burst ${index}` });
    if (created.status !== 201) return;
    burst.push((await created.json()) as BlockDate);
    if (burst.length === 8) killed = killHard(child);
  })().catch(() => undefined));
  await Promise.all(writes);
  await killed;
  return [...burst];
}

describe('durability', () => {
  it('keeps every acknowledged write when the server is killed with SIGKILL', async () => {
    const port = await freePort();
    await databaseFor(dataDir); // the run's seeded demo, copied: the server then starts without seeding
    const first = await startServer(port);
    const login = await api(port, 'POST', '/auth/token', undefined, { username: 'crew@demo.test', password: 'demo1234' });
    expect(login.status, first.output()).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const acknowledged: BlockDate[] = [];
    for (let day = 1; day <= 12; day += 1) {
      const startDate = `2033-04-${String(day).padStart(2, '0')}`;
      const response = await api(port, 'POST', '/blockDates', token, { startDate, endDate: null, reason: `Durable ${day}` });
      expect(response.status).toBe(201);
      acknowledged.push((await response.json()) as BlockDate);
    }
    const deleted = acknowledged.shift()!;
    expect((await api(port, 'DELETE', `/blockDates/${deleted.id}`, token)).status).toBe(204);
    await killHard(first.child);

    const second = await startServer(port);
    const response = await api(port, 'GET', '/planningCalendarItems?from=2033-04-01&to=2033-04-30', token);
    expect(response.status, second.output()).toBe(200);
    const items = ((await response.json()) as ListResponse<PlanningItem>).items.filter((item) => item.type === 'blockDate');
    expect(items.map((item) => item.refId).sort((a, b) => a - b)).toEqual(acknowledged.map((blockDate) => blockDate.id));
    expect(items.map((item) => item.reason)).toEqual(expect.arrayContaining(acknowledged.map((blockDate) => blockDate.reason)));

    // Now kill it in the middle of a burst of writes: whatever it acknowledged before dying must be there.
    const acknowledgedInBurst = await burstThenKill(port, token, second.child);
    expect(acknowledgedInBurst.length).toBeGreaterThanOrEqual(8);

    const third = await startServer(port);
    const afterBurst = await api(port, 'GET', '/planningCalendarItems?from=2033-05-01&to=2033-05-31', token);
    expect(afterBurst.status, third.output()).toBe(200);
    const found = new Set(((await afterBurst.json()) as ListResponse<PlanningItem>).items
      .filter((item) => item.type === 'blockDate').map((item) => item.refId));
    expect(acknowledgedInBurst.filter((blockDate) => !found.has(blockDate.id))).toEqual([]);
    await killHard(third.child);
  }, 240_000);
});
