import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { getSession, logout } from '../session/sessionStore';
import { endSessionOnServer } from '../session/endedSessions';
import { storedKeys } from '../session/storedKeys';
import { readPendingChecks } from '../features/check-in/pendingChecks';
import { useConfirm } from '../ui/ConfirmProvider';

/**
 * `/logout`: clears the session (all but uiSettings), ends it on the server (at the next contact when offline), ends
 * this browser's push subscription and reloads at the login screen. Check-ins made offline and
 * not sent yet are never dropped silently: the user is asked first, and staying keeps them.
 */
export function LogoutRoute() {
  const confirm = useConfirm();
  const navigate = useNavigate();
  useEffect(() => {
    let cancelled = false;
    void (async () => {
      if (readPendingChecks().length > 0 && !(await confirm('checkIn.logoutDiscards'))) {
        if (!cancelled) void navigate(-1);
        return;
      }
      const token = getSession()?.token;
      logout();
      localStorage.removeItem(storedKeys.pendingChecks);
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
