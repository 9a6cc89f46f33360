import type { RightsMap } from '../ground/contract';
import { decodeToken } from './decodeToken';
import type { Session } from './sessionTypes';
import { clearStoredSession, readStoredJson, storedKeys } from './storedKeys';

/** Section 4: the token is refreshed every 5 minutes. */
export const tokenRefreshInterval = 300_000;

type Listener = () => void;
const listeners = new Set<Listener>();
let current: Session | null = null;
let refreshTimer: ReturnType<typeof setInterval> | undefined;

function readRights(key: string): RightsMap {
  const parsed = readStoredJson(key);
  return parsed && typeof parsed === 'object' ? (parsed as RightsMap) : {};
}

function buildSession(token: string, rights: RightsMap, mailboxRights: RightsMap): Session | null {
  const decoded = decodeToken(token);
  if (!decoded || decoded.expiresAt * 1000 <= Date.now()) return null;
  return { token, ...decoded, rights, mailboxRights };
}

function publish(session: Session | null): void {
  current = session;
  listeners.forEach((listener) => listener());
}

/** The current session, or null; an undecodable or expired token counts as no user. */
export function getSession(): Session | null {
  return current;
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Reads the stored session at start-up. */
export function restoreSession(): Session | null {
  const token = localStorage.getItem(storedKeys.token);
  const session = token ? buildSession(token, readRights(storedKeys.userRights), readRights(storedKeys.mailboxUserRights)) : null;
  if (token && !session) clearStoredSession();
  publish(session);
  return session;
}

/** Logs in: stores the token, then fetches and stores the rights. Throws ApiFailure on refusal. */
export async function login(username: string, password: string): Promise<Session> {
  // The calls (and the api layer) load when someone logs in, not with the login page.
  const { fetchMailboxRights, fetchUserRights, requestToken } = await import('../api/authCalls');
  const { token } = await requestToken({ username: username.trim(), password });
  const [rights, mailboxRights] = await Promise.all([fetchUserRights(token), fetchMailboxRights(token)]);
  const session = buildSession(token, rights, mailboxRights);
  if (!session) throw new Error('errors.badToken');
  localStorage.setItem(storedKeys.token, token);
  localStorage.setItem(storedKeys.userRights, JSON.stringify(rights));
  localStorage.setItem(storedKeys.mailboxUserRights, JSON.stringify(mailboxRights));
  publish(session);
  return session;
}

/** Clears everything but uiSettings. */
export function logout(): void {
  clearStoredSession();
  publish(null);
}

/**
 * Swaps the token for a fresh one and answers it; a failed refresh ends the session and answers null. A newer token
 * another tab stored is taken instead of asking the server.
 */
export async function refreshSession(): Promise<string | null> {
  const session = current;
  if (!session) return null;
  // Another tab of the app refreshed the session already (the server replaced this tab's token): take its token.
  const stored = localStorage.getItem(storedKeys.token);
  const adopted = stored && stored !== session.token ? buildSession(stored, session.rights, session.mailboxRights) : null;
  if (adopted) {
    publish(adopted);
    return adopted.token;
  }
  try {
    const { refreshToken } = await import('../api/authCalls');
    const { token } = await refreshToken();
    const next = buildSession(token, session.rights, session.mailboxRights);
    if (!next) throw new Error('errors.badToken');
    localStorage.setItem(storedKeys.token, token);
    publish(next);
    return token;
  } catch {
    logout();
    return null;
  }
}

/** A token this close to its end is renewed when the app comes back to the foreground. */
export const refreshMargin = 2 * tokenRefreshInterval;

/**
 * Refreshes every 5 minutes, and also when the page becomes visible with the token close to expiry (browsers slow
 * timers in background tabs). `refresh` is the single-flight refresh of the api layer. Returns the stop function.
 */
export function startTokenRefresh(refresh: () => Promise<unknown> = refreshSession): () => void {
  clearInterval(refreshTimer);
  refreshTimer = setInterval(() => void refresh(), tokenRefreshInterval);
  const onVisible = () => {
    const session = current;
    if (document.visibilityState === 'visible' && session && session.expiresAt * 1000 - Date.now() < refreshMargin) void refresh();
  };
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    clearInterval(refreshTimer);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
