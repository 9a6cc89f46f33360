import { toApiFailure } from '../api/ApiFailure';
import type { OutboxEntry } from './outboxEntry';
import { isServerUnavailable } from './serverUnavailable';
import { entriesOf, outboxEntries, readOutboxAgain, removeEntry, updateEntry } from './outboxStore';

/** Sends one kept entry; throws what the api layer throws. */
export type SendEntry = (entry: OutboxEntry) => Promise<unknown>;

/**
 * Why a round stopped before the end: no connection, a login needed, the server still handling an earlier send, or
 * the server unavailable for a while (502, 503, 504: a restart, its database away).
 */
export type RoundStop = 'offline' | 'login' | 'inFlight' | 'unavailable' | null;

/** What one round did. */
export interface RoundReport {
  sent: OutboxEntry[];
  /** Refused with 409 though the server has them already (`dropOnConflict`): gone, with the server's message. */
  dropped: { entry: OutboxEntry; message: string }[];
  /** Refused: kept, marked failed with the server's message. */
  failed: OutboxEntry[];
  stoppedBy: RoundStop;
  /** With `unavailable`: how long the server asked to wait (`Retry-After`, seconds), when it said. */
  retryAfterSeconds?: number;
}

let round: Promise<unknown> = Promise.resolve();

/**
 * Sends the person's waiting entries oldest first, one at a time, one round at a time (a round asked for meanwhile
 * waits for this one). Answered: the entry leaves. No connection (0), a 401 (wait for a new login), 409
 * `request_in_flight` (the server still handles it: try later) or 502/503/504 (the server unavailable for a while: try
 * after its `Retry-After`): the round stops and the entry waits. Any other
 * refusal marks the entry failed with the server's message; later entries still go, except those of its `group`.
 * `send` sends one entry: the app's api layer on a page (`sendEntry`), fetch in the service worker (`fetchEntry`).
 */
export function sendOutbox(personId: number, send: SendEntry): Promise<RoundReport> {
  const next = round.then(() => sendInOrder(personId, send));
  round = next.catch(() => undefined);
  return next;
}

async function sendInOrder(personId: number, send: SendEntry): Promise<RoundReport> {
  // Read again: another tab or the service worker may have sent or discarded entries since this one last looked.
  await readOutboxAgain();
  const report: RoundReport = { sent: [], dropped: [], failed: [], stoppedBy: null };
  const blockedGroups = new Set(entriesOf(personId).filter((entry) => entry.state === 'failed' && entry.group).map((entry) => entry.group));
  for (const queued of entriesOf(personId)) {
    // Discarded meanwhile, failed before (sent again only on the person's retry), or behind a failed one of its group.
    const entry = outboxEntries().find((candidate) => candidate.id === queued.id);
    if (!entry || entry.state === 'failed' || (entry.group && blockedGroups.has(entry.group))) continue;
    await updateEntry(entry.id, { state: 'sending' });
    try {
      await send(entry);
      await removeEntry(entry.id);
      report.sent.push(entry);
    } catch (error) {
      const failure = toApiFailure(error);
      const stop: RoundStop = failure.status === 0 ? 'offline' : failure.status === 401 ? 'login'
        : failure.status === 409 && failure.code === 'request_in_flight' ? 'inFlight'
          : isServerUnavailable(failure) ? 'unavailable' : null;
      if (stop) {
        await updateEntry(entry.id, { state: 'waiting' });
        report.stoppedBy = stop;
        if (stop === 'unavailable') report.retryAfterSeconds = failure.retryAfterSeconds;
        break;
      }
      if (failure.status === 409 && entry.dropOnConflict) {
        await removeEntry(entry.id);
        report.dropped.push({ entry, message: failure.message });
        continue;
      }
      const failed = await updateEntry(entry.id, { state: 'failed', failure: { status: failure.status, code: failure.code, message: failure.message } });
      if (entry.group) blockedGroups.add(entry.group);
      if (failed) report.failed.push(failed);
    }
  }
  return report;
}
