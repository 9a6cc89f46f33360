import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/openDatabase';
import { unauthorized } from '../api/HttpError';
import { findPrincipal, type Principal } from './findPrincipal';
import type { Tokens } from './tokens';

/** The caller behind the request's bearer token, within the host's tenant; a 401 HttpError otherwise. */
export async function authenticate(request: FastifyRequest, db: Queryable, tokens: Tokens, tenantId: number): Promise<Principal> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  if (!match?.[1]) throw unauthorized();
  const claims = await tokens.verify(match[1], tenantId);
  if (claims === 'expired') throw unauthorized('Your session has expired. Log in again.');
  if (claims === 'invalid') throw unauthorized('Your session is not valid. Log in again.');
  const principal = await findPrincipal(db, tenantId, claims);
  if (!principal) throw unauthorized('Your session is not valid. Log in again.');
  return principal;
}
