import { defaultApiBase } from './defaultApiBase';

/** The API's address: `/api/v1`, or `VITE_API_BASE_URL` at build time, to point the app at another backend. */
export const apiBaseUrl: string = import.meta.env.VITE_API_BASE_URL ?? defaultApiBase;
