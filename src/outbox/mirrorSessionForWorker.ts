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
    const token = session && personId !== undefined ? session.token : null;
    if (token === kept) return;
    kept = token;
    const sender = token && personId !== undefined ? { personId, token, apiBase: apiBaseUrl } : null;
    void import('./workerSender').then(({ keepWorkerSender }) => keepWorkerSender(sender)).catch(() => undefined);
  };
  subscribeSession(mirror);
  mirror();
}
