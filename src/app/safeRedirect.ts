/**
 * The path to go back to after login, only when it is a same-origin relative path (`/jobs/3?x=1`);
 * anything else (`https://…`, `//host`, `/\host`, `javascript:`) gives the fallback.
 */
export function safeRedirect(target: string | null | undefined, fallback: string): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  try {
    const url = new URL(target, 'http://same.origin');
    return url.origin === 'http://same.origin' ? `${url.pathname}${url.search}${url.hash}` : fallback;
  } catch {
    return fallback;
  }
}
