import { createHash } from 'node:crypto';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import type { ScreenSpec } from '../src/ground/screenLanguage/types';
import type { ScreensPluginApi } from '../src/screenChecker/build/screensPlugin';
import { layoutsIn } from '../src/screenChecker/build/screenOutline';
import { fixedParts, routePattern } from '../src/ground/screenLanguage/routePattern';
import { storedKeys } from '../src/session/storedKeys';
import { earlyCallsKey } from '../src/api/earlyCalls';
import { defaultApiBase } from '../src/api/defaultApiBase';
import { batchCallPattern, batchCallsMax } from '../src/ground/contract/batch';

/** The code that starts the first screen of a logged-in start (frame, api layer, first calls). */
const loggedInModules = ['/src/app/AppLayout.tsx', '/src/app/prefetchFirstCalls.ts', '/src/api/fetchSource.ts'];
const layoutModule = (kind: string) => `/src/renderer/layouts/${kind[0]!.toUpperCase()}${kind.slice(1)}Layout.tsx`;


/**
 * The files (JS and CSS) a chunk brings that the entry has not loaded already: the chunk, its static imports and
 * their CSS, as the page would fetch them on the chunk's dynamic import.
 */
function filesOf(chunk: OutputChunk | undefined, bundle: OutputBundle, loaded: Set<string>): string[] {
  const files: string[] = [];
  const visit = (fileName: string) => {
    const current = bundle[fileName];
    if (loaded.has(fileName) || files.includes(fileName) || current?.type !== 'chunk') return;
    files.push(fileName);
    for (const css of current.viteMetadata?.importedCss ?? []) if (!files.includes(css)) files.push(css);
    current.imports.forEach(visit);
  };
  if (chunk) visit(chunk.fileName);
  return files;
}

/**
 * The script: for a stored session, the calls the first screen at this address made last time (`src/api/earlyCalls.ts`),
 * made now with the stored token, as one batch (`POST /batch`: one request instead of up to twelve beside the app's
 * files on a phone's six connections), each answer left for the api layer in `window.crewEarlyCalls`; preload links
 * for the files of the address's screen (the frame's JS comes from the colour-scheme script), theirs and the frame's
 * CSS as the stylesheets themselves (a script's stylesheet holds up no paint, and the code's own loader finds it there
 * instead of asking for it a second time). Then,
 * in a task of its own, it makes a first date format: the browser loads its calendar data for the first one a page makes
 * (about 90 ms on a mid-range phone), which it does here while the app's code is still downloading rather than inside
 * the first screen's render, where the dates of a logged-in screen would otherwise pay it. A task of its own, so the
 * script's task that asks for the calls and files ends at once (Lighthouse's simulation starts what a task asks for
 * only once the task is over).
 */
function preloadScript(files: string[], common: number[], routes: [string, number[]][], apiBase: string): string {
  return `(function(){var t;try{t=localStorage.getItem(${JSON.stringify(storedKeys.token)});if(!t)return}catch(e){return}
var f=${JSON.stringify(files)},l=${JSON.stringify(common)},r=${JSON.stringify(routes)},p=location.pathname;
try{var x=new RegExp(${JSON.stringify(batchCallPattern)}),c=JSON.parse(localStorage.getItem(${JSON.stringify(earlyCallsKey)})||"{}")[p];c=Array.isArray(c)?c.filter(function(u){return typeof u==="string"&&x.test(u)}).slice(0,${batchCallsMax}):[];
if(c.length){var b=fetch(${JSON.stringify(apiBase)}+"/batch",{method:"POST",headers:{Authorization:"Bearer "+t,Type:"MOBILE",Accept:"application/json","Content-Type":"application/json"},body:JSON.stringify({calls:c})}).then(function(r){return r.ok?r.json():null}).catch(function(){return null}),a={};
c.forEach(function(u,i){a[u]=b.then(function(j){return j&&j.answers&&j.answers[i]||null})});window.crewEarlyCalls={token:t,at:Date.now(),answers:a}}}catch(e){}
for(var i=0;i<r.length;i++)if(new RegExp(r[i][0]).test(p)){l=l.concat(r[i][1]);break}
${linkedFiles('l.map(function(n){return f[n]})', 'stylesheet')};
setTimeout(function(){try{new Intl.DateTimeFormat().format(0)}catch(e){}},0)})();
`;
}

/**
 * A script's statement that links each of the files an expression lists (paths under the site's root): a JS file as
 * a module preload; a CSS file as the stylesheet itself, or (`css: 'preload'`) only fetched, where a stylesheet would
 * come before the page's own in the cascade.
 */
export function linkedFiles(list: string, css: 'stylesheet' | 'preload'): string {
  const cssLink = css === 'stylesheet' ? 'k.rel="stylesheet"' : 'k.rel="preload";k.as="style"';
  return `${list}.forEach(function(n){var k=document.createElement("link");if(/\\.css$/.test(n)){${cssLink}}else k.rel="modulepreload";k.href="/"+n;document.head.appendChild(k)})`;
}

