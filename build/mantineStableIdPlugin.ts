import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** Mantine's id hook, as its hooks package imports it (`./use-id/use-id.mjs` from `@mantine/hooks/esm/index.mjs`). */
const mantineIdModule = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]index\.mjs$/;

/**
 * Replaces Mantine's `useId` with `src/ui/mantineStableId.ts`, the same contract without the second render it
 * forces on every component that uses it (see that file). Only the module inside `@mantine/hooks` is swapped; the
 * package's other hooks are untouched.
 */
export function mantineStableIdPlugin(): Plugin {
  const replacement = fileURLToPath(new URL('../src/ui/mantineStableId.ts', import.meta.url));
  return {
    name: 'crew-mantine-stable-id',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './use-id/use-id.mjs' && importer && mantineIdModule.test(importer)) return replacement;
      return null;
    },
  };
}
