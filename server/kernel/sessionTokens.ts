import type { TokenClaims } from '../../src/ground/contract';

/** Why a token was refused. */
export type TokenProblem = 'expired' | 'invalid';

/**
 * What a token is made of: its claims, and the tenant it is good for (not in the token: in its signing key).
 * `tenantId` is optional for the type of a principal's claims only; signing without it throws.
 */
export interface TenantClaims extends Pick<TokenClaims, 'type' | 'loginData'> { tenantId?: number }

/** A token's claims as the server signs and checks them: always with its session and its own id. */
export type SessionClaims = TokenClaims & { sid: string; jti: string };

/** Signs and checks session tokens (HS256), each tenant with a key of its own derived from one secret. */
export interface Tokens {
  /** A token of this session with these claims for this tenant, issued now and expiring in 8 hours. */
  sign(claims: TenantClaims, session: { sid: string; jti: string }): Promise<string>;
  /**
   * The claims of a genuine, unexpired token of this tenant that names its session, or why not (a token of another
   * tenant is invalid). Whether the session still holds is for `sessions.ts` to say.
   */
  verify(token: string, tenantId: number): Promise<SessionClaims | TokenProblem>;
}
