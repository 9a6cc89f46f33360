/** The web app manifest, which the server writes with the tenant's name and colours (server/pwa/serveTenantManifest.ts). */
export const manifestHref = '/manifest.webmanifest';

/**
 * Links the web app manifest, which the page's head leaves out (build/firstPaintHeadPlugin.ts): the app links it once
 * its first screen has settled (`afterFirstScreen`), so the browser fetches it, and the icon it names, after the first
 * screen's files. Once: a page that already links one keeps it.
 */
export function linkManifest(): void {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = manifestHref;
  document.head.appendChild(link);
}
