import type { AccessRule, Right } from '../../src/spec/types';
import type { Principal } from '../auth/findPrincipal';

/** Whether a caller may use a call, and if not, a sentence saying why. */
export interface AccessDecision { allowed: boolean; reason?: string }

/** True when the caller holds `resource.PERMISSION` in their rights or mailbox rights. */
export function holdsRight(principal: Principal, right: Right): boolean {
  const [resource, permission] = right.split('.');
  if (!resource || !permission) return false;
  return [principal.rights, principal.mailboxRights].some((rights) => rights[resource]?.includes(permission) ?? false);
}

/**
 * The server's one access decision, by the same rule the app uses to hide what a session cannot open:
 * token type (default `user` only), then login type (any one of), then rights (all of / any of).
 */
export function canAccess(principal: Principal | null, rule: AccessRule): AccessDecision {
  if (rule.public) return { allowed: true };
  if (!principal) return { allowed: false, reason: 'Log in to use this call' };
  if (!(rule.tokenTypes ?? ['user']).includes(principal.tokenType)) {
    return { allowed: false, reason: 'A project or plus-crew login may not use this call' };
  }
  if (rule.loginTypes && !rule.loginTypes.some((type) => principal.loginTypes.includes(type))) {
    return { allowed: false, reason: `This call is for ${rule.loginTypes.join(' or ')} logins` };
  }
  const missing = (rule.rights ?? []).filter((right) => !holdsRight(principal, right));
  if (missing.length > 0) return { allowed: false, reason: `This needs the right ${missing.join(', ')}` };
  if (rule.anyRights && !rule.anyRights.some((right) => holdsRight(principal, right))) {
    return { allowed: false, reason: `This needs one of the rights ${rule.anyRights.join(', ')}` };
  }
  return { allowed: true };
}
