import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import type { QueryCacheStore } from './queryCacheStore';
import { theQueryCacheStore } from './theQueryCacheStore';
import { whenIdle } from '../../ui/whenIdle';

/** A successful answer that may be kept: files (Blobs) say `meta.persist: false`, they are too big to keep twice. */
const keeps = (query: Query) => query.state.status === 'success' && query.meta?.persist !== false;

/**
 * Keeps each successful answer of `owner`'s session as it arrives, so a page opened for a moment is there offline
 * after a reload: the answers that arrive together are written in one IndexedDB transaction when the page is next
 * idle, not after a quiet spell. The answers already in the cache when it starts (the first screen's, fetched before
 * the app drew) are written too, except the restored ones (marked stale, and stored already). Returns the stop function.
 */
export function persistQueryCache(client: QueryClient, owner: string, store: () => Promise<QueryCacheStore> = theQueryCacheStore): () => void {
  const waiting = new Set<string>();
  let cancel: (() => void) | null = null;
  const write = () => {
    cancel = null;
    const hashes = new Set(waiting);
    waiting.clear();
    const { queries } = dehydrate(client, { shouldDehydrateQuery: (query) => hashes.has(query.queryHash) && keeps(query) });
    if (queries.length === 0) return;
    const answers = queries.map((query) => ({ queryHash: query.queryHash, owner, query }));
    store()
      .then((opened) => opened.put(answers))
      .catch((error: unknown) => console.warn('The offline copy of the pages seen could not be saved', error));
  };
  const keep = (query: Query) => {
    if (!keeps(query)) return;
    waiting.add(query.queryHash);
    // When the page is next idle (after the answer that asked for it is drawn), at the latest in 100 ms.
    cancel ??= whenIdle(write, 100, 16);
  };
  client.getQueryCache().getAll().filter((query) => !query.state.isInvalidated).forEach(keep);
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') keep(event.query);
  });
  return () => {
    cancel?.();
    unsubscribe();
  };
}
