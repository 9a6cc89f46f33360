import { memoryQueryCacheStore, type QueryCacheStore } from './queryCacheStore';

let chosen: Promise<QueryCacheStore> | null = null;

/**
 * The store of the answers seen: IndexedDB where the browser has it (its code loads on first use, so a logged-out
 * start loads none of it), else memory.
 */
export function theQueryCacheStore(): Promise<QueryCacheStore> {
  return (chosen ??= typeof indexedDB === 'undefined'
    ? Promise.resolve(memoryQueryCacheStore())
    : import('./indexedDbQueryCache').then(({ indexedDbQueryCache }) => indexedDbQueryCache()));
}
