import { apiData } from './apiClient';
import type { LoginRequest, RightsMap, TokenResponse } from '../ground/contract';

/** The Authorization header of a given token (the session's is sent by default). */
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** POST /auth/token with the Type MOBILE header (set on every call). */
export const requestToken = (credentials: LoginRequest) => apiData<TokenResponse>({ method: 'POST', path: '/auth/token', data: credentials });

/** GET /auth/refresh: a fresh token for the current one. */
export const refreshToken = () => apiData<TokenResponse>({ method: 'GET', path: '/auth/refresh' });

/** POST /auth/logout with a given token: ends that session on the server (the app may already have forgotten it). */
export const endSessionOf = (token: string) => apiData<void>({ method: 'POST', path: '/auth/logout', headers: bearer(token) });

/** GET /userRights with a given token (the session is not stored yet while logging in). */
export const fetchUserRights = (token: string) => apiData<RightsMap>({ method: 'GET', path: '/userRights', headers: bearer(token) });

/** GET /mailboxUserRights with a given token. */
export const fetchMailboxRights = (token: string) => apiData<RightsMap>({ method: 'GET', path: '/mailboxUserRights', headers: bearer(token) });
