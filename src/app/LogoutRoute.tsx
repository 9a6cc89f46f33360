import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { getSession, logout } from '../session/sessionStore';
import { endSessionOnServer } from '../session/endedSessions';
import { useConfirm } from '../ui/ConfirmProvider';

/**
 * `/logout`: clears the session (all but uiSettings), ends it on the server (at the next contact when offline), ends
 * this browser's push subscription and reloads at the login screen. Writes waiting in the outbox (made offline, or
 * refused) are never dropped silently: the user is asked first, and staying keeps them. Leaving keeps them too, on
 * this phone for the same person: they are sent at that person's next login.
 */
export function LogoutRoute() {
  const confirm = useConfirm();
  const navigate = useNavigate();
  useEffect(() => {
    let cancelled = false;
    void (async () => {
      // The outbox's code comes with the frame (its badge): not on the way to the login page, which has this route too.
      const { entriesOf, loadOutbox } = await import('../outbox/outboxStore');
      await loadOutbox();
      if (entriesOf(getSession()?.loginData.person?.id).length > 0 && !(await confirm('outbox.logoutQuestion'))) {
        if (!cancelled) void navigate(-1);
        return;
      }
      const token = getSession()?.token;
      logout();
      // Ending the session on the server and this phone's notifications of the user who left, side by side.
      await Promise.all([
        token ? endSessionOnServer(token) : undefined,
        import('./subscribeToPush').then(({ unsubscribeFromPush }) => unsubscribeFromPush(), () => undefined),
      ]);
      window.location.replace('/login');
    })();
    return () => {
      cancelled = true;
    };
  }, [confirm, navigate]);
  return null;
}
