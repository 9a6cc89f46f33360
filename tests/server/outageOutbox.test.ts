// @vitest-environment jsdom
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createElement, type ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiError, BlockDate, ListResponse, PlanningItem } from '../../src/ground/contract';
import { setWire } from '../../src/api/apiClient';
import { sendByFetch } from '../../src/api/wire';
import { connectSession } from '../../src/api/sessionLink';
import { getSession, login, logout, refreshSession } from '../../src/session/sessionStore';
import { useOutboxSending } from '../../src/app/outbox/useOutboxSending';
import { memoryStorage } from '../../src/outbox/outboxStorage';
import { addEntry, askToSend, entriesOf, setOutboxStorage } from '../../src/outbox/outboxStore';
import { newKey } from '../../src/outbox/newKey';
import { entryOf } from '../../src/outbox/writeOrQueue';
import { startRealPostgres, type RealPostgres } from '../../build/realPostgres';
import { startServer, type RunningServer } from '../../bench/startServer';

/**
 * Issue 31: PostgreSQL stopped for about 4 s under load. The real server (the compiled `server/dist/start.mjs`, its own process, on a
 * cluster this file starts) answers every write 2xx or 503 with Retry-After, never 500; a write the app's outbox sends
 * in that window waits, and the app's own schedule (`useOutboxSending`, after the server's Retry-After) sends it again
 * once PostgreSQL is back: it arrives, once. No write the server acknowledged is lost. Starts its own cluster, so it
 * runs in `npm run test:unit` only (not in the PostgreSQL run of tests/server/vitest.postgres.config.ts).
 */
// A path, not `new URL(…)`: jsdom's URL is not one Node's fileURLToPath takes.
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
// Not testServer.ts's helpers: it loads the server's modules, which jsdom's URL breaks (the server runs in its own process).
const folders = [mkdtempSync(join(tmpdir(), 'crew-outage-')), mkdtempSync(join(tmpdir(), 'crew-outage-'))] as const;
/** The day the load writes block (far ahead, so nothing of the demo data is on it). */
const loadDay = '2041-03-01';
const outageMs = 4_000;
let postgres: RealPostgres | undefined;
let server: RunningServer | undefined;
let paused = false;

beforeAll(async () => {
  postgres = await startRealPostgres();
  const [distDir, dataDir] = folders;
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  server = await startServer({ repoRoot, distDir, dataDir, env: { DATABASE_URL: postgres.url, JWT_SECRET: `outage-${newKey()}` } });
}, 180_000);
afterAll(async () => {
  setWire(null);
  connectSession({ token: () => null, refresh: async () => null });
  logout();
  setOutboxStorage(memoryStorage());
  await server?.stop();
  if (paused) postgres?.resume();
  postgres?.stop();
  folders.forEach((folder) => rmSync(folder, { recursive: true, force: true }));
}, 60_000);