/** The name the colour-scheme plugin finds this one by. */
export const loggedInPreloadPluginName = 'crew-logged-in-preload';

/** What a logged-in start loads at once: the start script, and the files of the frame and the api layer. */
export interface LoggedInStart {
  scriptFile: string;
  commonFiles: string[];
}

/** Per public screen's route (longest fixed part first, as a regular expression's source), its spec's file. */
export type PublicScreenSpecs = [string, string][];

/**
 * What the colour-scheme plugin asks this one, once the page's hook has made the script: the logged-in start, and
 * the specs of the public screens (login, a shared invoice), which the colour-scheme script preloads itself.
 */
export interface LoggedInStartApi {
  loggedInStart: () => LoggedInStart | undefined;
  publicScreens: () => PublicScreenSpecs;
}

/**
 * A logged-in start does not wait for the app's code to ask for its first answers and files. A tiny script, loaded
 * by the colour-scheme script when a session is stored (`async`, so it holds nothing up; the login page never loads
 * it), makes the calls the screen at the address made last time, and preloads the spec and layouts of the screen at
 * the address. What every logged-in screen needs after the entry (the frame, the api layer and the early calls' code)
 * the colour-scheme script preloads itself, a round trip sooner. An external file, not an inline script: the
 * Content-Security-Policy allows only the app's own scripts.
 */
export function loggedInPreloadPlugin(): Plugin<LoggedInStartApi> {
  let screens: () => ScreenSpec[] = () => [];
  let script: { fileName: string; source: string; commonFiles: string[] } | null = null;
  let publicScreens: PublicScreenSpecs = [];
  let apiBase = defaultApiBase;
  return {
    name: loggedInPreloadPluginName,
    apply: 'build',
    api: {
      loggedInStart: () => (script ? { scriptFile: script.fileName, commonFiles: script.commonFiles } : undefined),
      publicScreens: () => publicScreens,
    },
    configResolved(config) {
      // The calls go where the app's go: `VITE_API_BASE_URL`, as src/api/apiBase.ts reads it.
      apiBase = (config.env['VITE_API_BASE_URL'] as string | undefined) ?? defaultApiBase;
      const api = config.plugins.find((plugin) => plugin.name === 'crew-screens')?.api as ScreensPluginApi | undefined;
      if (!api) throw new Error('loggedInPreloadPlugin needs the screens plugin');
      screens = api.screens;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle;
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) return [];
        const loaded = new Set(filesOf(entry, bundle, new Set()));
        const holding = (moduleId: (id: string) => boolean) => chunks.find((chunk) => chunk.moduleIds.some(moduleId));
        const commonFiles = [...new Set(loggedInModules.flatMap((module) => filesOf(holding((id) => id.endsWith(module)), bundle, loaded)))];
        const screenChunks = (screen: ScreenSpec) => [
          holding((id) => id === `\0virtual:screen-spec/${screen.id}`),
          ...layoutsIn(screen).map((kind) => holding((id) => id.endsWith(layoutModule(kind)))),
        ];
        const byRoute = screens().sort((a, b) => fixedParts(b.route) - fixedParts(a.route));
        const files: string[] = [];
        const indexes = (names: string[]) => [...new Set(names)].map((name) => (files.includes(name) ? files.indexOf(name) : files.push(name) - 1));
        // The frame's stylesheets go in here, after the page's own (the colour-scheme script, before it, only fetches them).
        const common = indexes(commonFiles.filter((name) => name.endsWith('.css')));
        const routes = byRoute.filter((screen) => !screen.access?.public).map((screen): [string, number[]] => {
          const names = screenChunks(screen).flatMap((chunk) => filesOf(chunk, bundle, loaded));
          return [routePattern(screen.route), indexes(names.filter((name) => !commonFiles.includes(name)))];
        });
        // A public screen's spec only: the colour-scheme script holds up the first paint of every page and comes with
        // the login page's code, which has a byte budget; its layout and what that imports the app asks for itself.
        publicScreens = byRoute.filter((screen) => screen.access?.public).flatMap((screen): [string, string][] => {
          const spec = screenChunks(screen)[0];
          return spec && !loaded.has(spec.fileName) ? [[routePattern(screen.route), spec.fileName]] : [];
        });
        const source = preloadScript(files, common, routes, apiBase);
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        script = { fileName: `assets/logged-in-start-${hash}.js`, source, commonFiles };
        // No tag of its own: the colour-scheme script loads it, and only for a stored session (the login page never does).
        return [];
      },
    },
    generateBundle: {
      // After the HTML's own post hooks, which made the script.
      order: 'post',
      handler() {
        if (script) this.emitFile({ type: 'asset', fileName: script.fileName, source: script.source });
      },
    },
  };
}
