import type { AccessRule, LoginType, Right } from '../spec/types';
import type { AccessProbe } from '../spec/evaluateCondition';
import type { Session } from './sessionTypes';

/** The answer to "may this session do X": allowed, or why not (an i18n key). */
export interface AccessDecision {
  allowed: boolean;
  reason?: 'access.loginRequired' | 'access.wrongLoginType' | 'access.limitedLogin' | 'access.missingRight';
}

/** True when the session's rights map holds `resource.PERMISSION`. */
export function hasRight(session: Session | null, right: Right): boolean {
  if (!session) return false;
  const [resource, permission] = right.split('.');
  if (!resource || !permission) return false;
  return session.rights[resource]?.includes(permission) ?? session.mailboxRights[resource]?.includes(permission) ?? false;
}

/**
 * The one place that decides access: from login type, token type and rights.
 * Menus, routes, actions and fields all ask it. Limited (project, plus-crew) tokens only pass rules that name them.
 */
export function can(session: Session | null, rule: AccessRule | undefined): AccessDecision {
  if (rule?.public) return { allowed: true };
  if (!session) return { allowed: false, reason: 'access.loginRequired' };
  const tokenTypes = rule?.tokenTypes ?? ['user'];
  if (!tokenTypes.includes(session.tokenType)) return { allowed: false, reason: 'access.limitedLogin' };
  if (rule?.loginTypes && !rule.loginTypes.some((type) => session.loginTypes.includes(type))) {
    return { allowed: false, reason: 'access.wrongLoginType' };
  }
  if (rule?.rights && !rule.rights.every((right) => hasRight(session, right))) {
    return { allowed: false, reason: 'access.missingRight' };
  }
  if (rule?.anyRights && !rule.anyRights.some((right) => hasRight(session, right))) {
    return { allowed: false, reason: 'access.missingRight' };
  }
  return { allowed: true };
}

/** The session as the spec's conditions see it. */
export function accessProbe(session: Session | null): AccessProbe {
  return {
    hasRight: (right) => hasRight(session, right),
    hasLoginType: (loginType: LoginType) => session?.loginTypes.includes(loginType) ?? false,
    tokenType: session?.tokenType ?? null,
  };
}
