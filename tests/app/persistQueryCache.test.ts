import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { persistQueryCache } from '../../src/app/persistQueryCache';

/** Answers are saved once the cache has been quiet for half a second. */
const passSaveDelay = () => vi.advanceTimersByTimeAsync(500);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('persistQueryCache', () => {
  it('keeps successful answers for their session and brings them back after a restart', async () => {
    localStorage.clear();
    const first = new QueryClient();
    const stop = persistQueryCache(first, 'user:1');
    await first.fetchQuery({ queryKey: ['source', '/jobs'], queryFn: async () => ({ items: [{ id: 7 }] }) });
    await passSaveDelay();
    stop();
    expect(JSON.parse(localStorage.getItem('appCache')!).queries.owner).toBe('user:1');

    const again = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    persistQueryCache(again, 'user:1')();
    expect(again.getQueryData(['source', '/jobs'])).toEqual({ items: [{ id: 7 }] });
    // Restored, but fetched again when shown: a change just before the restart may not have reached the copy.
    expect(again.getQueryState(['source', '/jobs'])?.isInvalidated).toBe(true);

    const someoneElse = new QueryClient();
    persistQueryCache(someoneElse, 'user:2')();
    expect(someoneElse.getQueryData(['source', '/jobs'])).toBeUndefined();
  });

  it('leaves an answer fetched since start-up fresh, and marks only the restored ones to fetch again', async () => {
    localStorage.clear();
    const first = new QueryClient();
    const stop = persistQueryCache(first, 'user:1');
    await first.fetchQuery({ queryKey: ['source', '/jobs'], queryFn: async () => ({ items: [{ id: 7 }] }) });
    await first.fetchQuery({ queryKey: ['source', '/forms'], queryFn: async () => ({ items: [] }) });
    await passSaveDelay();
    stop();

    // The first screen's calls start before the app draws: this one is in before the copy is restored.
    await vi.advanceTimersByTimeAsync(1000);
    const again = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    await again.fetchQuery({ queryKey: ['source', '/jobs'], queryFn: async () => ({ items: [{ id: 8 }] }) });
    persistQueryCache(again, 'user:1')();
    expect(again.getQueryData(['source', '/jobs'])).toEqual({ items: [{ id: 8 }] });
    expect(again.getQueryState(['source', '/jobs'])?.isInvalidated).toBe(false);
    expect(again.getQueryState(['source', '/forms'])?.isInvalidated).toBe(true);
  });

  it('ignores a copy older than a day and a garbled one', async () => {
    localStorage.clear();
    const seen = new QueryClient();
    const stop = persistQueryCache(seen, 'user:1', localStorage, () => 0);
    await seen.fetchQuery({ queryKey: ['old'], queryFn: async () => 'answer' });
    await passSaveDelay();
    stop();
    const fresh = new QueryClient();
    persistQueryCache(fresh, 'user:1', localStorage, () => 3600 * 1000)();
    expect(fresh.getQueryData(['old'])).toBe('answer');
    const stale = new QueryClient();
    persistQueryCache(stale, 'user:1', localStorage, () => 2 * 24 * 3600 * 1000)();
    expect(stale.getQueryData(['old'])).toBeUndefined();
    localStorage.setItem('appCache', '{not json');
    const garbled = new QueryClient();
    persistQueryCache(garbled, 'user:1')();
    expect(garbled.getQueryCache().getAll()).toHaveLength(0);
  });

  it('keeps the other appCache entries', async () => {
    localStorage.setItem('appCache', JSON.stringify({ profilePictures: { 1: 'x' } }));
    const client = new QueryClient();
    const stop = persistQueryCache(client, 'user:1');
    await client.fetchQuery({ queryKey: ['a'], queryFn: async () => 1 });
    await passSaveDelay();
    stop();
    expect(JSON.parse(localStorage.getItem('appCache')!).profilePictures).toEqual({ 1: 'x' });
  });
});
