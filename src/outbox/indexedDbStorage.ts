import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { OutboxEntry } from './outboxEntry';
import type { OutboxStorage } from './outboxStorage';

const databaseName = 'crewOutbox';
const storeName = 'entries';

/** What the database holds: the entries by id. */
interface OutboxDatabase extends DBSchema {
  entries: { key: string; value: OutboxEntry };
}

/**
 * The outbox in the phone's IndexedDB (database `crewOutbox`, store `entries`, key `id`): it outlives closing the app
 * and keeps files and drawn signatures as Blobs. Opened on first use.
 */
export function indexedDbStorage(): OutboxStorage {
  let opened: Promise<IDBPDatabase<OutboxDatabase>> | null = null;
  const db = () => (opened ??= openDB<OutboxDatabase>(databaseName, 1, {
    upgrade(database) {
      database.createObjectStore(storeName, { keyPath: 'id' });
    },
  }));
  return {
    readAll: async () => (await db()).getAll(storeName),
    put: async (entry) => void (await (await db()).put(storeName, entry)),
    remove: async (id) => void (await (await db()).delete(storeName, id)),
  };
}
