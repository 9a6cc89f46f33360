/**
 * `npm run build:server`, and the first half of `npm start`: compiles the server into `server/dist/` when its sources
 * changed since the last compile (or it was never compiled), else does nothing. `npm start` then runs the compiled
 * server with `node`.
 */
import { fileURLToPath } from 'node:url';
import { ensureServerBuilt } from './serverBuild';

const problem = await ensureServerBuilt(fileURLToPath(new URL('..', import.meta.url)));
if (problem) {
  console.error(problem);
  process.exit(1);
}
