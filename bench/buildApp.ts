import { buildApp as buildTheApp } from '../build/appBuild';

/** Builds the app for production into `distDir` (as `npm start` and the e2e suite do) and answers how long it took, in ms. */
export function buildApp(repoRoot: string, distDir: string): number {
  const started = performance.now();
  const problem = buildTheApp({ repoRoot, distDir, logLevel: 'warn' });
  if (problem) throw new Error(problem);
  return performance.now() - started;
}
