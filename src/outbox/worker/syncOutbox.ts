import type { RoundReport } from '../sendOutbox';
import { sendOutbox } from '../sendOutbox';
import { readWorkerSender } from '../workerSender';
import { fetchEntry } from './fetchEntry';

/** An open page of the app, as the service worker sees it. */
export interface OpenPage {
  postMessage(message: unknown): void;
}

/** What a sync round needs of the service worker (a test gives its own). */
export interface WorkerPlace {
  /** The app's pages open in this browser. */
  openPages(): Promise<readonly OpenPage[]>;
  /** The app's origin, for the api's address. */
  origin: string;
  fetch: typeof fetch;
}

/** Thrown when the round could not finish (no connection yet, the server still busy): the browser syncs again later. */
export class SyncAgainLater extends Error {
  constructor(readonly report: RoundReport) {
    super(`outbox: ${report.stoppedBy}`);
    this.name = 'SyncAgainLater';
  }
}

/**
 * Background Sync of the outbox: the connection is back. An open page of the app sends (with its toasts and a fresh
 * screen): each is asked to. With none open, the worker sends itself as the session kept for it (`workerSender`),
 * in order and exactly once like a page; nobody logged in: nothing is sent. Answers the round's report (null when a
 * page or nobody sends); throws SyncAgainLater when the round stopped for lack of connection or a busy or
 * unavailable server.
 * A 401 leaves the writes waiting for the next login; refused writes stay, marked, for the person to see.
 */
export async function syncOutbox(place: WorkerPlace): Promise<RoundReport | null> {
  const pages = await place.openPages();
  if (pages.length > 0) {
    for (const page of pages) page.postMessage({ type: 'outbox-send' });
    return null;
  }
  const sender = await readWorkerSender();
  if (!sender) return null;
  const report = await sendOutbox(sender.personId, fetchEntry(sender, place.origin, place.fetch));
  if (report.stoppedBy === 'offline' || report.stoppedBy === 'inFlight' || report.stoppedBy === 'unavailable') throw new SyncAgainLater(report);
  return report;
}
