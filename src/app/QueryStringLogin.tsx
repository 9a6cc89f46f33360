import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { login } from '../session/sessionStore';
import { forgetQueryLogin, pendingQueryLogin, queryLoginKeys, takeQueryLogin } from '../session/queryLogin';
import { LoadingState } from '../ui/LoadingState';

/** True when a link asked to log in: taken from the address at start-up, or in this address (a link within the app). */
export function hasQueryLogin(search: string): boolean {
  const query = new URLSearchParams(search);
  return pendingQueryLogin() !== null || (query.has(queryLoginKeys.login) && query.has(queryLoginKeys.password));
}

/**
 * Logs in from `?login=P-1001&password=…` on any page. The two are out of the address bar and the history before
 * anything else runs (`takeQueryLogin`, at start-up and here for a link within the app); after the login the page is
 * shown without them, and a refused login goes to /login with the page kept.
 */
export function QueryStringLogin() {
  const navigate = useNavigate();
  const [asked] = useState(() => takeQueryLogin());
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  const path = asked?.path ?? '/';

  useEffect(() => {
    if (started.current || !asked) return;
    started.current = true;
    login(asked.username, asked.password).then(
      () => {
        forgetQueryLogin();
        void navigate(path, { replace: true });
      },
      () => {
        forgetQueryLogin();
        setFailed(true);
      },
    );
  }, [asked, path, navigate]);

  if (failed || !asked) return <Navigate to={`/login?redirect=${encodeURIComponent(path)}`} replace />;
  return <LoadingState />;
}
