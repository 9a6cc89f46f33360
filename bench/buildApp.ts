import { execFileSync } from 'node:child_process';

/** Builds the app for production into `distDir` (as the e2e suite does) and answers how long it took, in ms. */
export function buildApp(repoRoot: string, distDir: string): number {
  const started = performance.now();
  execFileSync('npx', ['vite', 'build', '--configLoader', 'runner', '--logLevel', 'warn', '--outDir', distDir, '--emptyOutDir'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return performance.now() - started;
}
