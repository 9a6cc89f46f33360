import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * React Router 7 exports its development build under every condition; the production build beside it differs only
 * in having its development warnings switched off, which lets the minifier drop them. The app's build takes that one
 * (`react-router` and `react-router/dom`, which `react-router-dom` re-exports); the dev server and tests keep the warnings.
 */
export function productionRouterPlugin(): Plugin {
  const productionDir = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist', 'production');
  const builds: Record<string, string> = {
    'react-router': join(productionDir, 'index.mjs'),
    'react-router/dom': join(productionDir, 'dom-export.mjs'),
  };
  return {
    name: 'crew-production-router',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return builds[source] ?? null;
    },
  };
}
