import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getSession, subscribeSession } from '../../session/sessionStore';
import { askToSend, entriesOf, loadOutbox, onSendAsked, subscribeOutbox } from '../../outbox/outboxStore';
import { showToast } from '../../ui/showToast';
import { moveStoredChecks } from '../../features/check-in/moveStoredChecks';
import { unavailablePause } from '../../outbox/unavailablePause';
import { isRecord } from '../../ground/isRecord';

/** While writes wait and the connection seems up, a round is tried this often (a server that was unreachable). */
const retryEvery = 30_000;
/** The server was still handling an earlier send of an entry (409 request_in_flight): asked again after this. */
const inFlightPause = 3_000;

const waitingOf = (personId: number | undefined) => entriesOf(personId).filter((entry) => entry.state !== 'failed');

/** A service worker's registration with Background Sync, where the browser has it (not in the DOM types). */
interface SyncRegistration extends ServiceWorkerRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/** Asks the service worker to wake the app when the connection returns (Background Sync, where the browser has it). */
async function askForBackgroundSync(): Promise<void> {
  const registration: SyncRegistration | undefined = await navigator.serviceWorker?.getRegistration();
  await registration?.sync?.register('outbox');
}

/**
 * Sends the outbox of the session's person while the app's frame is up: at start, at login, when the connection
 * returns (`online`), when the service worker's Background Sync wakes the page, when a write was just queued or
 * "Send now" is pressed, every 30 s while something waits, and after the pause a server that was unavailable asked
 * for (`unavailablePause`). Tells what was sent or refused, and refreshes the
 * screen's data after something was sent.
 */
export function useOutboxSending(): void {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  useEffect(() => {
    let stopped = false;
    let pause: ReturnType<typeof setTimeout> | undefined;
    let unavailableRounds = 0;
    const round = async () => {
      const personId = getSession()?.loginData.person?.id;
      if (stopped || personId === undefined || navigator.onLine === false) return;
      await moveStoredChecks();
      await loadOutbox();
      if (waitingOf(personId).length === 0) return;
      const [{ sendOutbox }, { sendEntry }] = await Promise.all([import('../../outbox/sendOutbox'), import('../../outbox/sendEntry')]);
      const report = await sendOutbox(personId, sendEntry);
      if (report.sent.length > 0) showToast({ type: 'success', message: t('outbox.sent', { count: report.sent.length }) });
      for (const { message } of report.dropped) showToast({ type: 'info', message: t(message) });
      for (const entry of report.failed) {
        showToast({ type: 'error', message: t('outbox.refused', { what: t(entry.label), message: t(entry.failure?.message ?? 'errors.server') }) });
      }
      if (report.sent.length + report.dropped.length > 0) await queryClient.invalidateQueries();
      if (report.stoppedBy === 'inFlight' && !stopped) pause = setTimeout(() => void round(), inFlightPause);
      if (report.stoppedBy === 'unavailable' && !stopped) {
        clearTimeout(pause);
        pause = setTimeout(() => void round(), unavailablePause(report.retryAfterSeconds, unavailableRounds++));
      } else {
        unavailableRounds = 0;
      }
    };
    const start = () => void round();
    onSendAsked(start);
    const offlineWaits = () => {
      if (navigator.onLine === false && waitingOf(getSession()?.loginData.person?.id).length > 0) void askForBackgroundSync().catch(() => undefined);
    };
    const onWorkerMessage = (event: MessageEvent) => {
      const message: unknown = event.data;
      if (isRecord(message) && message.type === 'outbox-send') start();
    };
    window.addEventListener('online', start);
    navigator.serviceWorker?.addEventListener('message', onWorkerMessage);
    const stopSession = subscribeSession(start);
    const stopOutbox = subscribeOutbox(offlineWaits);
    const timer = setInterval(start, retryEvery);
    askToSend();
    return () => {
      stopped = true;
      clearTimeout(pause);
      clearInterval(timer);
      onSendAsked(null);
      window.removeEventListener('online', start);
      navigator.serviceWorker?.removeEventListener('message', onWorkerMessage);
      stopSession();
      stopOutbox();
    };
  }, [queryClient, t]);
}
