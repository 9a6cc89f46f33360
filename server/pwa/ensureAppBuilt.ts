import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What the built app is made from; a change to any of these makes `dist/` stale. */
const sources = ['src', 'screens', 'locales', 'schemas', 'themes', 'public', 'index.html', 'vite.config.ts'];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stat.mtimeMs);
}

/**
 * Builds the app (`npx vite build`, output shown) when `dist/index.html` is missing or older than its sources.
 * Answers null when the app is ready, or what went wrong.
 */
export function ensureAppBuilt(repoRoot: string): string | null {
  const builtPage = join(repoRoot, 'dist', 'index.html');
  const builtAt = existsSync(builtPage) ? statSync(builtPage).mtimeMs : 0;
  const changedAt = Math.max(...sources.map((source) => newestChange(join(repoRoot, source))));
  if (builtAt > changedAt) return null;
  console.log(builtAt === 0 ? 'Building the app (no dist/index.html yet)…' : 'Building the app (sources changed)…');
  const build = spawnSync('npx', ['vite', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.error) return `Could not run "npx vite build": ${build.error.message}`;
  if (build.status !== 0) return `"npx vite build" failed (exit code ${build.status ?? build.signal}); its output is above`;
  return null;
}
