import { setWire } from '../../src/api/apiClient';
import { bodyOfText, type WireRequest } from '../../src/api/wire';

/** A recorded request: method, url (the path under the base) and query params as the api layer sent them. */
export interface SeenRequest {
  method: string;
  url: string;
  params: Record<string, unknown>;
  data: unknown;
}

/** A reply: JSON data, or a Blob (a file) with the headers a file comes with (`content-type`, `content-disposition`). */
type Reply = { status?: number; data: unknown; headers?: Record<string, string> };

/**
 * Answers the api layer's calls from a table of `METHOD /path` → reply (or a function of the request), and
 * records every request; an unknown call answers 404 with an ApiError. A refusal sent as a file (a Blob) is read as
 * the wire reads it: its text, as JSON when it is.
 */
export function mockApi(routes: Record<string, Reply | ((request: SeenRequest) => Reply)>): SeenRequest[] {
  const seen: SeenRequest[] = [];
  setWire(async (wired: WireRequest) => {
    const request: SeenRequest = { method: wired.method, url: wired.path, params: wired.query ?? {}, data: wired.data };
    seen.push(request);
    const route = routes[`${request.method} ${request.url}`];
    const reply = typeof route === 'function' ? route(request) : route ?? { status: 404, data: { error: { code: 'not_found', message: 'Not found' } } };
    const status = reply.status ?? 200;
    const body = status >= 300 && reply.data instanceof Blob ? bodyOfText(await reply.data.text()) : reply.data;
    return { status, body, headers: reply.headers ?? {} };
  });
  return seen;
}

/** A list envelope as the server sends it. */
export const listOf = (items: unknown[]) => ({ items, total: items.length, page: 1, limit: 1000 });
