import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../api/fetchSource';
import { useRendererEnvironment, type ToastRequest } from '../../renderer/RendererEnvironment';
import { getSession } from '../../session/sessionStore';
import { addPendingCheck, pendingChecksKey, readPendingChecks, subscribePendingChecks, updatePendingCheck, type CheckKind, type PendingCheck } from './pendingChecks';
import { sendPendingChecks, type SendReport } from './sendPendingChecks';
import type { DevicePosition } from './geolocationProblem';

/** Records the check on the server: a live location shared as a check-in or check-out, at the moment it was made. */
const sendCheck = (check: PendingCheck) => callEndpoint(
  { method: 'POST', endpoint: '/projectCrews/{{ $crewId }}/liveLocations' },
  { $crewId: check.crewId },
  { ...check.position, recordedAt: check.madeAt, check: check.kind },
);

interface Sender {
  personId: number;
  notify: (toast: ToastRequest) => void;
  refresh: () => Promise<unknown>;
}

/** Tells the person what a round did; `offline` only when they just pressed the button (retries stay quiet). */
async function sendAndTell(sender: Sender, tellOffline: boolean): Promise<SendReport> {
  const report = await sendPendingChecks(sender.personId, sendCheck);
  for (const check of report.sent) sender.notify({ type: 'success', message: check.kind === 'checkIn' ? 'checkIn.checkedIn' : 'checkIn.checkedOut' });
  for (const { message } of report.dropped) sender.notify({ type: 'info', message });
  for (const { message } of report.failed) sender.notify({ type: 'error', message });
  if (tellOffline && report.offline.length > 0) sender.notify({ type: 'info', message: 'checkIn.savedOffline' });
  if (report.sent.length + report.dropped.length > 0) await sender.refresh();
  return report;
}

let latestSender: Sender | null = null;
let listening = false;

/**
 * Once the check-in page has been open, coming back online sends the queue from anywhere in the app, for the
 * session's own person only (a later login of someone else leaves the entries alone).
 */
function sendWhenOnline(sender: Sender): void {
  latestSender = sender;
  if (listening) return;
  listening = true;
  window.addEventListener('online', () => {
    const personId = getSession()?.loginData.person?.id;
    if (latestSender && personId === latestSender.personId) void sendAndTell(latestSender, false);
  });
}

/**
 * The session person's pending checks on a crew, and the way to make one: it is queued on this device first, then
 * sent; the queue is sent again when the page opens and when the connection returns. `personId` null: nothing to send.
 */
export function usePendingChecks(personId: number | null, crewId: number) {
  const { notify } = useRendererEnvironment();
  const queryClient = useQueryClient();
  const stored = useSyncExternalStore(subscribePendingChecks, () => localStorage.getItem(pendingChecksKey));
  const checks = useMemo(
    () => (stored === null ? [] : readPendingChecks().filter((check) => check.personId === personId && check.crewId === crewId)),
    [stored, personId, crewId],
  );
  const sender = useMemo<Sender | null>(
    () => (personId === null ? null : { personId, notify, refresh: () => queryClient.invalidateQueries() }),
    [personId, notify, queryClient],
  );

  useEffect(() => {
    if (!sender) return;
    sendWhenOnline(sender);
    if (readPendingChecks().some((check) => check.personId === sender.personId)) void sendAndTell(sender, false);
  }, [sender]);

  const make = useCallback(async (kind: CheckKind, position: DevicePosition) => {
    if (!sender) return;
    try {
      addPendingCheck({ personId: sender.personId, crewId, kind, position, madeAt: new Date().toISOString() });
    } catch {
      notify({ type: 'error', message: 'checkIn.notStored' });
      return;
    }
    await sendAndTell(sender, true);
  }, [sender, crewId, notify]);

  const discard = useCallback((id: string) => updatePendingCheck(id, null), []);

  return { checks, make, discard };
}
