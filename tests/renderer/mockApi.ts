import type { AxiosRequestConfig, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { api } from '../../src/api/apiClient';

/** A recorded request: method, url and params as the api layer sent them. */
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
 * records every request; an unknown call answers 404 with an ApiError.
 */
export function mockApi(routes: Record<string, Reply | ((request: SeenRequest) => Reply)>): SeenRequest[] {
  const seen: SeenRequest[] = [];
  api.defaults.adapter = async (config: AxiosRequestConfig): Promise<AxiosResponse> => {
    const request: SeenRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: (config.params as Record<string, unknown>) ?? {},
      data: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
    };
    seen.push(request);
    const route = routes[`${request.method} ${request.url}`];
    const reply = typeof route === 'function' ? route(request) : route ?? { status: 404, data: { error: { code: 'not_found', message: 'Not found' } } };
    const status = reply.status ?? 200;
    const response = { data: reply.data, status, statusText: String(status), headers: reply.headers ?? {}, config: config as InternalAxiosRequestConfig };
    if (status >= 400) throw new AxiosError(`Request failed with status ${status}`, 'ERR_BAD_RESPONSE', config as InternalAxiosRequestConfig, null, response);
    return response;
  };
  return seen;
}

/** A list envelope as the server sends it. */
export const listOf = (items: unknown[]) => ({ items, total: items.length, page: 1, limit: 1000 });
