import axios, { type InternalAxiosRequestConfig } from 'axios';

/**
 * The only axios instance. Base `/api/v1` (or `VITE_API_BASE_URL` at build time, to point the app at another
 * backend), the `Type: MOBILE` header on every call, and the bearer token when there is one.
 */
export const apiBaseUrl: string = import.meta.env.VITE_API_BASE_URL ?? '/api/v1';

export const api = axios.create({ baseURL: apiBaseUrl, headers: { Type: 'MOBILE' }, timeout: 30_000 });

/** How the api layer reaches the session without importing it (imports flow one way). */
export interface SessionLink {
  /** The current token, or null. */
  token: () => string | null;
  /** Swaps the token for a fresh one; resolves the new token, or null when the session has ended. */
  refresh: () => Promise<string | null>;
}

let session: SessionLink = { token: () => null, refresh: async () => null };
let refreshing: Promise<string | null> | null = null;

/** Tells the client where the current token lives and how to renew it. */
export function connectSession(link: SessionLink): void {
  session = link;
}

/** One refresh at a time: concurrent 401s wait for the same renewal instead of starting their own. */
export function refreshOnce(): Promise<string | null> {
  refreshing ??= session.refresh().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

type RetriedConfig = InternalAxiosRequestConfig & { retriedAfterRefresh?: boolean };
const authCalls = /\/auth\/(token|refresh)$/;

api.interceptors.request.use((config) => {
  const token = session.token();
  if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

api.interceptors.response.use(undefined, async (error: unknown) => {
  if (!axios.isAxiosError(error) || error.response?.status !== 401 || !error.config) throw error;
  const config = error.config as RetriedConfig;
  if (config.retriedAfterRefresh || authCalls.test(config.url ?? '') || !session.token()) throw error;
  const token = await refreshOnce();
  if (!token) throw error;
  config.retriedAfterRefresh = true;
  config.headers.set('Authorization', `Bearer ${token}`);
  return api.request(config);
});
