import { createHmac } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { LoginData, TokenClaims } from '../../src/ground/contract';
import { now } from '../kernel/clock';
import type { Tokens } from '../kernel/sessionTokens';

/** How long a session token lives. */
export const tokenLifetimeSeconds = 8 * 60 * 60;

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
