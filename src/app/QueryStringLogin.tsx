import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { login } from '../session/sessionStore';
import { LoadingState } from '../ui/LoadingState';

/** The query parameters a link may carry to log a project or plus-crew login straight in. */
export const queryLoginKeys = { login: 'login', password: 'password' } as const;

/** True when the address carries a login id and password. */
export function hasQueryLogin(search: string): boolean {
  const query = new URLSearchParams(search);
  return query.has(queryLoginKeys.login) && query.has(queryLoginKeys.password);
}

/**
 * Logs in from `?login=P-1001&password=…` on any page, then removes both from the address bar and the history
 * (replace), so the password is never left behind; a refused login goes to /login with the page kept.
 */
export function QueryStringLogin() {
  const location = useLocation();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  const query = new URLSearchParams(location.search);
  const username = query.get(queryLoginKeys.login) ?? '';
  const password = query.get(queryLoginKeys.password) ?? '';
  query.delete(queryLoginKeys.login);
  query.delete(queryLoginKeys.password);
  const rest = query.toString();
  const cleanPath = `${location.pathname}${rest ? `?${rest}` : ''}`;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    login(username, password).then(
      () => void navigate(cleanPath, { replace: true }),
      () => setFailed(true),
    );
  }, [username, password, cleanPath, navigate]);

  if (failed) return <Navigate to={`/login?redirect=${encodeURIComponent(cleanPath)}`} replace />;
  return <LoadingState />;
}
