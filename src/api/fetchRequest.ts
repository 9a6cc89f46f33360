import type { ApiRequest } from './fetchSource';
import { appHeaders, bodyOfSuccess, sendByFetch } from './wire';

/** Who sends a request made outside the page's api layer, and where: the session's token and the api's address. */
export interface FetchSender {
  token: string;
  /** The api's base as the app calls it: `/api/v1`, or the build's `VITE_API_BASE_URL`. */
  apiBase: string;
  /** The app's origin, against which a relative `apiBase` is read. */
  origin: string;
}

/**
 * Sends a request where the page's api layer is not at hand (the service worker: no page, no session store), over
 * the same wire (`sendByFetch`) with the headers the api layer sets (bearer token, `Type: MOBILE`) plus `headers`.
 * Answers the body; throws ApiFailure as the api layer does (status 0 without an answer, else the server's error).
 * No refresh on a 401: the caller waits for a new login.
 */
export async function fetchRequest(
  request: ApiRequest,
  sender: FetchSender,
  headers: Record<string, string> = {},
  send: typeof fetch = fetch,
): Promise<unknown> {
  const answer = await sendByFetch({
    method: request.method, base: sender.apiBase, path: request.path, query: request.query, data: request.data, as: 'json',
    headers: { ...appHeaders, Authorization: `Bearer ${sender.token}`, ...headers },
  }, send, sender.origin);
  return bodyOfSuccess(answer);
}
