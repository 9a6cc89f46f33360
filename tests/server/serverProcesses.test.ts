// @vitest-environment node
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealPostgres, type RealPostgres } from '../../build/realPostgres';
import { startServer, type RunningServer } from '../../bench/startServer';
import { makeDataDir, removeDataDir, testSecret } from './testServer';

/**
 * The scale-out set-up of server/README.md on one machine: two server processes (the compiled `server/dist/start.mjs`, each its own
 * Node process and pool) on one PostgreSQL started for this file, as behind a load balancer. A session is one
 * session on both, and the login limits are one count. Starts its own cluster, so it runs in `npm run test:unit` only.
 */
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const folders = [makeDataDir(), makeDataDir(), makeDataDir()] as const;
let postgres: RealPostgres | undefined;
let servers: RunningServer[] = [];

beforeAll(async () => {
  postgres = await startRealPostgres();
  const [distDir, ...dataDirs] = folders;
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  const env = { DATABASE_URL: postgres.url, JWT_SECRET: testSecret };
  servers = await Promise.all(dataDirs.map((dataDir) => startServer({ repoRoot, distDir, dataDir, env })));
}, 180_000);
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  postgres?.stop();
  folders.forEach(removeDataDir);
}, 60_000);

const call = (server: RunningServer, method: string, path: string, token?: string, body?: unknown, more: Record<string, string> = {}) =>
  fetch(`${server.apiOrigin}/api/v1${path}`, {
    method,
    headers: { Type: 'MOBILE', ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}), ...more },
    body: body ? JSON.stringify(body) : undefined,
  });
const logIn = (server: RunningServer, username: string, password = 'demo1234') => call(server, 'POST', '/auth/token', undefined, { username, password });
const tokenOf = async (answer: Response) => ((await answer.json()) as { token: string }).token;
const statusWith = async (server: RunningServer, token: string) => (await call(server, 'GET', '/userRights', token)).status;

describe('two server processes on one PostgreSQL', () => {
  it('share sessions: made on one, good on the other, and ended on both by a logout on either', async () => {
    const [one, two] = servers as [RunningServer, RunningServer];
    const token = await tokenOf(await logIn(one, 'chief@demo.test'));
    expect(await statusWith(two, token)).toBe(200);
    const refreshed = await tokenOf(await call(two, 'GET', '/auth/refresh', token));
    expect(await statusWith(one, refreshed)).toBe(200);
    expect((await call(two, 'POST', '/auth/logout', refreshed)).status).toBe(204);
    expect(await statusWith(one, refreshed)).toBe(401);
    expect(await statusWith(one, token)).toBe(401);
    expect(await statusWith(two, token)).toBe(401);
  });

  it('answer one write sent through both with one Idempotency-Key once: one effect, the same answer', async () => {
    const [one, two] = servers as [RunningServer, RunningServer];
    const token = await tokenOf(await logIn(one, 'crew@demo.test'));
    const key = { 'idempotency-key': 'processes-block-date-1' };
    const block = { startDate: '2033-05-06', endDate: null, reason: 'Sent twice' };
    const answers = await Promise.all([call(one, 'POST', '/blockDates', token, block, key), call(two, 'POST', '/blockDates', token, block, key)]);
    // Racing: one handles it, the other is told it is under way (409) — or, once answered, gets the answer again.
    const first = answers.find((answer) => answer.status === 201)!;
    const created = await first.json() as { id: number };
    const replayed = await call(two, 'POST', '/blockDates', token, block, key);
    expect([replayed.status, replayed.headers.get('idempotent-replayed'), await replayed.json()]).toEqual([201, 'true', created]);
    expect(answers.map((answer) => answer.status)).toEqual(expect.arrayContaining([201]));
    expect(answers.filter((answer) => answer.status !== 201 && answer.status !== 409)).toEqual([]);
    const items = await (await call(two, 'GET', '/planningCalendarItems?from=2033-05-06&to=2033-05-06', token)).json() as { items: { type: string }[] };
    expect(items.items.filter((item) => item.type === 'blockDate')).toHaveLength(1);
  });

  it('count login attempts once: 5 of 60 wrong passwords sent at once through both reach the password check', async () => {
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => logIn(servers[i % 2]!, 'office@demo.test', `wrong${i}`)));
    const codes = answers.map((answer) => answer.status);
    expect(codes.filter((code) => code === 401)).toHaveLength(5);
    expect(codes.filter((code) => code === 429)).toHaveLength(55);
    // The right password, through either process, waits out the window like the rest.
    expect((await logIn(servers[0]!, 'office@demo.test')).status).toBe(429);
    expect((await logIn(servers[1]!, 'office@demo.test')).status).toBe(429);
  }, 60_000);
});
