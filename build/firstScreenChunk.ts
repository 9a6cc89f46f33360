import type { Plugin } from 'vite';

/** A chunking group of the build (rolldown's `output.codeSplitting.groups`), as far as it is used here. */
export interface ChunkGroup {
  name: string;
  test: (id: string) => boolean;
  priority: number;
}

/**
 * Packages the first screen runs whole. A package entered through an index that re-exports everything (Mantine's)
 * would drag all of itself in by the static graph, so of Mantine only its core and the components the first screen
 * draws are taken (the same list as src/ui/styles/firstScreenStyles.ts); the rest stays with the screens using it.
 */
const firstScreenPackages =
  /\/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|i18next|react-i18next|@tanstack\/query-core|@tanstack\/react-query|use-sync-external-store|clsx|jose|dayjs)\//;
const firstScreenMantine =
  /\/node_modules\/@mantine\/core\/esm\/(core|components\/(UnstyledButton|VisuallyHidden|Paper|Loader|ActionIcon|CloseButton|Group|Input|InputBase|Alert|Text|Anchor|Button|Center|PasswordInput|TextInput|Stack|Title|Box|Portal|Transition))\//;

/** What the build's module graph tells of a module: its static imports. */
interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/**
 * The modules `roots` import statically, at any depth, the roots included; `follows` says which imports the walk
 * goes on into (all by default).
 */
export function staticImportsFrom(graph: ModuleGraph, roots: readonly string[], follows: (id: string) => boolean = () => true): Set<string> {
  const found = new Set<string>();
  const pending = [...roots];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (found.has(id)) continue;
    found.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []).filter(follows));
  }
  return found;
}

/**
 * One chunk for everything the app's entry imports statically, i.e. what the first screen runs anyway. Left alone,
 * the bundler cuts the modules the first screen shares with lazy screens into a score of small files, and a phone on
 * a slow connection pays a round trip for each of them (HTTP/1.1 opens six connections at a time). The plugin
 * collects the entry's static import graph once the modules are parsed; the group captures exactly those modules.
 */
export function firstScreenChunk(): { plugin: Plugin; group: ChunkGroup } {
  const firstScreen = new Set<string>();
  const plugin: Plugin = {
    name: 'crew-first-screen-chunk',
    apply: 'build',
    buildEnd() {
      firstScreen.clear();
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      for (const id of staticImportsFrom(this, entries)) firstScreen.add(id);
    },
  };
  const test = (id: string) => {
    if (!firstScreen.has(id)) return false;
    if (!id.includes('/node_modules/')) return true;
    return firstScreenPackages.test(id) || firstScreenMantine.test(id);
  };
  return { plugin, group: { name: 'first-screen', test, priority: 100 } };
}
