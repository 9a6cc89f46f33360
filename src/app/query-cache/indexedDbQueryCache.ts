import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { QueryCacheStore, SavedAnswer } from './queryCacheStore';

const databaseName = 'crewQueryCache';
const storeName = 'answers';

/** What the database holds: the answers by their query's hash. */
interface QueryCacheDatabase extends DBSchema {
  answers: { key: string; value: SavedAnswer };
}

/**
 * The answers seen, in the phone's IndexedDB (database `crewQueryCache`, store `answers`, key `queryHash`): unlike
 * local storage it is not limited to a few MB, and its writes do not hold up the page while they land. Opened on first use.
 */
export function indexedDbQueryCache(): QueryCacheStore {
  let opened: Promise<IDBPDatabase<QueryCacheDatabase>> | null = null;
  const db = () => (opened ??= openDB<QueryCacheDatabase>(databaseName, 1, {
    upgrade(database) {
      database.createObjectStore(storeName, { keyPath: 'queryHash' });
    },
  }));
  /** Runs `change` on every item in one read-write transaction, resolved once the transaction has landed. */
  const inOneTransaction = async <T>(items: readonly T[], change: (store: { put(value: SavedAnswer): unknown; delete(key: string): unknown }, item: T) => unknown) => {
    if (items.length === 0) return;
    const transaction = (await db()).transaction(storeName, 'readwrite');
    await Promise.all([...items.map((item) => change(transaction.store, item)), transaction.done]);
  };
  return {
    readAll: async () => (await db()).getAll(storeName),
    put: (answers) => inOneTransaction(answers, (store, answer) => store.put(answer)),
    remove: (hashes) => inOneTransaction(hashes, (store, hash) => store.delete(hash)),
    clear: async () => void (await (await db()).clear(storeName)),
  };
}
