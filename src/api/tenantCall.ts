import { apiBaseUrl } from './apiBase';
import { ApiFailure } from './ApiFailure';
import type { ApiError, Tenant } from './contract';

/**
 * GET /tenant, public: loaded before anything renders. A plain `fetch` with no header of its own, so it takes the
 * answer the page preloads beside the app's code (build/startPreloadPlugin.ts) and needs no axios on the first
 * screen. Fails with an ApiFailure like every other call.
 */
export async function fetchTenant(): Promise<Tenant> {
  let response: Response;
  try {
    response = await fetch(`${apiBaseUrl}/tenant`, { headers: { Accept: 'application/json' } });
  } catch {
    throw new ApiFailure('errors.offline', 0, 'offline');
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok && body !== null) return body as Tenant;
  const error = (body as ApiError | null)?.error;
  if (error && typeof error.message === 'string') throw new ApiFailure(error.message, response.status, error.code, error.details);
  throw new ApiFailure('errors.server', response.status, 'server');
}
