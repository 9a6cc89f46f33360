/** A made-up origin to resolve paths against: a path that leaves it would leave the app. */
const appOrigin = 'https://app.invalid';

/** Longer than any route of the app (with its query): more is a trick or garbage. */
const maxLength = 2048;

/** Percent-escapes undone this many times at most: more layers than that are an attack, not an address. */
const maxDecodings = 4;

/** Control, format (bidi, zero-width), separator and other whitespace characters: URL parsers drop or mangle them. */
const invisible = /[\p{C}\p{Z}\s]/u;

/**
 * The path to go back to after login, only when it is a same-origin path of the app (`/jobs/3?tab=crew#x`,
 * `/a/../jobs` → `/jobs`); anything that is, or could be read by a browser or a later decoder as, another origin
 * (`https://…`, `//host`, `/\host`, `/..//host`, `/%2f%2fhost`, `/\t/host`, `javascript:`) gives the fallback.
 */
export function safeRedirect(target: string | null | undefined, fallback: string): string {
  if (typeof target !== 'string' || target.length > maxLength || invisible.test(target) || !isAppPath(target)) return fallback;
  // Its own path part, every escape undone, must still be a path of the app once `.` and `..` are resolved.
  const pathPart = target.split(/[?#]/, 1)[0] ?? '';
  const decoded = fullyDecoded(pathPart)?.normalize('NFKC').replaceAll('\\', '/');
  if (decoded === undefined || invisible.test(decoded) || !isAppPath(decoded) || resolved(decoded) === undefined) return fallback;
  return resolved(target) ?? fallback;
}

/** A single `/` then anything but another slash: not protocol-relative, no scheme. */
const isAppPath = (value: string) => /^\/(?![/\\])/.test(value);

/** The value with its percent-escapes undone until nothing changes; undefined for a malformed escape or too many layers. */
function fullyDecoded(value: string): string | undefined {
  let current = value;
  for (let round = 0; round <= maxDecodings; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return undefined;
    }
    if (next === current) return current;
    current = next;
  }
  return undefined;
}

/** The path, query and hash a browser would go to for `value`, as long as it stays on the app's origin and path. */
function resolved(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value, appOrigin);
  } catch {
    return undefined;
  }
  return url.origin === appOrigin && isAppPath(url.pathname) ? `${url.pathname}${url.search}${url.hash}` : undefined;
}
