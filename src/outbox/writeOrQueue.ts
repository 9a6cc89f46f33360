import { toApiFailure } from '../api/ApiFailure';
import type { Transfer } from '../api/transfer';
import type { OutboxEntry } from './outboxEntry';
import { sizeOfBody } from './outboxLimits';
import { addEntry, askToSend, entriesOf, loadOutbox, removeEntry } from './outboxStore';
import { newKey } from './newKey';
import { sendWrite } from './sendWrite';
import { isServerUnavailable } from './serverUnavailable';
import { storedBody, type WriteRequest } from './writeRequest';

/** How a write may wait on the phone, and how it is shown while it waits. */
export interface QueueOptions {
  /** Whether it may wait on the phone when there is no connection (`offline: queue`); false: it fails as it did. */
  queue: boolean;
  /** The person of the session: only their session sends it. None: it cannot wait. */
  personId: number | null;
  label: string;
  detail?: string;
  origin?: string;
  waiting?: string;
  group?: string;
  dropOnConflict?: boolean;
  meta?: Record<string, unknown>;
  /** The form to open again (Edit) if the server refuses the write later. */
  reopen?: OutboxEntry['reopen'];
  /** The refused entry this write was edited from: it leaves once this write is sent or kept. */
  replaces?: string;
  /** The upload's progress and Cancel (a write sent now). */
  transfer?: Transfer;
}

/** Sent and answered (with the answer), or kept on the phone to be sent later. */
export type WriteOutcome = { queued: false; response: unknown } | { queued: true; entry: OutboxEntry };

/** The outbox entry of a write made at `createdAt` (default now), waiting under `key`. */
export function entryOf(request: WriteRequest, key: string, options: QueueOptions & { personId: number }, createdAt = new Date().toISOString()): OutboxEntry {
  const body = storedBody(request.data);
  return {
    id: key, personId: options.personId, method: request.method, path: request.path, query: request.query, body,
    label: options.label, detail: options.detail, createdAt, state: 'waiting', size: sizeOfBody(body),
    origin: options.origin, waiting: options.waiting, group: options.group, dropOnConflict: options.dropOnConflict, meta: options.meta,
    reopen: options.reopen,
  };
}

async function keep(request: WriteRequest, key: string, options: QueueOptions & { personId: number }): Promise<OutboxEntry> {
  const entry = entryOf(request, key, options);
  await addEntry(entry);
  return entry;
}

/**
 * Every write of the app goes this way, with a new Idempotency-Key, online too (a timeout sent again never doubles
 * it). A write that may wait is kept on the phone instead when the phone is offline, when earlier writes of the
 * person still wait (it goes behind them, in order), or when sending it failed for lack of network — kept under
 * the key it was sent with, so if that first request did reach the server, sending it again is answered, not done
 * twice — and so when the server answered that it is unavailable for a while (502, 503, 504: a restart, its database
 * away), so nothing typed is lost to an outage. Throws ApiFailure (a write over the size limit: its message says so, and nothing is kept). A write edited
 * from a refused one (`replaces`) takes its place: the refused entry leaves once this one is sent or kept.
 */
export async function writeOrQueue(request: WriteRequest, options: QueueOptions): Promise<WriteOutcome> {
  const outcome = await sendOrKeep(request, options);
  if (options.replaces) await removeEntry(options.replaces);
  return outcome;
}

async function sendOrKeep(request: WriteRequest, options: QueueOptions): Promise<WriteOutcome> {
  const key = newKey();
  const personId = options.personId;
  const mayWait = options.queue && personId !== null;
  if (mayWait) {
    await loadOutbox();
    const ahead = entriesOf(personId).some((entry) => entry.state !== 'failed');
    if (ahead || navigator.onLine === false) {
      try {
        const entry = await keep(request, key, { ...options, personId });
        if (navigator.onLine !== false) askToSend();
        return { queued: true, entry };
      } catch (error) {
        throw toApiFailure(error);
      }
    }
  }
  try {
    return { queued: false, response: await sendWrite(request, key, options.transfer) };
  } catch (error) {
    const failure = toApiFailure(error);
    if (!mayWait || (failure.code !== 'offline' && !isServerUnavailable(failure))) throw failure;
    try {
      const entry = await keep(request, key, { ...options, personId });
      // Tried once more at once (the answer may only have been lost); a server still out of reach or unavailable stops
      // that round, and an unavailable one is tried again after its Retry-After.
      askToSend();
      return { queued: true, entry };
    } catch (notKept) {
      throw toApiFailure(notKept);
    }
  }
}
