import axios from 'axios';

/**
 * The only axios instance. Base `/api/v1` (or `VITE_API_BASE_URL` at build time, to point the app at another
 * backend), the `Type: MOBILE` header on every call, and the bearer token when there is one.
 */
export const apiBaseUrl: string = import.meta.env.VITE_API_BASE_URL ?? '/api/v1';

export const api = axios.create({ baseURL: apiBaseUrl, headers: { Type: 'MOBILE' }, timeout: 30_000 });

let readToken: () => string | null = () => null;
let onUnauthorized: () => void = () => undefined;

/** Tells the client where the current token lives and what to do when the server refuses it. */
export function connectSession(source: { token: () => string | null; unauthorized: () => void }): void {
  readToken = source.token;
  onUnauthorized = source.unauthorized;
}

api.interceptors.request.use((config) => {
  const token = readToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

api.interceptors.response.use(undefined, (error: unknown) => {
  if (axios.isAxiosError(error) && error.response?.status === 401 && readToken()) onUnauthorized();
  return Promise.reject(error);
});
