/**
 * Where the API answers unless the build says otherwise (`VITE_API_BASE_URL`): the reference server's `/api/v1`.
 * A file of its own, reading nothing at load, because the build's config imports it (a module the config imports
 * must not read `import.meta.env`: Vite's bundling config loader does not set it).
 */
export const defaultApiBase = '/api/v1';
