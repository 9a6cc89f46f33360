import { decodeJwt } from 'jose';
import type { LoginData } from '../ground/contract';
import type { LoginType, TokenType } from '../ground/screenLanguage/types';
import { loginTypesOf } from '../ground/access/loginTypeCaptions';

/** What the app reads from a session token. */
export interface DecodedToken {
  expiresAt: number;
  tokenType: TokenType;
  loginData: LoginData;
  loginTypes: LoginType[];
}

/** Maps login type captions to our login types; unknown captions are dropped. */
export function normaliseLoginTypes(captions: { caption: string }[]): LoginType[] {
  return loginTypesOf(captions.map(({ caption }) => caption));
}

/** Decodes a token's claims without verifying them (the server does); null when it cannot be read. */
export function decodeToken(token: string | null | undefined): DecodedToken | null {
  if (!token) return null;
  try {
    const claims = decodeJwt(token);
    const type = claims['type'];
    const loginData = claims['loginData'] as LoginData | undefined;
    if (typeof claims.exp !== 'number' || !loginData || !Array.isArray(loginData.loginTypes)) return null;
    if (type !== 'user' && type !== 'project' && type !== 'pluscrew') return null;
    return {
      expiresAt: claims.exp,
      tokenType: type,
      loginData,
      loginTypes: normaliseLoginTypes(loginData.loginTypes),
    };
  } catch {
    return null;
  }
}
