import { cancelledFailure, failureOfAnswer, offlineFailure } from './ApiFailure';
import type { HttpMethod } from '../ground/screenLanguage/types';
import type { TransferPercent } from './transfer';

/** Who hears how far an upload or a download has come. */
export interface WireProgress {
  direction: 'upload' | 'download';
  listener: (percent: TransferPercent) => void;
}

/**
 * One request as it goes on the wire: where (the api's base, a path under it and the query), what (the method and a
 * body: JSON or a multipart form), the headers, how the answer is read (`json`, or `blob` for a file), a signal that
 * aborts it and, for an upload or a download a person waits for, who hears its progress.
 */
export interface WireRequest {
  method: HttpMethod;
  base: string;
  path: string;
  query?: Record<string, unknown>;
  data?: unknown;
  headers: Record<string, string>;
  as: 'json' | 'blob';
  signal?: AbortSignal;
  progress?: WireProgress;
}

/** The server's answer as it came, whatever its status: the body (JSON, text or a Blob) and the headers by lower-case name. */
export interface WireAnswer {
  status: number;
  body: unknown;
  headers: Record<string, string>;
}

/** Sends a request and answers whatever the server said; throws the `offline` or `cancelled` ApiFailure when no answer came. */
export type Wire = (request: WireRequest) => Promise<WireAnswer>;

/** What every request of the app sends: its login type, and what it reads (the server answers JSON or files). */
export const appHeaders: Readonly<Record<string, string>> = { Type: 'MOBILE', Accept: 'application/json, text/plain, */*' };

/** A 2xx answer's body; any other answer throws the ApiFailure it says (the server's message, its `Retry-After`). */
export function bodyOfSuccess(answer: WireAnswer): unknown {
  if (answer.status < 200 || answer.status >= 300) throw failureOfAnswer(answer.status, answer.body, answer.headers['retry-after']);
  return answer.body;
}

/** How long a request may take before it counts as unanswered. */
export const answerWithinMs = 30_000;

/**
 * A request's address, read against `origin`: the base, the path and the query. Empty values are left out; a list's
 * values each go under the name again (`crew=1&crew=2`).
 */
export function wireAddress(request: Pick<WireRequest, 'base' | 'path' | 'query'>, origin: string): string {
  const url = new URL(`${request.base.replace(/\/$/, '')}${request.path}`, origin);
  for (const [name, value] of Object.entries(request.query ?? {})) {
    if (value === null || value === undefined || value === '') continue;
    for (const one of Array.isArray(value) ? value : [value]) url.searchParams.append(name, String(one));
  }
  return url.href;
}

/** The body to send and the headers it needs: a multipart form as it is (the browser sets its boundary), else JSON. */
export function wireBody(request: WireRequest): { body: FormData | string | undefined; headers: Record<string, string> } {
  if (request.data === undefined) return { body: undefined, headers: request.headers };
  if (request.data instanceof FormData) return { body: request.data, headers: request.headers };
  return { body: JSON.stringify(request.data), headers: { ...request.headers, 'Content-Type': 'application/json' } };
}

/** An answer's text as its JSON when it is JSON, else the text; nothing for an empty body. */
export function bodyOfText(text: string): unknown {
  if (!text) return undefined;
  try {
    const body: unknown = JSON.parse(text);
    return body;
  } catch {
    return text;
  }
}

/** The page's origin, against which a relative base is read (the service worker passes its own). */
export const pageOrigin = (): string => globalThis.location?.origin ?? 'http://localhost';

/**
 * Sends a request with `fetch`. No cookies: the api knows its caller by the bearer token. Unanswered within
 * `answerWithinMs`, or not reached at all, it fails as `offline`; aborted through its signal, as `cancelled`. It tells
 * no progress (see `sendByXhr`).
 */
export async function sendByFetch(request: WireRequest, send: typeof fetch = fetch, origin: string = pageOrigin()): Promise<WireAnswer> {
  const callerSignal = request.signal;
  if (callerSignal?.aborted) throw cancelledFailure();
  const stop = new AbortController();
  const stopWithCaller = () => stop.abort();
  callerSignal?.addEventListener('abort', stopWithCaller);
  const timer = setTimeout(() => stop.abort(), answerWithinMs);
  const { body, headers } = wireBody(request);
  try {
    const response = await send(wireAddress(request, origin), {
      method: request.method, headers, body, credentials: 'omit', signal: stop.signal,
    });
    const answerBody = request.as === 'blob' && response.ok ? await response.blob() : bodyOfText(await response.text());
    return { status: response.status, body: answerBody, headers: Object.fromEntries(response.headers) };
  } catch {
    throw callerSignal?.aborted ? cancelledFailure() : offlineFailure();
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', stopWithCaller);
  }
}
