import type { DehydratedState } from '@tanstack/react-query';

/** One answer kept for offline use: the query as `dehydrate` gives it, with the session that saw it. */
export interface SavedAnswer {
  /** The query's hash: one record per query, replaced when a newer answer arrives. */
  queryHash: string;
  /** Whose answer it is (`cacheOwner`): another session's answers are never shown. */
  owner: string;
  /** The dehydrated query; its `state.dataUpdatedAt` dates the answer. */
  query: DehydratedState['queries'][number];
}

/** Where the answers seen are kept: IndexedDB on the phone, memory in unit tests and browsers without it. */
export interface QueryCacheStore {
  readAll(): Promise<SavedAnswer[]>;
  put(answers: readonly SavedAnswer[]): Promise<void>;
  remove(queryHashes: readonly string[]): Promise<void>;
  clear(): Promise<void>;
}

/** A store in memory: nothing outlives the page. */
export function memoryQueryCacheStore(): QueryCacheStore {
  const answers = new Map<string, SavedAnswer>();
  return {
    readAll: async () => [...answers.values()],
    put: async (added) => added.forEach((answer) => answers.set(answer.queryHash, answer)),
    remove: async (hashes) => hashes.forEach((hash) => answers.delete(hash)),
    clear: async () => answers.clear(),
  };
}
