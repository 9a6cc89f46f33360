import { decodeToken } from './decodeToken';
import { readStoredJson, storedKeys } from './storedKeys';
import { isRecord } from '../ground/isRecord';

/** How long logging out waits for the server before it goes on; what is not told by then is told at the next start. */
export const logoutWaitMs = 3000;

function readEnded(storage: Storage): string[] {
  const parsed = readStoredJson(storedKeys.endedSessions, storage);
  return Array.isArray(parsed) ? parsed.filter((token): token is string => typeof token === 'string') : [];
}

function writeEnded(storage: Storage, tokens: string[]): void {
  if (tokens.length === 0) storage.removeItem(storedKeys.endedSessions);
  else storage.setItem(storedKeys.endedSessions, JSON.stringify(tokens));
}

/** True when a logout has yet to reach the server (checked at start-up without loading the api layer). */
export const hasEndedSessionsToTell = (storage: Storage = localStorage): boolean => readEnded(storage).length > 0;

/** Tells the server to end the session of a token; rejects with the ApiFailure when it could not. */
type Told = (token: string) => Promise<void>;

/**
 * Tells the server about every session logged out here and not yet ended there (`POST /auth/logout`). A token the
 * server no longer takes (401: ended or expired already) or that has expired is done with; one that could not be told
 * (offline, a server error) is kept for the next time.
 */
export async function tellEndedSessions(storage: Storage = localStorage, tell?: Told): Promise<void> {
  const send: Told = tell ?? (async (token) => (await import('../api/authCalls')).endSessionOf(token));
  for (const token of readEnded(storage)) {
    const decoded = decodeToken(token);
    let done = !decoded || decoded.expiresAt * 1000 <= Date.now();
    if (!done) {
      try {
        await send(token);
        done = true;
      } catch (error) {
        done = isRecord(error) && error.status === 401;
      }
    }
    if (done) writeEnded(storage, readEnded(storage).filter((kept) => kept !== token));
  }
}

/**
 * Logging out: the session's token is kept as "to be ended" (so a logout while offline still ends the session on the
 * server at the next contact), then the server is told, waiting at most `logoutWaitMs`.
 */
export async function endSessionOnServer(token: string, storage: Storage = localStorage, tell?: Told): Promise<void> {
  writeEnded(storage, [...readEnded(storage).filter((kept) => kept !== token), token]);
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    tellEndedSessions(storage, tell),
    new Promise((resolve) => {
      timer = setTimeout(resolve, logoutWaitMs);
    }),
  ]);
  clearTimeout(timer);
}
