import { whenIdle } from '../ui/whenIdle';

/** The web app manifest, which the server writes with the tenant's name and colours (server/pwa/serveTenantManifest.ts). */
export const manifestHref = '/manifest.webmanifest';

/** At the latest: a phone busy for that long still becomes installable soon after. */
const longestWait = 5000;

/**
 * Links the web app manifest once the first screen is drawn (the page's head leaves it out, build/firstPaintHeadPlugin.ts):
 * the browser fetches it, and the icon it names, when the phone is idle, not beside the first screen's files. Once:
 * a page that already links one keeps it.
 */
export function linkManifestWhenIdle(): void {
  if (document.querySelector('link[rel="manifest"]')) return;
  whenIdle(() => {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = manifestHref;
    document.head.appendChild(link);
  }, longestWait);
}
