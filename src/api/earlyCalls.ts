import { isRecord } from '../ground/isRecord';
import type { BatchAnswer } from '../ground/contract/batch';
/**
 * Calls made before the app's code runs. When a screen first draws at an address, the app remembers the calls it
 * started there (`rememberFirstCalls`); on the next logged-in start at that address, the tiny start script
 * (`build/loggedInPreloadPlugin.ts`) makes them at once with the stored token, while the app's code is still
 * downloading, and the api layer takes those answers instead of asking again (`takeEarlyAnswer`).
 */

/** Where the addresses are kept in local storage, per page address (logout clears it with the rest of the session). */
export const earlyCallsKey = 'earlyCalls';

/** How many page addresses are remembered: the ones opened last. */
const rememberedPages = 12;

/** How long after the start an early answer is taken; a part that asks later asks afresh. */
const freshForMs = 30_000;

/**
 * What the start script leaves for the app: the token it sent, when, and each call's answer by its address (from the
 * batch it sent them in; null when the batch failed or the server has none).
 */
export interface EarlyCalls {
  token: string;
  at: number;
  answers: Record<string, Promise<BatchAnswer | null> | undefined>;
}

declare global {
  interface Window {
    /** Left by the logged-in start script (`build/loggedInPreloadPlugin.ts`). */
    crewEarlyCalls?: EarlyCalls;
  }
}

/**
 * A GET's address under the api base, its query in a fixed order: what is remembered, made early and looked up.
 * Null for what the start script cannot make the same way (a query value that is a list or an object, a path with
 * its own query).
 */
export function callAddress(path: string, params: Record<string, unknown>): string | null {
  if (path.includes('?') || path.includes('#')) return null;
  const entries = Object.entries(params).filter(([, value]) => value !== undefined && value !== null);
  if (entries.some(([, value]) => typeof value === 'object')) return null;
  const query = new URLSearchParams(
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([key, value]) => [key, String(value)]),
  ).toString();
  return query ? `${path}?${query}` : path;
}

function readRemembered(storage: Storage): Record<string, unknown> {
  try {
    const stored: unknown = JSON.parse(storage.getItem(earlyCallsKey) ?? '{}');
    return isRecord(stored) && !Array.isArray(stored) ? stored : {};
  } catch {
    return {};
  }
}

/**
 * Remembers the calls the first screen at `pathname` started (each address once: several sections may read one
 * source), as the last of the pages remembered.
 */
export function rememberFirstCalls(pathname: string, addresses: readonly string[], storage: Storage = localStorage): void {
  const remembered = readRemembered(storage);
  delete remembered[pathname];
  const kept = Object.entries(remembered).slice(-(rememberedPages - 1));
  if (addresses.length > 0) kept.push([pathname, [...new Set(addresses)]]);
  try {
    storage.setItem(earlyCallsKey, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // Storage full or switched off: the next start makes its calls once the code has loaded, as it would without.
  }
}

/** Early answers taken by a call that was then cancelled (its screen part went before the answer came): the next takes them. */
const undelivered = new Map<string, Promise<unknown>>();

/** An early answer's JSON when the call succeeded, else undefined. */
const jsonOf = (answer: Promise<BatchAnswer | null>): Promise<unknown> => answer
  .then((reply) => (reply && reply.status >= 200 && reply.status < 300 && reply.body !== null && typeof reply.body === 'object' ? reply.body : undefined))
  .catch(() => undefined);

/**
 * The answer the start script got for `address`, delivered once: its JSON when the call succeeded with the session's
 * current `token` within the last half minute, else undefined, and the caller asks the api itself (so a refused
 * token is refreshed and a failure is reported as for any call). A call cancelled (`signal`) before the answer came
 * leaves it to the next.
 */
export function takeEarlyAnswer(address: string, token: string | null, signal?: AbortSignal, now: number = Date.now()): Promise<unknown> | undefined {
  const early = typeof window === 'undefined' ? undefined : window.crewEarlyCalls;
  if (!early || early.token !== token || now - early.at > freshForMs) return undefined;
  let answer = undelivered.get(address);
  if (!answer) {
    const response = early.answers[address];
    if (!response) return undefined;
    delete early.answers[address];
    answer = jsonOf(response);
    undelivered.set(address, answer);
  }
  return answer.then((json) => {
    if (!signal?.aborted) undelivered.delete(address);
    return json;
  });
}
