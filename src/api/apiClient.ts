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
const authCalls = /\/auth\/(token|refresh)$/;

api.interceptors.request.use((config) => {
  const token = sessionToken();
  if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

api.interceptors.response.use(undefined, async (error: unknown) => {
  if (!axios.isAxiosError(error) || error.response?.status !== 401 || !error.config) throw error;
  const config = error.config as RetriedConfig;
  if (config.retriedAfterRefresh || authCalls.test(config.url ?? '') || !sessionToken()) throw error;
  const token = await refreshOnce();
  if (!token) throw error;
  config.retriedAfterRefresh = true;
  config.headers.set('Authorization', `Bearer ${token}`);
  return api.request(config);
});
