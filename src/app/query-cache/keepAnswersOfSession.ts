import type { QueryClient } from '@tanstack/react-query';
import { getSession, subscribeSession } from '../../session/sessionStore';
import { cacheOwner } from './cacheOwner';
import { theQueryCacheStore } from './theQueryCacheStore';

/**
 * Starts keeping `owner`'s answers with the keeping code loaded on first use (a logged-out start, the login page, does
 * without it); answers that came meanwhile are kept when it starts. Returns the stop function.
 */
function keepingFor(client: QueryClient, owner: string): () => void {
  let stopped = false;
  const keeping = import('./persistQueryCache')
    .then(({ persistQueryCache }) => (stopped ? null : persistQueryCache(client, owner)))
    .catch((error: unknown) => {
      console.warn('The offline copy of the pages seen could not be started', error);
      return null;
    });
  return () => {
    stopped = true;
    void keeping.then((stop) => stop?.());
  };
}

/**
 * Pages already seen open offline: the answers are kept for the session that saw them, from start-up or login, and
 * all of them are forgotten when the session ends (logout, or a failed refresh). Returns the stop function.
 */
export function keepAnswersOfSession(client: QueryClient): () => void {
  let stop: (() => void) | null = null;
  let owner: string | null = null;
  const follow = () => {
    const session = getSession();
    const next = session ? cacheOwner(session) : null;
    if (next === owner) return;
    stop?.();
    if (owner !== null && next === null) {
      theQueryCacheStore()
        .then((store) => store.clear())
        .catch((error: unknown) => console.warn('The offline copy of the pages seen could not be cleared', error));
    }
    owner = next;
    stop = next ? keepingFor(client, next) : null;
  };
  follow();
  const unsubscribe = subscribeSession(follow);
  return () => {
    unsubscribe();
    stop?.();
  };
}
