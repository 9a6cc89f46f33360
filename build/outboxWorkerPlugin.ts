import { build } from 'esbuild';
import type { Plugin } from 'vite';

/** The service worker's outbox code, as /sw.js imports it (vite.config.ts `importScripts`). */
export const outboxWorkerFile = 'outbox-worker.js';

/**
 * Bundles the service worker's part of the outbox (src/outbox/worker/outboxWorker.ts: the outbox store, the sending
 * round, a fetch sender; no React, no api layer) into one classic script of the build, `outbox-worker.js`, which the
 * generated service worker imports. A script of its own rather than a chunk: a service worker's `importScripts`
 * takes no modules and needs a name that does not change from build to build.
 */
export function outboxWorkerPlugin(root = process.cwd()): Plugin {
  return {
    name: 'crew-outbox-worker',
    apply: 'build',
    async generateBundle() {
      const bundled = await build({
        absWorkingDir: root,
        entryPoints: ['src/outbox/worker/outboxWorker.ts'],
        bundle: true,
        format: 'iife',
        target: 'es2022',
        minify: true,
        write: false,
        logLevel: 'silent',
      });
      this.emitFile({ type: 'asset', fileName: outboxWorkerFile, source: bundled.outputFiles[0]!.text });
    },
  };
}
