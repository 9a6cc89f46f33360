import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** What `/version.json` says about the build the browser runs. */
export interface VersionFile {
  version: string;
  commit: string;
  builtAt: string;
}

function currentCommit(root: string): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
}

/**
 * Writes `version.json` (package version, git commit, build time) into the build, for the `/version` screen;
 * `npm run dev` answers it too. It is kept out of the service worker's precache so it always tells the truth.
 */
export function versionFilePlugin(root = process.cwd()): Plugin {
  const describe = (): VersionFile => ({
    version: (JSON.parse(readFileSync(`${root}/package.json`, 'utf8')) as { version: string }).version,
    commit: currentCommit(root),
    builtAt: new Date().toISOString(),
  });
  return {
    name: 'crew-version-file',
    configureServer(server) {
      server.middlewares.use('/version.json', (_request, response) => {
        response.setHeader('Content-Type', 'application/json');
        response.end(JSON.stringify(describe()));
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: `${JSON.stringify(describe(), null, 2)}\n` });
    },
  };
}
