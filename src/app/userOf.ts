import { userScopeOf, type UserScope } from '../ground/screenLanguage/menuPath';
import type { Session } from '../session/sessionTypes';

/** The session as templates and menu paths read it, `$user`: its login data with `personId`; empty without a session. */
export function userOf(session: Session | null): UserScope {
  return userScopeOf(session?.loginData ?? {});
}
