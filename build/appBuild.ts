import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';

/**
 * The one definition of the app's build, used by `npm run build`, `npm start` (when `dist/` is not current), the
 * end-to-end set-up and the benchmark: Vite with the module runner as config loader (the bundling loader evaluates
 * the config's imports without Vite's `import.meta.env`), in production mode.
 */
export const viteBuildArguments = ['build', '--configLoader', 'runner'];

/** What the built app is made from: a change to the contents of any of these makes a build stale. */
export const appBuildInputs = [
  'src', 'screens', 'schemas', 'locales', 'themes', 'public', 'tenants', 'build', 'index.html', 'vite.config.ts',
  'package-lock.json',
];

/** The file beside a build that names the inputs it was made from (`dist/` → `.dist-inputs`). */
export function buildStampOf(distDir: string): string {
  return join(dirname(distDir), `.${basename(distDir)}-inputs`);
}

function filesUnder(path: string, skipped: ReadonlySet<string>): string[] {
  if (!existsSync(path) || skipped.has(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).sort().flatMap((name) => filesUnder(join(path, name), skipped));
}

/**
 * A hash of a build's inputs (paths under `repoRoot`, files or folders, less the `skipped` ones): every file's path
 * and contents (times play no part: a `touch` changes nothing).
 */
export function hashInputs(repoRoot: string, inputs: readonly string[], skipped: readonly string[] = []): string {
  const hash = createHash('sha256');
  const skip = new Set(skipped.map((path) => join(repoRoot, path)));
  for (const input of inputs) {
    for (const file of filesUnder(join(repoRoot, input), skip)) {
      hash.update(relative(repoRoot, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex');
}

/** A hash of the app build's inputs (`appBuildInputs`). */
export function hashBuildInputs(repoRoot: string): string {
  return hashInputs(repoRoot, appBuildInputs);
}

/** Whether `distDir` holds a build of the inputs as they are now. */
export function isBuildCurrent(repoRoot: string, distDir: string): boolean {
  const stamp = buildStampOf(distDir);
  if (!existsSync(join(distDir, 'index.html')) || !existsSync(stamp)) return false;
  return readFileSync(stamp, 'utf8').trim() === hashBuildInputs(repoRoot);
}

/** How to build: where to, and how much Vite prints (`info` lists every file; `warn` only what needs a look). */
export interface AppBuildOptions {
  repoRoot: string;
  /** The folder the build goes to (emptied first). Default `<repoRoot>/dist`. */
  distDir?: string;
  /** Vite's log level. Default `info`. */
  logLevel?: 'info' | 'warn' | 'error' | 'silent';
}

/**
 * Builds the app into `distDir` and notes beside it which inputs it was made from. The hash is taken before the
 * build starts, so an edit made while it runs makes the next start build again. Answers null, or what went wrong.
 */
export function buildApp({ repoRoot, distDir = join(repoRoot, 'dist'), logLevel = 'info' }: AppBuildOptions): string | null {
  const inputs = hashBuildInputs(repoRoot);
  const stamp = buildStampOf(distDir);
  rmSync(stamp, { force: true });
  const vite = join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js');
  const build = spawnSync(process.execPath, [vite, ...viteBuildArguments, '--outDir', distDir, '--emptyOutDir', '--logLevel', logLevel], {
    cwd: repoRoot,
    stdio: 'inherit',
    // Vitest and some shells set NODE_ENV to test or development: the build is always the one users get.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.error) return `Could not run the build (vite ${viteBuildArguments.join(' ')}): ${build.error.message}`;
  if (build.status !== 0) return `The build failed (exit code ${build.status ?? build.signal}); its output is above`;
  writeFileSync(stamp, `${inputs}\n`);
  return null;
}
