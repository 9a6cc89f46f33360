import { toApiFailure } from '../../api/ApiFailure';
import { readPendingChecks, updatePendingCheck, type PendingCheck } from './pendingChecks';

/** What one round of sending did. */
export interface SendReport {
  sent: PendingCheck[];
  /** Refused with 409: the server already has it (or it no longer applies), with the server's message. */
  dropped: { check: PendingCheck; message: string }[];
  /** Kept because the server could not be reached. */
  offline: PendingCheck[];
  /** Kept because the server refused otherwise, with its message (also stored as `lastError`). */
  failed: { check: PendingCheck; message: string }[];
}

/** Sends one check; throws what the api layer throws. */
export type SendCheck = (check: PendingCheck) => Promise<unknown>;

let round: Promise<unknown> = Promise.resolve();

/**
 * Sends the person's pending checks oldest first, one round at a time (a round asked for meanwhile waits for this
 * one). Sent and 409-refused entries leave the queue; anything else keeps the entry, and later checks of its crew
 * wait behind it so a check-out never overtakes its check-in. Unreachable server: the round stops.
 */
export function sendPendingChecks(personId: number, send: SendCheck, storage: Storage = localStorage): Promise<SendReport> {
  const next = round.then(() => sendInOrder(personId, send, storage));
  round = next.catch(() => undefined);
  return next;
}

async function sendInOrder(personId: number, send: SendCheck, storage: Storage): Promise<SendReport> {
  const report: SendReport = { sent: [], dropped: [], offline: [], failed: [] };
  const waiting = new Set<number>();
  let reachable = true;
  for (const check of readPendingChecks(storage).filter((entry) => entry.personId === personId)) {
    // Discarded by the user while an earlier one was on its way.
    if (!readPendingChecks(storage).some((entry) => entry.id === check.id)) continue;
    if (!reachable) {
      report.offline.push(check);
      continue;
    }
    if (waiting.has(check.crewId)) continue;
    try {
      await send(check);
      updatePendingCheck(check.id, null, storage);
      report.sent.push(check);
    } catch (error) {
      const failure = toApiFailure(error);
      if (failure.status === 409) {
        updatePendingCheck(check.id, null, storage);
        report.dropped.push({ check, message: failure.message });
      } else if (failure.status === 0) {
        reachable = false;
        report.offline.push(check);
      } else {
        waiting.add(check.crewId);
        updatePendingCheck(check.id, { lastError: failure.message }, storage);
        report.failed.push({ check, message: failure.message });
      }
    }
  }
  return report;
}