const call = (method: string, path: string, token?: string, body?: unknown) =>
  fetch(`${server!.apiOrigin}/api/v1${path}`, {
    method,
    headers: { Type: 'MOBILE', ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });

/** One answer a load writer got: its status, Retry-After and error code, or why no answer came (status 0). */
interface LoadAnswer { status: number; retryAfter: string | null; code?: string; at: number }

/**
 * `count` writers blocking `loadDay`, each sending its next write as soon as the last is answered, as phones of the
 * same crew member would, until stopped. Keeps every answer and the block dates acknowledged (201).
 */
function startWriters(token: string, count: number) {
  let running = true;
  const answers: LoadAnswer[] = [];
  const acknowledged: { id: number; at: number }[] = [];
  const loops = Array.from({ length: count }, async (_, writer) => {
    for (let n = 0; running; n++) {
      try {
        const answer = await call('POST', '/blockDates', token, { startDate: loadDay, endDate: null, reason: `Load ${writer}-${n}` });
        const body = (await answer.json()) as BlockDate | ApiError;
        answers.push({ status: answer.status, retryAfter: answer.headers.get('retry-after'), code: 'error' in body ? body.error.code : undefined, at: Date.now() });
        if (answer.status === 201) acknowledged.push({ id: (body as BlockDate).id, at: Date.now() });
      } catch (error) {
        answers.push({ status: 0, retryAfter: null, code: String(error), at: Date.now() });
      }
    }
  });
  return {
    answers,
    acknowledged,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** One request the app's api layer sent, as its transport saw it: when, with which key, and the answer. */
interface ClientCall { key: string | null; sentAt: number; answeredAt: number; status: number; retryAfter: string | null }

/**
 * Points the app's api layer at the test server, over Node's fetch (the page's origin is jsdom's), and records each
 * call it makes.
 */
function pointAppAtServer(): ClientCall[] {
  const calls: ClientCall[] = [];
  setWire(async (request) => {
    const sentAt = Date.now();
    const key = request.headers['Idempotency-Key'] ?? null;
    const record = (status: number, retryAfter: string | null) => calls.push({ key, sentAt, answeredAt: Date.now(), status, retryAfter });
    try {
      const answer = await sendByFetch(request, fetch, server!.apiOrigin);
      record(answer.status, answer.headers['retry-after'] ?? null);
      return answer;
    } catch (error) {
      record(0, null);
      throw error;
    }
  });
  return calls;
}

/** The app's frame as far as the outbox goes: `useOutboxSending` under the providers it needs. */
function renderOutboxSending() {
  const i18n = i18next.createInstance();
  void i18n.init({ lng: 'en', resources: { en: { translation: {} } } });
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(I18nextProvider, { i18n }, createElement(QueryClientProvider, { client: queryClient }, children));
  return renderHook(() => useOutboxSending(), { wrapper });
}

/** Every block date the crew member has on `day`, page by page. */
async function blockDateIdsOn(token: string, day: string): Promise<Set<number>> {
  const ids = new Set<number>();
  for (let page = 1; ; page++) {
    const answer = await call('GET', `/planningCalendarItems?from=${day}&to=${day}&limit=1000&page=${page}`, token);
    expect(answer.status).toBe(200);
    const { items } = (await answer.json()) as ListResponse<PlanningItem>;
    items.filter((item) => item.type === 'blockDate').forEach((item) => ids.add(item.refId));
    if (items.length < 1000) return ids;
  }
}

describe('PostgreSQL stopped for 4 s under load', () => {
  it('answers 201 or 503 with Retry-After, never 500; the outbox sends its write again by itself; nothing acknowledged is lost', async () => {
    setOutboxStorage(memoryStorage());
    const calls = pointAppAtServer();
    connectSession({ token: () => getSession()?.token ?? null, refresh: refreshSession });
    const session = await login('crew@demo.test', 'demo1234');
    const personId = session.loginData.person!.id;
    const loggedIn = await call('POST', '/auth/token', undefined, { username: 'crew@demo.test', password: 'demo1234' });
    const { token } = (await loggedIn.json()) as { token: string };

    const writers = startWriters(token, 4);
    try {
      await vi.waitFor(() => expect(writers.acknowledged.length).toBeGreaterThanOrEqual(8), { timeout: 30_000, interval: 50 });
      const pausedAt = Date.now();
      postgres!.pause();
      paused = true;
      await vi.waitFor(() => expect(writers.answers.some((answer) => answer.status === 503)).toBe(true), { timeout: 30_000, interval: 50 });

      // During the outage the app keeps a write and asks for a round, as writeOrQueue does with a write that waits.
      renderOutboxSending();
      const reason = `Sent during the outage ${newKey()}`;
      const entry = entryOf(
        { method: 'POST', path: '/blockDates', data: { startDate: '2041-04-01', endDate: null, reason } }, newKey(),
        { queue: true, personId, label: 'personalCalendar.blockDateSubmit', origin: '/personal-calendar' },
      );
      await addEntry(entry);
      askToSend();
      const sendsOfEntry = () => calls.filter((one) => one.key === entry.id);
      await vi.waitFor(() => {
        expect(sendsOfEntry()[0]).toMatchObject({ status: 503, retryAfter: '5' });
        expect(entriesOf(personId)).toEqual([expect.objectContaining({ id: entry.id, state: 'waiting' })]);
      }, { timeout: 30_000, interval: 50 });

      // The scenario: the database stays away about 4 s.
      await vi.waitFor(() => expect(Date.now() - pausedAt).toBeGreaterThanOrEqual(outageMs), { timeout: 30_000, interval: 50 });
      postgres!.resume();
      paused = false;
      const resumedAt = Date.now();

      // Nothing pressed: only the outbox's own schedule sends it again.
      await vi.waitFor(() => expect(entriesOf(personId)).toEqual([]), { timeout: 30_000, interval: 100 });
      await vi.waitFor(() => expect(writers.acknowledged.filter((one) => one.at > resumedAt).length).toBeGreaterThanOrEqual(8), { timeout: 30_000, interval: 50 });
      await writers.stop();

      const sends = sendsOfEntry();
      expect(sends.at(-1)?.status).toBe(201);
      const waited = sends.slice(0, -1).map(({ status, retryAfter }) => ({ status, retryAfter }));
      expect(waited).toEqual(waited.map(() => ({ status: 503, retryAfter: '5' })));
      // Sent again after the server's Retry-After (5 s): not sooner, and not only by the round every 30 s.
      expect(sends[1]!.sentAt - sends[0]!.answeredAt).toBeGreaterThanOrEqual(4_900);
      expect(sends[1]!.sentAt - sends[0]!.answeredAt).toBeLessThan(15_000);

      const answers = writers.answers;
      expect(answers.filter((answer) => answer.status === 503).length).toBeGreaterThan(0);
      expect(answers.filter((answer) => !(answer.status === 201 ||
        (answer.status === 503 && answer.retryAfter === '5' && answer.code === 'service_unavailable')))).toEqual([]);

      const onLoadDay = await blockDateIdsOn(token, loadDay);
      expect(writers.acknowledged.filter((one) => !onLoadDay.has(one.id))).toEqual([]);
      const outboxDay = await call('GET', '/planningCalendarItems?from=2041-04-01&to=2041-04-01', token);
      const { items } = (await outboxDay.json()) as ListResponse<PlanningItem>;
      expect(items.filter((item) => item.type === 'blockDate' && item.reason === reason)).toHaveLength(1);
    } finally {
      await writers.stop();
    }
  }, 120_000);
});
