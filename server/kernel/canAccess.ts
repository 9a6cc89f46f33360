import type { AccessRule, Right } from '../../src/ground/screenLanguage/types';
import { decideAccess, holdsRight as mapsHoldRight, type AccessSubject } from '../../src/ground/access/decideAccess';
import type { Principal } from './principal';

/** Whether a caller may use a call, and if not, a sentence saying why. */
export interface AccessDecision { allowed: boolean; reason?: string }

function subjectOf(principal: Principal | null): AccessSubject | null {
  return principal && { tokenType: principal.tokenType, loginTypes: principal.loginTypes, rightsMaps: [principal.rights, principal.mailboxRights] };
}

/** True when the caller holds `resource.PERMISSION` in their rights or mailbox rights. */
export function holdsRight(principal: Principal, right: Right): boolean {
  return mapsHoldRight([principal.rights, principal.mailboxRights], right);
}

/**
 * The server's access decision: the app's own rule (`src/ground/access/decideAccess.ts`), so the server allows exactly what
 * the app shows; a refusal comes with a sentence for the caller.
 */
export function canAccess(principal: Principal | null, rule: AccessRule): AccessDecision {
  const outcome = decideAccess(subjectOf(principal), rule);
  if (outcome.allowed) return { allowed: true };
  switch (outcome.refusal) {
    case 'loginRequired':
      return { allowed: false, reason: 'Log in to use this call' };
    case 'limitedLogin':
      return { allowed: false, reason: 'A project or plus-crew login may not use this call' };
    case 'wrongLoginType':
      return { allowed: false, reason: `This call is for ${(rule.loginTypes ?? []).join(' or ')} logins` };
    case 'missingRight':
      return rule.anyRights && outcome.missing === rule.anyRights
        ? { allowed: false, reason: `This needs one of the rights ${rule.anyRights.join(', ')}` }
        : { allowed: false, reason: `This needs the right ${(outcome.missing ?? []).join(', ')}` };
  }
}

/**
 * Whether the caller may read why a person is not available (a sick day, a late refusal, unpaid vacation, the reason
 * of a blocked date): planners, who plan around it. A client learns only that the person is not available on those
 * days: health and private reasons are none of a client's business (issue 31).
 */
export function seesWhyPeopleAreAway(principal: Principal): boolean {
  return principal.loginTypes.includes('planner');
}
