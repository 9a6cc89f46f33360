import { createHmac } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { LoginData, TokenClaims } from '../../src/api/contract';
import { now } from '../clock';

/** How long a session token lives. */
export const tokenLifetimeSeconds = 8 * 60 * 60;

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

/**
 * The HS256 key of one tenant: HMAC-SHA256 of the tenant's id under the secret. So a token is bound to the tenant
 * it was issued in, even where ids in its claims (project or plus-crew numbers) mean something in another tenant too.
 */
export function tenantSigningKey(secret: string, tenantId: number): Uint8Array {
  return new Uint8Array(createHmac('sha256', secret).update(`crew-app tenant ${tenantId}`).digest());
}

/** Session tokens signed with keys derived from `secret`. */
export function createTokens(secret: string): Tokens {
  const keys = new Map<number, Uint8Array>();
  const keyOf = (tenantId: number) => {
    let key = keys.get(tenantId);
    if (!key) keys.set(tenantId, (key = tenantSigningKey(secret, tenantId)));
    return key;
  };
  return {
    async sign({ type, loginData, tenantId }, { sid, jti }) {
      if (tenantId === undefined) throw new Error('A session token needs the tenant it is for');
      const at = issuedAt(now());
      return new SignJWT({ type, loginData, sid })
        .setJti(jti)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt(at)
        .setExpirationTime(at + tokenLifetimeSeconds)
        .sign(keyOf(tenantId));
    },
    async verify(token, tenantId) {
      try {
        const { payload } = await jwtVerify(token, keyOf(tenantId), { algorithms: ['HS256'], currentDate: now() });
        const { exp, iat, type, loginData, sid, jti } = payload as Partial<TokenClaims>;
        if (typeof exp !== 'number' || !isLoginData(loginData)) return 'invalid';
        if (type !== 'user' && type !== 'project' && type !== 'pluscrew') return 'invalid';
        if (typeof sid !== 'string' || typeof jti !== 'string') return 'invalid';
        return { exp, iat, type, loginData, sid, jti };
      } catch (error) {
        return error instanceof errors.JWTExpired ? 'expired' : 'invalid';
      }
    },
  };
}

/** Seconds since the epoch, as JWT times are written. */
const issuedAt = (moment: Date) => Math.floor(moment.getTime() / 1000);

function isLoginData(value: unknown): value is LoginData {
  return typeof value === 'object' && value !== null && Array.isArray((value as LoginData).loginTypes);
}
