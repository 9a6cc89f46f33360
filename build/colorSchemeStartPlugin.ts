import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { colorSchemeSetting } from '../src/session/colorSchemeSetting';
import { storedKeys } from '../src/session/storedKeys';

/**
 * The script: marks the page light or dark as Mantine will (`data-mantine-color-scheme` on <html>): the profile's
 * choice kept in uiSettings, else the phone's setting. Unreadable storage leaves it to the phone.
 */
export function colorSchemeScript(): string {
  return `(function(){var s;try{s=JSON.parse(localStorage.getItem(${JSON.stringify(storedKeys.uiSettings)})||"{}")[${JSON.stringify(colorSchemeSetting)}]}catch(e){}
if(s!=="light"&&s!=="dark")s=window.matchMedia&&matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";
document.documentElement.setAttribute("data-mantine-color-scheme",s)})();
`;
}

/**
 * No flash of the wrong colour scheme at start (Mantine's ColorSchemeScript, which is inline): the page's own CSS
 * draws it dark from the first paint when it should be. A tiny external file, not an inline script (the
 * Content-Security-Policy allows only the app's own scripts), and not the server's index.html (the choice is kept on
 * the phone, which the server does not see). It blocks the parser, as it must to run before the first paint, but it is
 * a few hundred bytes fetched beside the render-blocking CSS, cached for good (hashed name) and precached offline.
 */
export function colorSchemeStartPlugin(): Plugin {
  let script: { fileName: string; source: string } | null = null;
  return {
    name: 'crew-color-scheme-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler() {
        const source = colorSchemeScript();
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        script = { fileName: `assets/color-scheme-${hash}.js`, source };
        return [{ tag: 'script', attrs: { src: `/${script.fileName}` }, injectTo: 'head-prepend' }];
      },
    },
    generateBundle: {
      order: 'post',
      handler() {
        if (script) this.emitFile({ type: 'asset', fileName: script.fileName, source: script.source });
      },
    },
  };
}
