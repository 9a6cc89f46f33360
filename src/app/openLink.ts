import { isOutsideLink } from '../ground/screenLanguage/outsideLink';

/**
 * Where a screen's link goes: an app path to the router, a phone/e-mail/web link to the phone itself (a web page in
 * a new tab). Anything else — another scheme, or a scheme-relative `//host` — is refused and logged.
 */
export function openLink(to: string, route: (path: string) => void, open: (url: string, outside: boolean) => void = defaultOpen): void {
  const target = to.trim();
  if (target.startsWith('/') && !target.startsWith('//')) return route(target);
  if (isOutsideLink(target)) return open(target, /^https?:/i.test(target));
  console.warn('A link was refused:', target);
}

function defaultOpen(url: string, newTab: boolean): void {
  if (newTab) window.open(url, '_blank', 'noopener,noreferrer');
  else window.location.assign(url);
}
