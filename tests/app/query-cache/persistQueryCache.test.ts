import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { persistQueryCache } from '../../../src/app/query-cache/persistQueryCache';
import { memoryQueryCacheStore, type QueryCacheStore } from '../../../src/app/query-cache/queryCacheStore';

/** The page's next idle moment, at the latest (one frame without requestIdleCallback, 100 ms with it). */
const passIdleMoment = () => vi.advanceTimersByTimeAsync(100);
const hashesIn = async (store: QueryCacheStore) => (await store.readAll()).map((answer) => answer.queryHash).sort();

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('persistQueryCache', () => {
  it('keeps an answer as soon as the page is idle after it arrives, with its session, not after a quiet spell', async () => {
    const store = memoryQueryCacheStore();
    const client = new QueryClient();
    const stop = persistQueryCache(client, 'user:1', async () => store);
    await client.fetchQuery({ queryKey: ['source', '/jobs/7'], queryFn: async () => ({ id: 7 }) });
    await vi.advanceTimersByTimeAsync(16);
    // Answers keep arriving (another page opens): the one before is kept all the same.
    await client.fetchQuery({ queryKey: ['source', '/jobs'], queryFn: async () => ({ items: [] }) });
    await passIdleMoment();
    stop();
    const saved = await store.readAll();
    expect(saved.map((answer) => [answer.owner, answer.query.queryKey, answer.query.state.data])).toEqual([
      ['user:1', ['source', '/jobs/7'], { id: 7 }],
      ['user:1', ['source', '/jobs'], { items: [] }],
    ]);
  });

  it('writes the answers that arrive together at once, in one write', async () => {
    const store = memoryQueryCacheStore();
    const put = vi.spyOn(store, 'put');
    const client = new QueryClient();
    const stop = persistQueryCache(client, 'user:1', async () => store);
    await Promise.all([
      client.fetchQuery({ queryKey: ['a'], queryFn: async () => 1 }),
      client.fetchQuery({ queryKey: ['b'], queryFn: async () => 2 }),
    ]);
    await passIdleMoment();
    stop();
    expect(put).toHaveBeenCalledTimes(1);
    expect(await hashesIn(store)).toEqual(['["a"]', '["b"]']);
  });

  it('leaves out files, failed calls, and what arrives after it stopped', async () => {
    const store = memoryQueryCacheStore();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const stop = persistQueryCache(client, 'user:1', async () => store);
    await client.fetchQuery({ queryKey: ['file'], queryFn: async () => 'blob', meta: { persist: false } });
    await client.fetchQuery({ queryKey: ['broken'], queryFn: async () => Promise.reject(new Error('no')) }).catch(() => undefined);
    await client.fetchQuery({ queryKey: ['page'], queryFn: async () => 'answer' });
    stop();
    await client.fetchQuery({ queryKey: ['later'], queryFn: async () => 'answer' });
    await passIdleMoment();
    expect(await hashesIn(store)).toEqual([]);
    const again = persistQueryCache(client, 'user:1', async () => store);
    await passIdleMoment();
    again();
    // Started again: the answers already in the cache are kept (the first screen's, fetched before the app drew).
    expect(await hashesIn(store)).toEqual(['["later"]', '["page"]']);
  });

  it('does not write the restored answers again at start', async () => {
    const store = memoryQueryCacheStore();
    const client = new QueryClient();
    client.setQueryData(['restored'], 'seen yesterday');
    await client.invalidateQueries({ queryKey: ['restored'], refetchType: 'none' });
    persistQueryCache(client, 'user:1', async () => store)();
    await passIdleMoment();
    expect(await hashesIn(store)).toEqual([]);
  });
});
