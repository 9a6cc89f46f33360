import type { Plugin } from 'vite';
import { staticImportsFrom, type ChunkGroup } from './firstScreenChunk';

/**
 * One chunk for what a logged-in start runs after the entry: the modules `roots` import statically (the frame, the
 * first calls, the layout of the screen a login lands on), less what groups of a higher priority take (the entry's,
 * the api layer's, the form and chart kits). Cut by the screen kit's rule instead, a logged-in home loaded them as
 * about twenty files of 1–10 kB, each a round trip on a phone's connection (HTTP/1.1 opens six at a time).
 */
export function loggedInStartChunk(roots: readonly string[], priority: number): { plugin: Plugin; group: ChunkGroup } {
  const closure = new Set<string>();
  const plugin: Plugin = {
    name: 'crew-logged-in-start-chunk',
    apply: 'build',
    buildEnd() {
      closure.clear();
      const starts = [...this.getModuleIds()].filter((id) => roots.some((root) => id.endsWith(root)));
      // The app's own modules only: a package's index re-exports all of it; what the app uses of a package the
      // group takes as its dependencies (rolldown's includeDependenciesRecursively).
      for (const id of staticImportsFrom(this, starts, (imported) => !imported.includes('/node_modules/'))) closure.add(id);
    },
  };
  return { plugin, group: { name: 'logged-in-kit', test: (id) => closure.has(id), priority } };
}
