import type { Session } from './sessionTypes';

/**
 * Where a session belongs: a project login on its project page, a plus-crew login on its plus crew, everyone
 * else on home. Pages a limited login may not open send it here.
 */
export function homeOf(session: Session): string {
  if (session.tokenType === 'project' && session.loginData.projectNumber) return `/projects/${session.loginData.projectNumber}`;
  if (session.tokenType === 'pluscrew' && session.loginData.plusCrewNumber) return `/plus-crews/${session.loginData.plusCrewNumber}`;
  return '/';
}

/**
 * A limited login may open a project or plus crew only when it is its own: `/projects/{number}` with its project
 * number, `/plus-crews/{number}` with its plus-crew number. Full logins are not limited here.
 */
export function ownsRoute(session: Session, route: string, params: Readonly<Record<string, string | undefined>>): boolean {
  const number = params['number'];
  if (number === undefined) return true;
  if (session.tokenType === 'project' && route.startsWith('/projects/')) return number === session.loginData.projectNumber;
  if (session.tokenType === 'pluscrew' && route.startsWith('/plus-crews/')) return number === session.loginData.plusCrewNumber;
  return true;
}

/** Section 2: the back button is hidden on home, on the project page for project logins, and for plus-crew logins. */
export function showsBackButton(session: Session | null, route: string): boolean {
  if (route === '/') return false;
  if (session?.tokenType === 'pluscrew') return false;
  return !(session?.tokenType === 'project' && route === '/projects/{number}');
}
