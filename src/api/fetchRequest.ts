import { failureOfAnswer, offlineFailure } from './ApiFailure';
import type { ApiRequest } from './fetchSource';

/** Who sends a request made outside the app's axios instance, and where: the session's token and the api's address. */
export interface FetchSender {
  token: string;
  /** The api's base as the app calls it: `/api/v1`, or the build's `VITE_API_BASE_URL`. */
  apiBase: string;
  /** The app's origin, against which a relative `apiBase` is read. */
  origin: string;
}

/** The address of a request: the api's base, its path and its query (a list's values each under the name again). */
function addressOf(request: ApiRequest, apiBase: string, origin: string): string {
  const url = new URL(`${apiBase.replace(/\/$/, '')}${request.path}`, origin);
  for (const [name, value] of Object.entries(request.query ?? {})) {
    if (value === null || value === undefined || value === '') continue;
    for (const one of Array.isArray(value) ? value : [value]) url.searchParams.append(name, String(one));
  }
  return url.href;
}

/** An answer's body: its JSON, its text, or nothing. */
async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    const body: unknown = JSON.parse(text);
    return body;
  } catch {
    return text;
  }
}

/**
 * Sends a request with `fetch` where the app's axios instance is not at hand (the service worker: no axios, no page's
 * session): the headers the axios instance sets (bearer token, `Type: MOBILE`) plus `headers`, the body as JSON or a
 * multipart form. Answers the body; throws ApiFailure as the axios instance does (status 0 without an answer, else the
 * server's error). No refresh on a 401: the caller waits for a new login.
 */
export async function fetchRequest(
  request: ApiRequest,
  sender: FetchSender,
  headers: Record<string, string> = {},
  send: typeof fetch = fetch,
): Promise<unknown> {
  const form = request.data instanceof FormData ? request.data : undefined;
  const json = request.data !== undefined && !form;
  const sent: Record<string, string> = { Authorization: `Bearer ${sender.token}`, Type: 'MOBILE', Accept: 'application/json', ...headers };
  if (json) sent['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await send(addressOf(request, sender.apiBase, sender.origin), {
      method: request.method, headers: sent, body: json ? JSON.stringify(request.data) : form, credentials: 'omit',
    });
  } catch {
    throw offlineFailure();
  }
  const body = await bodyOf(response).catch(() => undefined);
  if (!response.ok) throw failureOfAnswer(response.status, body, response.headers.get('retry-after'));
  return body;
}
