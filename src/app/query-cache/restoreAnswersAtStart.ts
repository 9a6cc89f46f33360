import type { QueryClient } from '@tanstack/react-query';
import type { Session } from '../../session/sessionTypes';
import { cacheOwner } from './cacheOwner';
import { dropLocalQueryCache } from './dropLocalQueryCache';
import { theQueryCacheStore } from './theQueryCacheStore';

/** A store that has not answered by then no longer holds up the first screen (its answers still come in later). */
const longestWait = 2000;

/**
 * At start-up, before the first screen draws: the answers the session saw, from IndexedDB (read while the tenant and
 * the texts load). A logged-out start reads nothing and loads none of the store's code.
 */
export function restoreAnswersAtStart(client: QueryClient, session: Session | null): Promise<void> {
  dropLocalQueryCache();
  if (!session) return Promise.resolve();
  // The restoring code loads with the store's, only for a session (the login page does without both).
  const restoring = Promise.all([theQueryCacheStore(), import('./restoreQueryCache')])
    .then(([store, { restoreQueryCache }]) => restoreQueryCache(client, cacheOwner(session), store))
    .catch(() => undefined);
  return Promise.race([restoring, new Promise<void>((resolve) => setTimeout(resolve, longestWait))]);
}
