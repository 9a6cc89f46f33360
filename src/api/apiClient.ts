import axios, { type InternalAxiosRequestConfig } from 'axios';
import { apiBaseUrl } from './apiBase';
import { refreshOnce, sessionToken } from './sessionLink';

export { apiBaseUrl };

/**
 * The only axios instance. Base `apiBaseUrl` (`/api/v1`, or `VITE_API_BASE_URL` at build time, to point the app at
 * another backend), the `Type: MOBILE` header on every call, and the bearer token when there is one.
 */
export const api = axios.create({ baseURL: apiBaseUrl, headers: { Type: 'MOBILE' }, timeout: 30_000 });

export { connectSession, refreshOnce, type SessionLink } from './sessionLink';

type RetriedConfig = InternalAxiosRequestConfig & { retriedAfterRefresh?: boolean };
const authCalls = /\/auth\/(token|refresh|logout)$/;

/** The token a request was sent with. */
const sentToken = (config: InternalAxiosRequestConfig) =>
  /^Bearer\s+(\S+)$/i.exec(String(config.headers.get('Authorization') ?? ''))?.[1] ?? null;

api.interceptors.request.use((config) => {
  const token = sessionToken();
  if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

api.interceptors.response.use(undefined, async (error: unknown) => {
  if (!axios.isAxiosError(error) || error.response?.status !== 401 || !error.config) throw error;
  const config: RetriedConfig = error.config;
  const current = sessionToken();
  if (config.retriedAfterRefresh || authCalls.test(config.url ?? '') || !current) throw error;
  // Sent with a token a refresh has replaced since: try again with the current one; only a 401 for the current
  // token starts a refresh (one for all of them).
  const sent = sentToken(config);
  const token = sent !== null && sent !== current ? current : await refreshOnce();
  if (!token) throw error;
  config.retriedAfterRefresh = sent === current;
  config.headers.set('Authorization', `Bearer ${token}`);
  return api.request(config);
});
