import type { AccessRule } from '../ground/screenLanguage/types';
import type { AccessProbe } from '../ground/screenLanguage/evaluateCondition';
import { decideAccess, holdsRight, type AccessRefusal, type AccessSubject } from '../ground/access/decideAccess';
import type { Session } from './sessionTypes';
import { probeOf } from '../ground/screenLanguage/evaluateCondition';

/** The answer to "may this session do X": allowed, or why not (an i18n key). */
export interface AccessDecision {
  allowed: boolean;
  reason?: 'access.loginRequired' | 'access.wrongLoginType' | 'access.limitedLogin' | 'access.missingRight';
  /** Why not, as the shared rule says it (a screen may phrase it itself: `refused:`). */
  refusal?: AccessRefusal;
}

/** The session as the shared access rule sees it. */
export function subjectOf(session: Session | null): AccessSubject | null {
  return session && { tokenType: session.tokenType, loginTypes: session.loginTypes, rightsMaps: [session.rights, session.mailboxRights] };
}

/** True when the session's rights map (or mailbox rights map) holds `resource.PERMISSION`. */
export function hasRight(session: Session | null, right: string): boolean {
  return session !== null && holdsRight([session.rights, session.mailboxRights], right);
}

/**
 * The session's access decision (the shared rule of `src/ground/access/decideAccess.ts`, which the server applies too).
 * Menus, routes, actions and fields all ask it.
 */
export function can(session: Session | null, rule: AccessRule | undefined): AccessDecision {
  const outcome = decideAccess(subjectOf(session), rule);
  return outcome.allowed ? { allowed: true } : { allowed: false, reason: `access.${outcome.refusal}`, refusal: outcome.refusal };
}

/** The session as the spec's conditions see it. */
export function accessProbe(session: Session | null): AccessProbe {
  return probeOf(subjectOf(session));
}
