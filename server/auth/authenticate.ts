import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../kernel/database';
import { unauthorized } from '../kernel/HttpError';
import type { Principal } from '../kernel/principal';
import { principalOfSession } from './sessions';
import type { Tokens } from '../kernel/sessionTokens';

/** The bearer token of a request, if it has one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
}

/**
 * The caller behind the request's bearer token, within the host's tenant, in an open session; a 401 HttpError
 * otherwise (expired, forged, of another tenant, of an ended session, or replaced by a refresh more than 30 s ago).
 */
export async function authenticate(request: FastifyRequest, db: Queryable, tokens: Tokens, tenantId: number, moment: Date): Promise<Principal> {
  const token = bearerToken(request);
  if (!token) throw unauthorized();
  const claims = await tokens.verify(token, tenantId);
  if (claims === 'expired') throw unauthorized('Your session has expired. Log in again.');
  if (claims === 'invalid') throw unauthorized('Your session is not valid. Log in again.');
  const principal = await principalOfSession(db, tenantId, claims, moment);
  if (principal === 'ended') throw unauthorized('Your session has ended. Log in again.');
  if (typeof principal === 'string') throw unauthorized('Your session is not valid. Log in again.');
  return principal;
}
