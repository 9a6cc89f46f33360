import { resolvePath } from './resolvePath';

/**
 * What a menu path may read, `$user`: the session's login data (the token's `loginData`) and `personId`. Kept equal to
 * the contract's `LoginData` by a test (the spec layer does not import the api's types).
 */
export const userFields = ['personId', 'person', 'contactNumber', 'language', 'loginTypes', 'projectNumber', 'plusCrewNumber'] as const;

/** `$user` as templates read it: the session's login data with `personId`; empty without a session. */
export type UserScope = Readonly<Record<string, unknown>>;

/** `$user` of a session's login data (the token's `loginData`): the same with `personId`, its person's id. */
export function userScopeOf(loginData: { readonly person?: { readonly id: number } }): UserScope {
  return { personId: loginData.person?.id, ...loginData };
}

const part = /\{\{([\s\S]*?)\}\}/g;
const userPath = /^\$user\.([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*)$/;

/**
 * A menu entry's address for this session: each `{{ $user.… }}` part of `path` filled from the login data (encoded as
 * a path segment), or null when a value is missing — a login without a project number gets no entry for its project.
 * Example: `fillMenuPath('/plus-crews/{{ $user.plusCrewNumber }}', { plusCrewNumber: '7' })` is `/plus-crews/7`.
 */
export function fillMenuPath(path: string, user: UserScope): string | null {
  let missing = false;
  const filled = path.replace(part, (_all, inner: string) => {
    const name = userPath.exec(inner.trim())?.[1];
    const value = name === undefined ? undefined : resolvePath(user, name);
    if (value === null || value === undefined || value === '' || typeof value === 'object') missing = true;
    return missing ? '' : encodeURIComponent(String(value));
  });
  return missing ? null : filled;
}

/** The parameter a route segment names (`{number}`, `{name?}`), or undefined for a fixed segment. */
const parameterOf = (segment: string) => /^\{(\w+)(\?)?\}$/.exec(segment);

/**
 * Why `path` cannot be the menu address of a screen at `route`, or null when it can: the route's fixed segments as they
 * are, each parameter one `{{ $user.<field> }}` part (optional ones may be left off the end), nothing else templated.
 */
export function menuPathProblem(route: string, path: string): string | null {
  if (!route.includes('{')) return `"path" is only for a screen whose route has parameters: this entry opens "${route}" as it is`;
  for (const [, inner = ''] of path.matchAll(part)) {
    const name = userPath.exec(inner.trim())?.[1];
    if (name === undefined) return `"{{${inner}}}" must read the session's login data, one "{{ $user.<field> }}" (no formatters), e.g. "{{ $user.plusCrewNumber }}"`;
    const [field = ''] = name.split('.');
    if (!userFields.some((known) => known === field)) return `"$user.${name}": $user has no "${field}" (it has ${userFields.join(', ')})`;
  }
  const routeSegments = route.split('/');
  const pathSegments = path.split('/');
  const required = routeSegments.filter((segment) => !parameterOf(segment)?.[2]).length;
  const fits = pathSegments.length >= required && pathSegments.length <= routeSegments.length && pathSegments.every((segment, index) => {
    const routeSegment = routeSegments.at(index);
    if (routeSegment === undefined) return false;
    return parameterOf(routeSegment) ? /^\{\{[^{}]*\}\}$/.test(segment) : segment === routeSegment;
  });
  return fits ? null : `"${path}" does not fit the route "${route}": keep its fixed parts and write each parameter as one "{{ $user.<field> }}"`;
}
