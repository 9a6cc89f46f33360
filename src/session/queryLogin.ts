/** The query parameters a link may carry to log a project or plus-crew login straight in. */
export const queryLoginKeys = { login: 'login', password: 'password' } as const;

/** A login a link asked for, and the page it asked for, without the two parameters. */
export interface QueryLogin {
  username: string;
  password: string;
  /** Path, query and hash of the page, leading slashes collapsed to one (`//evil.example/` is the app's `/evil.example/`). */
  path: string;
}

let pending: QueryLogin | null = null;

/**
 * Takes `login` and `password` out of the address bar and the history entry at once, on any path (odd ones such as
 * `//evil.example/?login=…` too), keeping them in memory only: the app logs in from there. Answers the login the
 * address asked for, or the one taken before and not yet used.
 */
export function takeQueryLogin(location: Location = window.location, history: History = window.history): QueryLogin | null {
  const url = new URL(location.href);
  const { login, password } = queryLoginKeys;
  if (!url.searchParams.has(login) && !url.searchParams.has(password)) return pending;
  const username = url.searchParams.get(login);
  const secret = url.searchParams.get(password);
  url.searchParams.delete(login);
  url.searchParams.delete(password);
  // The whole address, so that a path starting with `//` stays a path of this origin.
  history.replaceState(history.state, '', url.href);
  if (username !== null && secret !== null) {
    pending = { username, password: secret, path: `${url.pathname.replace(/^[/\\]+/, '/')}${url.search}${url.hash}` };
  }
  return pending;
}

/** The link login taken from the address and not yet used. */
export const pendingQueryLogin = (): QueryLogin | null => pending;

/** Forgets the link login (it was used, or refused). */
export function forgetQueryLogin(): void {
  pending = null;
}
