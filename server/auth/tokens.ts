import { errors, jwtVerify, SignJWT } from 'jose';
import type { LoginData, TokenClaims } from '../../src/api/contract';

/** How long a session token lives. */
export const tokenLifetimeSeconds = 8 * 60 * 60;

/** Why a token was refused. */
export type TokenProblem = 'expired' | 'invalid';

/** Signs and checks session tokens (HS256) with one secret. */
export interface Tokens {
  /** A token with these claims, issued now and expiring in 8 hours. */
  sign(claims: Pick<TokenClaims, 'type' | 'loginData'>): Promise<string>;
  /** The claims of a genuine, unexpired token, or why not. */
  verify(token: string): Promise<TokenClaims | TokenProblem>;
}

/** Session tokens signed with `secret`. */
export function createTokens(secret: string): Tokens {
  const key = new TextEncoder().encode(secret);
  return {
    sign: ({ type, loginData }) =>
      new SignJWT({ type, loginData })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime(`${tokenLifetimeSeconds}s`)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const { exp, iat, type, loginData } = payload as Partial<TokenClaims>;
        if (typeof exp !== 'number' || !isLoginData(loginData)) return 'invalid';
        if (type !== 'user' && type !== 'project' && type !== 'pluscrew') return 'invalid';
        return { exp, iat, type, loginData };
      } catch (error) {
        return error instanceof errors.JWTExpired ? 'expired' : 'invalid';
      }
    },
  };
}

function isLoginData(value: unknown): value is LoginData {
  return typeof value === 'object' && value !== null && Array.isArray((value as LoginData).loginTypes);
}
