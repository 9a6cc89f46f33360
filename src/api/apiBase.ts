/** Where the API answers unless the build says otherwise (`VITE_API_BASE_URL`): the reference server's `/api/v1`. */
export const defaultApiBase = '/api/v1';

/** The API's address: `/api/v1`, or `VITE_API_BASE_URL` at build time, to point the app at another backend. */
export const apiBaseUrl: string = import.meta.env.VITE_API_BASE_URL ?? defaultApiBase;
