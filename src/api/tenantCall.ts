import { apiBaseUrl } from './apiBase';
import { failureOfAnswer, offlineFailure } from './ApiFailure';
import type { Tenant } from '../ground/contract';

/**
 * GET /tenant, public: loaded before anything renders. A plain `fetch` with no header of its own, so it takes the
 * answer the page preloads beside the app's code (build/startPreloadPlugin.ts) and needs none of the api layer on the first
 * screen. Fails with an ApiFailure like every other call.
 */
export async function fetchTenant(): Promise<Tenant> {
  let response: Response;
  try {
    response = await fetch(`${apiBaseUrl}/tenant`, { headers: { Accept: 'application/json' } });
  } catch {
    throw offlineFailure();
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok && body !== null) return body as Tenant;
  throw failureOfAnswer(response.status, body);
}
