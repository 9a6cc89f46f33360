import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { Session } from '../../../src/session/sessionTypes';
import { memoryQueryCacheStore } from '../../../src/app/query-cache/queryCacheStore';

const session = vi.hoisted(() => ({ current: null as Session | null, listeners: new Set<() => void>() }));
vi.mock('../../../src/session/sessionStore', () => ({
  getSession: () => session.current,
  subscribeSession: (listener: () => void) => {
    session.listeners.add(listener);
    return () => session.listeners.delete(listener);
  },
}));
const store = vi.hoisted(() => ({ current: null as ReturnType<typeof memoryQueryCacheStore> | null }));
vi.mock('../../../src/app/query-cache/theQueryCacheStore', () => ({ theQueryCacheStore: async () => store.current }));

const { keepAnswersOfSession } = await import('../../../src/app/query-cache/keepAnswersOfSession');

/** The session as the app publishes it, told to its followers. */
function publish(next: Session | null) {
  session.current = next;
  session.listeners.forEach((listener) => listener());
}
const crewMember = { token: 't', tokenType: 'MOBILE', loginData: { person: { id: 7 } } } as unknown as Session;

beforeEach(() => {
  vi.useFakeTimers();
  store.current = memoryQueryCacheStore();
  session.current = null;
});
afterEach(() => {
  vi.useRealTimers();
});

describe('keepAnswersOfSession', () => {
  it('keeps the answers of whoever logs in and forgets them all at logout', async () => {
    const client = new QueryClient();
    const stop = keepAnswersOfSession(client);
    await client.fetchQuery({ queryKey: ['before login'], queryFn: async () => 'public' });
    publish(crewMember);
    await client.fetchQuery({ queryKey: ['source', '/jobs'], queryFn: async () => ({ items: [] }) });
    // The keeping code loads on the first login: wait for the answers to be kept, not for a time.
    await vi.waitFor(async () => {
      expect((await store.current!.readAll()).map((answer) => [answer.owner, answer.queryHash])).toEqual([
        ['MOBILE:7::', '["before login"]'],
        ['MOBILE:7::', '["source","/jobs"]'],
      ]);
    });
    publish(null);
    await vi.advanceTimersByTimeAsync(100);
    expect(await store.current!.readAll()).toEqual([]);
    stop();
  });
});
