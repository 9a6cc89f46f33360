import { dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';

/** Where answers already seen are kept for offline use: `appCache.queries` in local storage (cleared on logout). */
const storageKey = 'appCache';
/** Older answers are not shown offline. */
const maxAge = 24 * 60 * 60 * 1000;
/** Local storage holds about 5 MB a site; the cache takes at most this much of it and skips saving beyond. */
const maxBytes = 2_000_000;

interface AppCache {
  queries?: { owner: string; savedAt: number; state: ReturnType<typeof dehydrate> };
  [other: string]: unknown;
}

function readAppCache(storage: Storage): AppCache {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(storageKey) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as AppCache) : {};
  } catch {
    return {};
  }
}

/**
 * Keeps the successful answers of `owner` (the session's token) in local storage and restores them at start, so
 * pages already seen open offline. Another session's or a stale cache is ignored. Returns the stop function.
 */
export function persistQueryCache(client: QueryClient, owner: string, storage: Storage = localStorage, now = Date.now): () => void {
  const saved = readAppCache(storage).queries;
  if (saved && saved.owner === owner && now() - saved.savedAt < maxAge) {
    const restoredAt = new Map(saved.state.queries.map((query) => [query.queryHash, query.state.dataUpdatedAt]));
    hydrate(client, saved.state);
    // Shown at once (and offline), but never trusted as fresh: a change made just before a reload may not have
    // reached the saved copy, so every restored answer is fetched again when its page opens. An answer fetched since
    // start-up (the first screen's calls start before the app draws) is newer than the saved one and stays fresh.
    void client.invalidateQueries({ refetchType: 'none', predicate: (query) => restoredAt.get(query.queryHash) === query.state.dataUpdatedAt });
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    const state = dehydrate(client, {
      // Files (Blobs) say `meta.persist: false`: they do not survive JSON and are too big for local storage.
      shouldDehydrateQuery: (query) => query.state.status === 'success' && query.meta?.persist !== false,
    });
    const queries = { owner, savedAt: now(), state };
    const text = JSON.stringify({ ...readAppCache(storage), queries });
    if (text.length > maxBytes) return;
    try {
      storage.setItem(storageKey, text);
    } catch (error) {
      console.warn('The offline copy of the pages seen could not be saved', error);
    }
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    clearTimeout(timer);
    timer = setTimeout(save, 500);
  });
  return () => {
    clearTimeout(timer);
    unsubscribe();
  };
}
