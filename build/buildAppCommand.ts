/**
 * `npm run build`: builds the app into `dist/` (or DIST_DIR) the way `npm start` does, and notes its inputs beside it,
 * so a start after it serves this build without building again.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './appBuild';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const problem = buildApp({ repoRoot, distDir: resolve(process.env.DIST_DIR ?? resolve(repoRoot, 'dist')) });
if (problem) {
  console.error(problem);
  process.exit(1);
}
