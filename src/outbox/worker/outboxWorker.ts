/*
 * The service worker's part of the outbox, bundled on its own into /outbox-worker.js (build/outboxWorkerPlugin.ts)
 * and imported by the generated /sw.js. A page that kept writes offline registers the Background Sync tag `outbox`;
 * when the browser sees the connection return it wakes this worker, also with no page of the app open.
 */
import { syncOutbox, type OpenPage } from './syncOutbox';

/** The parts of the service worker's global scope used here (the app is typed for pages, not workers). */
interface SyncEvent extends Event {
  readonly tag: string;
  waitUntil(promise: Promise<unknown>): void;
}
interface ServiceWorkerScope {
  readonly location: Location;
  readonly clients: { matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly OpenPage[]> };
  addEventListener(type: 'sync', listener: (event: SyncEvent) => void): void;
}

const worker = self as unknown as ServiceWorkerScope;

worker.addEventListener('sync', (event) => {
  if (event.tag !== 'outbox') return;
  event.waitUntil(syncOutbox({
    openPages: () => worker.clients.matchAll({ type: 'window', includeUncontrolled: true }),
    origin: worker.location.origin,
    fetch: (input, init) => fetch(input, init),
  }));
});
