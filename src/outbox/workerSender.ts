import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/**
 * Who the service worker sends the outbox as when no page of the app is open (Background Sync): the session's person,
 * its current token and the api's address. The service worker cannot read the page's local storage, so the app keeps
 * this copy in IndexedDB (database `crewOutboxSender`) while a session lasts, and takes it out at logout.
 */
export interface WorkerSender {
  personId: number;
  token: string;
  /** The api's base as the app calls it: `/api/v1`, or the build's `VITE_API_BASE_URL`. */
  apiBase: string;
}

const databaseName = 'crewOutboxSender';
const storeName = 'sender';
const key = 'current';

/** What the database holds: the one sender, under `current`. */
interface SenderDatabase extends DBSchema {
  sender: { key: string; value: WorkerSender };
}

let opened: Promise<IDBPDatabase<SenderDatabase>> | null = null;
const db = () => (opened ??= openDB<SenderDatabase>(databaseName, 1, {
  upgrade(database) {
    database.createObjectStore(storeName);
  },
}));

/** Keeps who sends the outbox (a session began or its token was refreshed), or forgets it (null: logged out). */
export async function keepWorkerSender(sender: WorkerSender | null): Promise<void> {
  if (sender) await (await db()).put(storeName, sender, key);
  else await (await db()).delete(storeName, key);
}

/** Who sends the outbox, or null when nobody is logged in on this phone (or the copy cannot be read). */
export async function readWorkerSender(): Promise<WorkerSender | null> {
  try {
    const sender = await (await db()).get(storeName, key);
    return sender ?? null;
  } catch {
    return null;
  }
}
