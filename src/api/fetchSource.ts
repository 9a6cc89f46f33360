import type { CallSpec, DataSource } from '../spec/types';
import { renderEndpoint, renderRecord, type TemplateScope } from '../spec/renderTemplate';
import { api } from './apiClient';
import { listPaging } from './listPaging';
import { toApiFailure } from './ApiFailure';
import { transferConfig, type Transfer } from './transfer';

function cleanQuery(query: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== null && value !== '' && value !== undefined));
}

/** GETs a spec's data source; lists get the paging parameters. Throws ApiFailure. */
export async function fetchSource(
  source: DataSource,
  scope: TemplateScope,
  options: { list: boolean; extraQuery?: Record<string, unknown>; signal?: AbortSignal },
): Promise<unknown> {
  const query = cleanQuery({ ...renderRecord(source.query, scope), ...options.extraQuery });
  const params = options.list ? { ...query, ...listPaging } : query;
  try {
    // `base: app` reads a file of the app itself (e.g. /version.json), not the api.
    const baseURL = source.base === 'app' ? import.meta.env.BASE_URL : undefined;
    const response = await api.get<unknown>(renderEndpoint(source.endpoint, scope), { params, signal: options.signal, baseURL });
    return response.data;
  } catch (error) {
    throw toApiFailure(error);
  }
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
 * Sends one request through the app's axios instance and answers its body; a failure throws ApiFailure. `headers`
 * adds headers (a write's Idempotency-Key); a `transfer` hears how far the upload has come and may abort it (a
 * cancelled call fails with the `cancelled` ApiFailure).
 */
export async function sendRequest(
  request: ApiRequest,
  options: { headers?: Record<string, string>; transfer?: Transfer } = {},
): Promise<unknown> {
  try {
    const response = await api.request<unknown>({
      method: request.method, url: request.path, params: request.query, data: request.data, headers: options.headers,
      ...transferConfig(options.transfer, 'upload'),
    });
    return response.data;
  } catch (error) {
    throw toApiFailure(error);
  }
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
