import type { AccessRule, LoginType, Right, TokenType } from '../screenLanguage/types';

/** Rights by resource, e.g. `{ receipts: ['READ', 'CREATE'] }`. */
export type RightsByResource = Readonly<Record<string, readonly string[]>>;

/** Who asks: the token type, the login types and the rights maps (rights and mailbox rights) of a session. */
export interface AccessSubject {
  tokenType: TokenType;
  loginTypes: readonly LoginType[];
  rightsMaps: readonly RightsByResource[];
}

/** Why access was refused: the app turns it into an i18n key, the server into a sentence. */
export type AccessRefusal = 'loginRequired' | 'limitedLogin' | 'wrongLoginType' | 'missingRight';

/** The decision, with the rights that were missing when that is the reason. */
export type AccessOutcome = { allowed: true } | { allowed: false; refusal: AccessRefusal; missing?: Right[] };

/** True when one of the maps holds `resource.PERMISSION`. */
export function holdsRight(maps: readonly RightsByResource[], right: string): boolean {
  const [resource, permission] = right.split('.');
  if (!resource || !permission) return false;
  return maps.some((rights) => rights[resource]?.includes(permission) ?? false);
}

/**
 * THE access rule, shared by the app (what to show) and the reference server (what to allow): token type (default
 * `user` only, so limited logins reach only what names them), then login type (any one of), then rights (all of
 * `rights`, one of `anyRights`).
 */
export function decideAccess(subject: AccessSubject | null, rule: AccessRule | undefined): AccessOutcome {
  if (rule?.public) return { allowed: true };
  if (!subject) return { allowed: false, refusal: 'loginRequired' };
  if (!(rule?.tokenTypes ?? ['user']).includes(subject.tokenType)) return { allowed: false, refusal: 'limitedLogin' };
  if (rule?.loginTypes && !rule.loginTypes.some((type) => subject.loginTypes.includes(type))) {
    return { allowed: false, refusal: 'wrongLoginType' };
  }
  const missing = (rule?.rights ?? []).filter((right) => !holdsRight(subject.rightsMaps, right));
  if (missing.length > 0) return { allowed: false, refusal: 'missingRight', missing };
  if (rule?.anyRights && !rule.anyRights.some((right) => holdsRight(subject.rightsMaps, right))) {
    return { allowed: false, refusal: 'missingRight', missing: rule.anyRights };
  }
  return { allowed: true };
}
