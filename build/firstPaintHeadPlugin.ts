import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { manifestHref } from '../src/app/linkManifest';

/**
 * The page's <head> asks the server for nothing the first screen does not draw with. On a phone's HTTP/1.1 connection
 * (six at a time, sharing the bandwidth) the favicon, the web app manifest and the manifest's icon were three
 * requests beside the app's code on the way to the first screen:
 * - the favicon is the app's icon (public/icon.svg, a few hundred bytes) written into the page as a `data:` URL (a
 *   tenant's own favicon still replaces it, src/tenant/applyTenantMeta.ts);
 * - the manifest link (vite-plugin-pwa's) leaves the page: the app links it once its first screen is drawn
 *   (src/app/linkManifest.ts), which is all installing needs.
 */
export function firstPaintHeadPlugin(iconFile: string): Plugin {
  return {
    name: 'crew-first-paint-head',
    apply: 'build',
    // vite-plugin-pwa writes its link in a `post` plugin's `post` hook: this one is placed after it.
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const icon = `data:image/svg+xml;base64,${readFileSync(iconFile).toString('base64')}`;
        const manifestLink = new RegExp(`\\s*<link rel="manifest" href="${manifestHref}"[^>]*>`);
        if (!manifestLink.test(html)) throw new Error(`firstPaintHeadPlugin: no manifest link in the page (it must run after vite-plugin-pwa's)`);
        return html.replace(manifestLink, '').replace(/(<link rel="icon" href=")\/icon\.svg(")/, (_all, start: string, end: string) => `${start}${icon}${end}`);
      },
    },
  };
}
