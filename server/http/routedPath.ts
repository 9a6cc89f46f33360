import type { FastifyRequest } from 'fastify';

/**
 * The path a request was answered for, as the router saw it: the matched route's pattern (`/api/v1/jobs/:id`), or
 * for a request no route matched its path percent-decoded as the router decodes it. Decisions about a request go by
 * this, never by the raw URL: `/%61pi/v1/jobs` and `/api/v1/auth/%74oken` reach the same routes as the plain ones.
 */
export function routedPath(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  if (route !== undefined) return route;
  const path = request.url.split('?')[0] ?? '/';
  try {
    return decodeURIComponent(path);
  } catch {
    // Malformed escapes: no route takes them; the raw path is what there is.
    return path;
  }
}
