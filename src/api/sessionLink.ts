/** How the api layer reaches the session without importing it (imports flow one way). */
export interface SessionLink {
  /** The current token, or null. */
  token: () => string | null;
  /** Swaps the token for a fresh one; resolves the new token, or null when the session has ended. */
  refresh: () => Promise<string | null>;
}

let session: SessionLink = { token: () => null, refresh: async () => null };
let refreshing: Promise<string | null> | null = null;

/** Tells the client where the current token lives and how to renew it. */
export function connectSession(link: SessionLink): void {
  session = link;
}

/** The current session's token, or null. */
export const sessionToken = (): string | null => session.token();

/** One refresh at a time: concurrent 401s wait for the same renewal instead of starting their own. */
export function refreshOnce(): Promise<string | null> {
  refreshing ??= session.refresh().finally(() => {
    refreshing = null;
  });
  return refreshing;
}
