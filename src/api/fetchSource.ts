import type { CallSpec, DataSource } from '../ground/screenLanguage/types';
import { renderEndpoint, renderRecord, type TemplateScope } from '../ground/screenLanguage/renderTemplate';
import { apiData } from './apiClient';
import { listPaging } from './listPaging';
import { wireTransfer, type Transfer } from './transfer';
import { callAddress, takeEarlyAnswer } from './earlyCalls';
import { sessionToken } from './sessionLink';

function cleanQuery(query: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== null && value !== '' && value !== undefined));
}

/** How a source is read: as a list (with the paging parameters) or as one record, with more query over its own. */
export interface SourceReading {
  list: boolean;
  extraQuery?: Record<string, unknown>;
}

/** A source's GET: its path under the api base and its query, templated with `scope`. */
function sourceRequest(source: DataSource, scope: TemplateScope, { list, extraQuery }: SourceReading) {
  const query = cleanQuery({ ...renderRecord(source.query, scope), ...extraQuery });
  return { path: renderEndpoint(source.endpoint, scope), query: list ? { ...query, ...listPaging } : query };
}

/**
 * The address a source's GET is made at (`earlyCalls.ts`), or null for one the logged-in start script cannot make:
 * a file of the app itself (`base: app`) or a query it cannot write the same way.
 */
export function sourceAddress(source: DataSource, scope: TemplateScope, reading: SourceReading): string | null {
  if (source.base === 'app') return null;
  const { path, query } = sourceRequest(source, scope, reading);
  return callAddress(path, query);
}

/**
 * GETs a spec's data source; lists get the paging parameters. The answer of a call the logged-in start script made
 * already is taken instead of asking again. Throws ApiFailure.
 */
export async function fetchSource(
  source: DataSource,
  scope: TemplateScope,
  options: SourceReading & { signal?: AbortSignal },
): Promise<unknown> {
  const { path, query } = sourceRequest(source, scope, options);
  const address = source.base === 'app' ? null : callAddress(path, query);
  const early = address === null ? undefined : takeEarlyAnswer(address, sessionToken(), options.signal);
  const earlyAnswer = early && (await early);
  if (earlyAnswer !== undefined) return earlyAnswer;
  // `base: app` reads a file of the app itself (e.g. /version.json), not the api.
  const base = source.base === 'app' ? import.meta.env.BASE_URL : undefined;
  return apiData({ method: 'GET', path, query, signal: options.signal, base });
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Blob);

/** The form's values over the call's body, object by object (a form field `parameters.note` keeps `parameters.dueDate`). */
function mergedBody(body: Record<string, unknown>, values: Record<string, unknown>): Record<string, unknown> {
  const merged = { ...body };
  for (const [key, value] of Object.entries(values)) {
    merged[key] = isPlainObject(value) && isPlainObject(merged[key]) ? mergedBody(merged[key], value) : value;
  }
  return merged;
}

/** A request of the app's: method, path under the api base, query and body (JSON or FormData). */
export interface ApiRequest {
  method: CallSpec['method'];
  path: string;
  query?: Record<string, unknown>;
  data?: unknown;
}

/**
 * Builds a spec's call: its body templates rendered against the scope, with the given values over them (FormData
 * gets the body's fields it does not have).
 */
export function callRequest(call: CallSpec, scope: TemplateScope, values?: Record<string, unknown> | FormData): ApiRequest {
  const path = renderEndpoint(call.endpoint, scope);
  const query = cleanQuery(renderRecord(call.query, scope));
  let data: unknown = undefined;
  if (values instanceof FormData) {
    for (const [key, value] of Object.entries(renderRecord(call.body, scope))) {
      if (!values.has(key) && value !== null) values.set(key, isPlainObject(value) ? JSON.stringify(value) : String(value));
    }
    data = values;
  } else if (call.method === 'POST') {
    data = mergedBody(renderRecord(call.body, scope), values ?? {});
  }
  return { method: call.method, path, query, data };
}

/**
 * Sends one request through the api layer (`apiCall`) and answers its body; a failure throws ApiFailure. `headers`
 * adds headers (a write's Idempotency-Key); a `transfer` hears how far the upload has come and may abort it (a
 * cancelled call fails with the `cancelled` ApiFailure).
 */
export function sendRequest(
  request: ApiRequest,
  options: { headers?: Record<string, string>; transfer?: Transfer } = {},
): Promise<unknown> {
  return apiData({
    method: request.method, path: request.path, query: request.query, data: request.data, headers: options.headers,
    ...wireTransfer(options.transfer, 'upload'),
  });
}

/** Makes a spec's call (see `callRequest` and `sendRequest`). Writes the person makes go through the outbox instead. */
export function callEndpoint(
  call: CallSpec,
  scope: TemplateScope,
  values?: Record<string, unknown> | FormData,
  transfer?: Transfer,
): Promise<unknown> {
  return sendRequest(callRequest(call, scope, values), { transfer });
}
