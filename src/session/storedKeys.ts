/** What the app keeps in local storage (section 3). Logout clears all of it except `uiSettings`. */
export const storedKeys = {
  token: 'token',
  userRights: 'userRights',
  mailboxUserRights: 'mailboxUserRights',
  /** The tenant configuration, the offline fallback of a logged-in start: stored at login, dropped at logout. */
  tenant: 'tenant',
  appCache: 'appCache',
  uiSettings: 'uiSettings',
  /** Check-ins and check-outs made offline, not sent yet; each names the person who made it. */
  pendingChecks: 'pendingChecks',
  /** Tokens of sessions logged out here that the server has not been told about yet (offline at logout). */
  endedSessions: 'endedSessions',
} as const;

/**
 * The JSON value stored under `key`, or undefined when there is none or it cannot be read (written by hand, by an
 * older app, or cut short): each reader then checks its shape and falls back to its empty value.
 */
export function readStoredJson(key: string, storage: Storage = localStorage): unknown {
  try {
    return JSON.parse(storage.getItem(key) ?? 'null') ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * Removes everything the app stored (the tenant too: the next start fetches it again) except the user's interface
 * settings — and check-ins made offline, which must
 * never be lost silently: they name their person and are sent only in that person's next session. Logging out on
 * purpose asks first and then discards them (`/logout`). Sessions logged out while offline are kept too, until the
 * server has been told to end them.
 */
export function clearStoredSession(storage: Storage = localStorage): void {
  const kept = [storedKeys.uiSettings, storedKeys.pendingChecks, storedKeys.endedSessions].map((key) => [key, storage.getItem(key)] as const);
  storage.clear();
  for (const [key, value] of kept) if (value !== null) storage.setItem(key, value);
}
