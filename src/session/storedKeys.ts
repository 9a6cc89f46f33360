/** What the app keeps in local storage (section 3). Logout clears all of it except `uiSettings`. */
export const storedKeys = {
  token: 'token',
  userRights: 'userRights',
  mailboxUserRights: 'mailboxUserRights',
  tenant: 'tenant',
  appCache: 'appCache',
  uiSettings: 'uiSettings',
} as const;

/** Removes everything the app stored except the user's interface settings. */
export function clearStoredSession(storage: Storage = localStorage): void {
  const keep = storage.getItem(storedKeys.uiSettings);
  storage.clear();
  if (keep !== null) storage.setItem(storedKeys.uiSettings, keep);
}
