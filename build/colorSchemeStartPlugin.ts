import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { colorSchemeSetting } from '../src/session/colorSchemeSetting';
import { storedKeys } from '../src/session/storedKeys';
import { linkedFiles, loggedInPreloadPluginName, type LoggedInStart, type LoggedInStartApi, type PublicScreenSpecs } from './loggedInPreloadPlugin';

/**
 * The script: marks the page light or dark as Mantine will (`data-mantine-color-scheme` on <html>): the profile's
 * choice kept in uiSettings, else the phone's setting. Unreadable storage leaves it to the phone. With a stored
 * session it then loads the logged-in start script (`build/loggedInPreloadPlugin.ts`), which the login page does
 * without, and beside it the frame's and the api layer's files, which every logged-in screen draws with: from here
 * they are asked for one round trip sooner than from the start script (on a phone's 4G, about 150 ms). Their CSS is
 * only fetched here: a stylesheet linked now would come before the page's own in the cascade (the start script links
 * it after). At the address of a public screen (login, a shared invoice) it preloads that screen's spec, with or
 * without a session: the app's code would ask for it only once it has run, a round trip after its own last byte.
 */
export function colorSchemeScript(loggedInStart: LoggedInStart, publicScreens: PublicScreenSpecs): string {
  return `(function(){var s;try{s=JSON.parse(localStorage.getItem(${JSON.stringify(storedKeys.uiSettings)})||"{}")[${JSON.stringify(colorSchemeSetting)}]}catch(e){}
if(s!=="light"&&s!=="dark")s=window.matchMedia&&matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";
document.documentElement.setAttribute("data-mantine-color-scheme",s);
try{if(localStorage.getItem(${JSON.stringify(storedKeys.token)})){var j=document.createElement("script");j.async=true;j.src=${JSON.stringify(`/${loggedInStart.scriptFile}`)};document.head.appendChild(j);
${linkedFiles(JSON.stringify(loggedInStart.commonFiles), 'preload')}}}catch(e){}
var r=${JSON.stringify(publicScreens)};
for(var i=0;i<r.length;i++)if(new RegExp(r[i][0]).test(location.pathname)){${linkedFiles('[r[i][1]]', 'preload')};break}})();
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
  let loggedInStart: LoggedInStartApi | undefined;
  return {
    name: 'crew-color-scheme-start',
    apply: 'build',
    configResolved(config) {
      loggedInStart = config.plugins.find((plugin) => plugin.name === loggedInPreloadPluginName)?.api as LoggedInStartApi | undefined;
    },
    transformIndexHtml: {
      order: 'post',
      handler() {
        // The logged-in preload plugin (placed before this one) has made its script in its own page hook.
        const start = loggedInStart?.loggedInStart();
        if (!loggedInStart || !start) throw new Error('colorSchemeStartPlugin needs loggedInPreloadPlugin placed before it');
        const source = colorSchemeScript(start, loggedInStart.publicScreens());
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
