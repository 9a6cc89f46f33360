import { api } from './apiClient';
import { answerOf } from './answerOf';
import type { LoginRequest, RightsMap, TokenResponse } from '../ground/contract';

/** POST /auth/token with the Type MOBILE header (set on every call). */
export const requestToken = (credentials: LoginRequest) => answerOf(() => api.post<TokenResponse>('/auth/token', credentials));

/** GET /auth/refresh: a fresh token for the current one. */
export const refreshToken = () => answerOf(() => api.get<TokenResponse>('/auth/refresh'));

/** POST /auth/logout with a given token: ends that session on the server (the app may already have forgotten it). */
export const endSessionOf = (token: string) =>
  answerOf(() => api.post<void>('/auth/logout', undefined, { headers: { Authorization: `Bearer ${token}` } }));

/** GET /userRights with a given token (the session is not stored yet while logging in). */
export const fetchUserRights = (token: string) =>
  answerOf(() => api.get<RightsMap>('/userRights', { headers: { Authorization: `Bearer ${token}` } }));

/** GET /mailboxUserRights with a given token. */
export const fetchMailboxRights = (token: string) =>
  answerOf(() => api.get<RightsMap>('/mailboxUserRights', { headers: { Authorization: `Bearer ${token}` } }));
