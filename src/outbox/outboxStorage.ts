import type { OutboxEntry } from './outboxEntry';

/** Where the outbox keeps its entries: IndexedDB on the phone, memory in unit tests. */
export interface OutboxStorage {
  readAll(): Promise<OutboxEntry[]>;
  put(entry: OutboxEntry): Promise<void>;
  remove(id: string): Promise<void>;
}

/** A storage in memory (unit tests, and a browser without IndexedDB: then nothing outlives the page). */
export function memoryStorage(): OutboxStorage {
  const entries = new Map<string, OutboxEntry>();
  return {
    readAll: async () => [...entries.values()],
    put: async (entry) => void entries.set(entry.id, entry),
    remove: async (id) => void entries.delete(id),
  };
}
