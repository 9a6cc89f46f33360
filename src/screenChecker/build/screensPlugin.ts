import path from 'node:path';
import type { ProductRoute } from '../../ground/screenLanguage/productRoutes';
import type { Plugin, ViteDevServer } from 'vite';
import { compileSpecValidators, type SpecValidators } from '../compileSpecValidators';
import { formatSpecError } from '../../ground/screenLanguage/formatSpecError';
import { localesFolder } from '../loadScreenFiles';
import { defaultSchemasDir, readSpecSchemas } from '../readSpecSchemas';
import { runChecks, type ChecksResult } from '../runChecks';
import { overlayError } from './overlayError';
import { layoutsIn, outlineOf } from './screenOutline';
import type { ScreenRegistryData, ScreenSpec } from '../../ground/screenLanguage/types';
import { standaloneValidators } from './standaloneValidators';

const registryId = 'virtual:screen-registry';
const validatorsId = 'virtual:screen-validators';
/** `virtual:screen-spec/<id>`: one screen's whole spec, a chunk of its own that loads when its route opens. */
const specPrefix = 'virtual:screen-spec/';
const virtualIds = [registryId, validatorsId];
const isVirtual = (id: string) => virtualIds.includes(id) || id.startsWith(specPrefix);

/** Where the plugin reads from. */
export interface ScreensPluginOptions {
  /** The folder holding `screens/` and `locales/`. Default: Vite's root. */
  root?: string;
  /** The routes checked against. Default: the product's routes. */
  productRoutes?: readonly ProductRoute[];
}

/** What the screens plugin tells the other build plugins. */
export interface ScreensPluginApi {
  screens: () => ScreenSpec[];
}

/**
 * Serves the checked screens to the app: `virtual:screen-registry` (default export: `AppRegistry`: the menus and
 * each screen's outline, its spec in a chunk of its own, `virtual:screen-spec/<id>`) and
 * `virtual:screen-validators` (precompiled validators for specs that arrive at run time). Any spec error fails
 * `vite build` with every error, and shows the first one's file and line in the dev overlay; edits to
 * `screens/`, `locales/` or `schemas/` reload the page.
 */
export function screensPlugin(options: ScreensPluginOptions = {}): Plugin {
  let root = path.resolve(options.root ?? process.cwd());
  let isBuild = false;
  let validators: SpecValidators | undefined;
  let checks: ChecksResult | undefined;
  let validatorsCode: Promise<string> | undefined;
  const schemasDir = path.resolve(defaultSchemasDir);
  const currentChecks = () => {
    validators ??= compileSpecValidators(readSpecSchemas(schemasDir));
    return (checks ??= runChecks({ root, validators, productRoutes: options.productRoutes }));
  };
  const watchedPaths = () => [path.join(root, 'screens'), path.join(root, localesFolder), schemasDir];
  const isWatched = (file: string) =>
    watchedPaths().some((watched) => file === watched || file.startsWith(`${watched}${path.sep}`));
  const forget = (file: string) => {
    checks = undefined;
    if (file.startsWith(schemasDir)) {
      validators = undefined;
      validatorsCode = undefined;
    }
  };

  return {
    name: 'crew-screens',
    // For the other build plugins (the logged-in start's preloads): the checked screens of this build.
    api: { screens: (): ScreenSpec[] => currentChecks().registry.screens } satisfies ScreensPluginApi,
    configResolved(config) {
      root = path.resolve(options.root ?? config.root);
      isBuild = config.command === 'build';
    },
    buildStart() {
      if (!isBuild) return;
      const result = currentChecks();
      for (const file of [...result.files, schemasDir]) this.addWatchFile(file);
      if (result.errors.length > 0) {
        this.error(`screen specs have errors:\n${result.errors.map(formatSpecError).join('\n')}`);
      }
      for (const warning of result.warnings) this.warn(formatSpecError(warning));
    },
    watchChange(id) {
      if (isWatched(path.resolve(id))) forget(path.resolve(id));
    },
    resolveId(id) {
      return isVirtual(id) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (id === `\0${registryId}`) {
        const result = currentChecks();
        for (const file of result.files) this.addWatchFile(file);
        if (result.errors.length > 0) throw overlayError(result.errors, root);
        return registryModule(result.registry);
      }
      if (id.startsWith(`\0${specPrefix}`)) {
        const result = currentChecks();
        if (result.errors.length > 0) throw overlayError(result.errors, root);
        const screen = result.registry.screens.find((candidate) => candidate.id === id.slice(specPrefix.length + 1));
        if (!screen) throw new Error(`There is no screen ${id.slice(specPrefix.length + 1)}`);
        return `export default ${JSON.stringify(screen)};\n`;
      }
      if (id === `\0${validatorsId}`) return (validatorsCode ??= standaloneValidators(readSpecSchemas(schemasDir)));
      return undefined;
    },
    configureServer(server) {
      server.watcher.add(watchedPaths());
      const onFileEvent = (file: string) => {
        const absolute = path.resolve(file);
        if (!isWatched(absolute)) return;
        forget(absolute);
        invalidateVirtualModules(server);
        server.ws.send({ type: 'full-reload' });
      };
      server.watcher.on('add', onFileEvent);
      server.watcher.on('change', onFileEvent);
      server.watcher.on('unlink', onFileEvent);
    },
  };
}

/**
 * The registry module: the menus, and per screen its outline, the layouts it draws and a `load` that imports its
 * spec chunk. The app knows every route and menu entry at start and loads only the spec of the screen it opens.
 */
function registryModule(registry: ScreenRegistryData): string {
  const screens = registry.screens.map((screen) => {
    const outline = JSON.stringify({ ...outlineOf(screen), layouts: layoutsIn(screen) }).slice(0, -1);
    const load = `load: () => import(${JSON.stringify(`${specPrefix}${screen.id}`)}).then((module) => module.default)`;
    return `    ${outline}, ${load} }`;
  });
  return `export default {\n  menus: ${JSON.stringify(registry.menus)},\n  screens: [\n${screens.join(',\n')},\n  ],\n};\n`;
}

function invalidateVirtualModules(server: ViteDevServer): void {
  for (const environment of Object.values(server.environments)) {
    for (const [id, module] of environment.moduleGraph.idToModuleMap) {
      if (id.startsWith('\0') && isVirtual(id.slice(1))) environment.moduleGraph.invalidateModule(module);
    }
  }
}
