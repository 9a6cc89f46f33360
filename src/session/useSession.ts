import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession } from './sessionStore';
import type { Session } from './sessionTypes';

/** The current session, re-rendering when it changes (login, refresh, logout). */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
