import { hydrate, type QueryClient } from '@tanstack/react-query';
import type { QueryCacheStore } from './queryCacheStore';

/** Older answers are not shown offline. */
export const maxAnswerAge = 24 * 60 * 60 * 1000;

/**
 * Brings back the answers `owner` saw in the last 24 h (dated by their arrival), before the first screen draws, so
 * pages already seen open offline without an empty flash. Another session's answers and older ones are dropped from
 * the store. An unreadable store restores nothing: the pages then load as on a first visit.
 */
export async function restoreQueryCache(client: QueryClient, owner: string, store: QueryCacheStore, now = Date.now): Promise<void> {
  let saved;
  try {
    saved = await store.readAll();
  } catch (error) {
    console.warn('The offline copy of the pages seen could not be read', error);
    return;
  }
  const shown = saved.filter((answer) => answer.owner === owner && now() - answer.query.state.dataUpdatedAt < maxAnswerAge);
  const dropped = saved.filter((answer) => !shown.includes(answer)).map((answer) => answer.queryHash);
  if (dropped.length > 0) store.remove(dropped).catch(() => undefined);
  if (shown.length === 0) return;
  const queries = shown.map((answer) => answer.query);
  const restored = new Map(queries.map((query) => [query.queryHash, query.state.data]));
  hydrate(client, { queries, mutations: [] });
  // Shown at once (and offline), but never trusted as fresh: a change made just before a reload may not have
  // reached the saved copy, so every restored answer is fetched again when its page opens. An answer fetched since
  // start-up (the first screen's calls start before the app draws) is kept by hydrate and stays fresh: it is told
  // from a restored one by the answer itself, not by its time (two can share a millisecond, or a pinned clock).
  void client.invalidateQueries({
    refetchType: 'none',
    predicate: (query) => restored.has(query.queryHash) && query.state.data === restored.get(query.queryHash),
  });
}
