import { apiBaseUrl } from './apiBase';
import { refreshOnce, sessionToken } from './sessionLink';
import type { HttpMethod } from '../ground/screenLanguage/types';
import { appHeaders, bodyOfSuccess, sendByFetch, type Wire, type WireAnswer, type WireProgress, type WireRequest } from './wire';
import { sendByXhr } from './xhrWire';

export { connectSession, refreshOnce, type SessionLink } from './sessionLink';

/** A call to the api: method, path under the base, query, body (JSON or FormData) and what else it needs. */
export interface ApiCall {
  method: HttpMethod;
  path: string;
  query?: Record<string, unknown>;
  data?: unknown;
  /** More headers (a write's Idempotency-Key, another token's Authorization). */
  headers?: Record<string, string>;
  /** Another base than the api's (`base: app` sources read the app's own files). */
  base?: string;
  /** `blob` for a file; JSON otherwise. */
  as?: 'json' | 'blob';
  signal?: AbortSignal;
  progress?: WireProgress;
}

/** A successful answer: its body and headers (by lower-case name). */
export interface ApiAnswer<T> {
  data: T;
  headers: Record<string, string>;
}

/** Login, refresh and logout: a 401 there is the answer, never a reason to refresh. */
const authCalls = /\/auth\/(token|refresh|logout)$/;

/** fetch for every call; XMLHttpRequest for a transfer someone watches (fetch tells no upload progress). */
const browserWire: Wire = (request) => (request.progress ? sendByXhr(request) : sendByFetch(request));
let wire: Wire = browserWire;

/** Sends the api's calls over another wire (a test's, or Node's HTTP); none puts the browser's back. */
export function setWire(replacement: Wire | null): void {
  wire = replacement ?? browserWire;
}

/** The token of an `Authorization: Bearer …` header, or null. */
const tokenOf = (headers: Record<string, string>) => /^Bearer\s+(\S+)$/i.exec(headers.Authorization ?? '')?.[1] ?? null;

/**
 * Sends the request; on a 401 for a token a refresh has replaced since, sends it again with the current one, and on a
 * 401 for the current token refreshes it (one refresh for all calls refused at once) and tries once more.
 */
async function sendWithSession(request: WireRequest): Promise<WireAnswer> {
  let refreshed = false;
  for (;;) {
    const answer = await wire(request);
    const current = sessionToken();
    if (answer.status !== 401 || refreshed || authCalls.test(request.path) || !current) return answer;
    const sent = tokenOf(request.headers);
    const replaced = sent !== null && sent !== current;
    const token = replaced ? current : await refreshOnce();
    if (!token) return answer;
    refreshed = !replaced;
    request = { ...request, headers: { ...request.headers, Authorization: `Bearer ${token}` } };
  }
}

/**
 * The one way the app calls the api: `apiBaseUrl` (`/api/v1`, or `VITE_API_BASE_URL` at build time), the
 * `Type: MOBILE` header and the session's bearer token unless the call brings its own. Answers a 2xx's body and
 * headers; anything else throws an ApiFailure (the server's message, `offline`, or `cancelled`).
 */
export async function apiCall<T = unknown>(call: ApiCall): Promise<ApiAnswer<T>> {
  const token = sessionToken();
  const headers: Record<string, string> = { ...appHeaders, ...(token ? { Authorization: `Bearer ${token}` } : {}), ...call.headers };
  const answer = await sendWithSession({
    method: call.method, base: call.base ?? apiBaseUrl, path: call.path, query: call.query, data: call.data,
    headers, as: call.as ?? 'json', signal: call.signal, progress: call.progress,
  });
  // The contract's types say what the server answers; the body is not checked again here.
  return { data: bodyOfSuccess(answer) as T, headers: answer.headers };
}

/** A call's answer body (see `apiCall`). */
export const apiData = async <T = unknown>(call: ApiCall): Promise<T> => (await apiCall<T>(call)).data;
