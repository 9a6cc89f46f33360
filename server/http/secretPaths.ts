/**
 * Addresses that carry a credential in their path: a route part named `token` (`/api/v1/forgottenPassword/:token`,
 * `/api/v1/publicCalendar/:token`, the app's `/welcome/{token}`, `/unsubscribe/{token}`, `/forgottenPassword/{token}`).
 * Whoever holds such an address can reset a password or read a calendar, so it never reaches a log whole.
 */
export interface SecretPath {
  /** Matches the whole path of an address of the route. */
  pattern: RegExp;
  /** Which of the path's `/`-separated parts are tokens. */
  tokenParts: readonly number[];
}

/**
 * The secret paths as the request log asks for them: made on first use, so that reading the app's screens for their
 * routes (a moment of a core) waits until after the server listens, yet comes before any address is logged.
 */
export type SecretPathsOf = () => readonly SecretPath[];

const tokenPart = /^(?::token|\{token\})$/i;
const parameterPart = /^(?::\w+|\{\w+\})$/;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One secret path per route path with a token part (`:token` or `{token}`); the others are left out. */
export function secretPathsOf(routePaths: readonly string[]): SecretPath[] {
  return routePaths.flatMap((routePath) => {
    const parts = routePath.split('/');
    const tokenParts = parts.flatMap((part, index) => (tokenPart.test(part) ? [index] : []));
    if (tokenParts.length === 0) return [];
    const pattern = new RegExp(`^${parts.map((part) => (parameterPart.test(part) ? '[^/]+' : escaped(part))).join('/')}$`, 'i');
    return [{ pattern, tokenParts }];
  });
}

/** The path with the token parts of a secret route replaced by `replacement`; any other path as it is. */
export function withoutPathSecrets(path: string, secretPaths: readonly SecretPath[], replacement: string): string {
  const secret = secretPaths.find(({ pattern }) => pattern.test(path));
  if (!secret) return path;
  return path.split('/').map((part, index) => (secret.tokenParts.includes(index) ? replacement : part)).join('/');
}
