import type { TestServer } from '../testServer';

/** What a sample may use to find real ids: a logged-in GET that answers parsed JSON. */
export interface SampleApi {
  get<T = unknown>(path: string, login: string): Promise<T>;
  post<T = unknown>(path: string, login: string, body?: unknown): Promise<T>;
  server: TestServer;
}

/**
 * How to make one call of section 7 for real: who logs in, the concrete path (or how to find it), and the body.
 * A call answers 2xx unless `status` says otherwise (e.g. 409 for a state change that needs a state first).
 */
export interface CallSample {
  login: string;
  path?: string | ((api: SampleApi) => Promise<string>);
  body?: unknown | ((api: SampleApi) => Promise<unknown>);
  /** Send the body as multipart form data with these files (field name → file). */
  files?: Record<string, { name: string; type: string; bytes: Uint8Array }>;
  status?: number;
}

/** Samples by `METHOD /path` exactly as in server/kernel/productCalls.ts. */
export type CallSamples = Record<string, CallSample>;
