import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { persistQueryCache } from '../../../src/app/query-cache/persistQueryCache';
import { memoryQueryCacheStore, type QueryCacheStore } from '../../../src/app/query-cache/queryCacheStore';
import { restoreQueryCache } from '../../../src/app/query-cache/restoreQueryCache';

const hour = 3600 * 1000;

/** A store holding what `owner` saw: each key's answer, arrived at the clock's current time. */
async function seenBy(owner: string, answers: [string, unknown][], store = memoryQueryCacheStore()): Promise<QueryCacheStore> {
  const client = new QueryClient();
  const stop = persistQueryCache(client, owner, async () => store);
  for (const [key, data] of answers) await client.fetchQuery({ queryKey: ['source', key], queryFn: async () => data });
  await vi.advanceTimersByTimeAsync(100);
  stop();
  return store;
}

/** A client as at start-up, with the app's 30 s of freshness. */
const startingClient = () => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-05-04T08:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('restoreQueryCache', () => {
  it('brings back the session\'s answers, to be fetched again when their page opens, and never another session\'s', async () => {
    const store = await seenBy('user:1', [['/jobs', { items: [{ id: 7 }] }]]);
    const again = startingClient();
    await restoreQueryCache(again, 'user:1', store);
    expect(again.getQueryData(['source', '/jobs'])).toEqual({ items: [{ id: 7 }] });
    // Restored, but fetched again when shown: a change just before the restart may not have reached the copy.
    expect(again.getQueryState(['source', '/jobs'])?.isInvalidated).toBe(true);

    const someoneElse = startingClient();
    await restoreQueryCache(someoneElse, 'user:2', store);
    expect(someoneElse.getQueryData(['source', '/jobs'])).toBeUndefined();
    // The other session's answers leave the store.
    expect(await store.readAll()).toEqual([]);
  });

  it('leaves an answer fetched since start-up fresh, and marks only the restored ones to fetch again', async () => {
    const store = await seenBy('user:1', [['/jobs', { items: [{ id: 7 }] }], ['/forms', { items: [] }]]);
    await vi.advanceTimersByTimeAsync(1000);
    const again = startingClient();
    // The first screen's calls start before the app draws: this one is in before the copy is restored.
    await again.fetchQuery({ queryKey: ['source', '/jobs'], queryFn: async () => ({ items: [{ id: 8 }] }) });
    await restoreQueryCache(again, 'user:1', store);
    expect(again.getQueryData(['source', '/jobs'])).toEqual({ items: [{ id: 8 }] });
    expect(again.getQueryState(['source', '/jobs'])?.isInvalidated).toBe(false);
    expect(again.getQueryState(['source', '/forms'])?.isInvalidated).toBe(true);
  });

  it('tells an answer fetched since start-up from a restored one when both came at the same millisecond', async () => {
    // A pinned clock (the end-to-end suite's) or a fast reload: the saved copy and the new answer share their time.
    const store = await seenBy('user:1', [['/jobs/crewChief', { items: [] }]]);
    vi.setSystemTime(new Date('2026-05-04T08:00:00Z'));
    const again = startingClient();
    await again.fetchQuery({ queryKey: ['source', '/jobs/crewChief'], queryFn: async () => ({ items: [{ id: 9 }] }) });
    await restoreQueryCache(again, 'user:1', store);
    expect(again.getQueryData(['source', '/jobs/crewChief'])).toEqual({ items: [{ id: 9 }] });
    expect(again.getQueryState(['source', '/jobs/crewChief'])?.isInvalidated).toBe(false);
  });

  it('shows answers up to a day old, drops older ones, and restores nothing from a store it cannot read', async () => {
    const store = await seenBy('user:1', [['/old', 'yesterday']]);
    vi.setSystemTime(Date.now() + 23 * hour);
    await seenBy('user:1', [['/new', 'today']], store);
    const fresh = startingClient();
    await restoreQueryCache(fresh, 'user:1', store);
    expect([fresh.getQueryData(['source', '/old']), fresh.getQueryData(['source', '/new'])]).toEqual(['yesterday', 'today']);
    vi.setSystemTime(Date.now() + 2 * hour);
    const later = startingClient();
    await restoreQueryCache(later, 'user:1', store);
    expect([later.getQueryData(['source', '/old']), later.getQueryData(['source', '/new'])]).toEqual([undefined, 'today']);
    expect((await store.readAll()).map((answer) => answer.queryHash)).toEqual(['["source","/new"]']);

    const broken = { ...store, readAll: () => Promise.reject(new Error('blocked')) };
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const nothing = startingClient();
    await restoreQueryCache(nothing, 'user:1', broken);
    expect(nothing.getQueryCache().getAll()).toHaveLength(0);
    vi.mocked(console.warn).mockRestore();
  });
});
