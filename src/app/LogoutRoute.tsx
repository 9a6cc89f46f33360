import { useEffect } from 'react';
import { logout } from '../session/sessionStore';

/** `/logout`: clears the session (all but uiSettings) and reloads at the login screen. */
export function LogoutRoute() {
  useEffect(() => {
    logout();
    window.location.replace('/login');
  }, []);
  return null;
}
