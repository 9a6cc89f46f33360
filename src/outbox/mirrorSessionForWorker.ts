import { apiBaseUrl } from '../api/apiBase';
import { getSession, subscribeSession } from '../session/sessionStore';

/**
 * Keeps the service worker's copy of the session (`keepWorkerSender`) in step with the app's: the person and token
 * after a login or a refresh, nothing after a logout. Writes only when they change; IndexedDB code loads on the first.
 */
export function mirrorSessionForWorker(): void {
  // Nothing to take out before a session was seen: a page that starts logged out writes nothing (the login page loads no more).
  let kept: string | null = null;
  const mirror = () => {
    const session = getSession();
    const personId = session?.loginData.person?.id;
    const sender = session && personId !== undefined ? { personId, token: session.token, apiBase: apiBaseUrl } : null;
    if ((sender?.token ?? null) === kept) return;
    kept = sender?.token ?? null;
    void import('./workerSender').then(({ keepWorkerSender }) => keepWorkerSender(sender)).catch(() => undefined);
  };
  subscribeSession(mirror);
  mirror();
}
