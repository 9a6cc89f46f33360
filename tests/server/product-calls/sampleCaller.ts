import type { LightMyRequestResponse } from 'fastify';
import { callMultipart, type TestServer } from '../testServer';
import type { CallSample, SampleApi } from './CallSample';

/** A sample's body as multipart text fields (objects as JSON). */
const textFields = (body: unknown): Record<string, string> =>
  Object.fromEntries(Object.entries((body ?? {}) as Record<string, unknown>).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]));

/** A prepared sample request: send it (again) with any more headers, and the status the sample expects. */
export interface PreparedCall {
  send(more?: Record<string, string>): Promise<LightMyRequestResponse>;
  expected: number;
}

/**
 * Makes samples' calls on a test server: logs each sample's login in once, finds real ids through `api`, and sends
 * the sample's body as JSON or, with files, as multipart form data.
 */
export function sampleCaller(serverOf: () => TestServer, samples: Record<string, CallSample>) {
  const tokens = new Map<string, string>();
  const tokenOf = async (login: string) => {
    if (!login) return undefined;
    if (!tokens.has(login)) tokens.set(login, await serverOf().login(login));
    return tokens.get(login);
  };
  const api: SampleApi = {
    get server() {
      return serverOf();
    },
    async get<T>(path: string, login: string) {
      const response = await serverOf().call('GET', path, await tokenOf(login));
      if (response.statusCode !== 200) throw new Error(`GET ${path} as ${login}: ${response.statusCode} ${response.body}`);
      return response.json<T>();
    },
    async post<T>(path: string, login: string, body?: unknown) {
      const response = await serverOf().call('POST', path, await tokenOf(login), body ?? {});
      if (response.statusCode >= 300) throw new Error(`POST ${path} as ${login}: ${response.statusCode} ${response.body}`);
      return (response.body ? response.json<T>() : undefined) as T;
    },
  };
  /** The sample of `call` (`METHOD /path`) made ready: its path and body found, its login's token at hand. */
  async function prepare(call: string, method: 'GET' | 'POST' | 'DELETE', template: string): Promise<PreparedCall> {
    const sample = samples[call];
    if (!sample) throw new Error(`${call} has no sample`);
    const path = typeof sample.path === 'function' ? await sample.path(api) : sample.path ?? template;
    const body = typeof sample.body === 'function' ? await sample.body(api) : sample.body;
    const token = await tokenOf(sample.login);
    const send = (more: Record<string, string> = {}) => sample.files
      ? callMultipart(serverOf(), path, token, textFields(body), sample.files, more)
      : serverOf().call(method, path, token, method === 'GET' || method === 'DELETE' ? undefined : body ?? {}, more);
    return { send, expected: sample.status ?? (method === 'DELETE' ? 204 : 200) };
  }
  return { api, tokenOf, prepare };
}
