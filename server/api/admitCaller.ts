import type { FastifyRequest } from 'fastify';
import { authenticate } from '../auth/authenticate';
import { canAccess } from '../kernel/canAccess';
import type { Queryable } from '../kernel/database';
import { forbidden } from '../kernel/HttpError';
import type { Principal } from '../kernel/principal';
import type { ApiRoute } from '../kernel/route';
import type { Tokens } from '../kernel/sessionTokens';

/**
 * The caller of a route, let in: authenticated unless the route is public (401 otherwise) and allowed by its access
 * rule (403 otherwise). One decision for the dispatcher and for uploads, which make it before reading a body.
 */
export async function admitCaller(
  request: FastifyRequest, access: ApiRoute['access'], deps: { db: Queryable; tokens: Tokens }, tenantId: number, now: Date,
): Promise<Principal | null> {
  const principal = access.public ? null : await authenticate(request, deps.db, deps.tokens, tenantId, now);
  const decision = canAccess(principal, access);
  if (!decision.allowed) throw forbidden(decision.reason ?? 'You may not use this call');
  return principal;
}
