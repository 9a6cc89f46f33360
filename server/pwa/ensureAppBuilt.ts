import { buildApp, isBuildCurrent } from '../../build/appBuild';

/**
 * Builds the app into `distDir` as `npm run build` does, unless it already holds a build of the inputs as they are
 * (a hash of their contents, kept beside it: not file times). Answers null when the app is ready, or what went wrong.
 */
export function ensureAppBuilt(repoRoot: string, distDir: string, say: (line: string) => void = console.log): string | null {
  if (isBuildCurrent(repoRoot, distDir)) return null;
  say('Building the app (its sources changed or it was never built; about a minute)…');
  const started = performance.now();
  const problem = buildApp({ repoRoot, distDir, logLevel: 'warn' });
  if (!problem) say(`Built in ${Math.round((performance.now() - started) / 1000)} s.`);
  return problem;
}
