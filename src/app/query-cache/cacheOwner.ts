import type { Session } from '../../session/sessionTypes';

/**
 * Whose cached answers these are: the login type, person, project and plus crew of the session (not its token, which
 * a refresh replaces). Answers saved by another owner are never shown.
 */
export function cacheOwner(session: Session): string {
  return [session.tokenType, session.loginData.person?.id, session.loginData.projectNumber, session.loginData.plusCrewNumber].join(':');
}
