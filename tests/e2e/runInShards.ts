/**
 * `npm run test:e2e`: the end-to-end files in shards that run at the same time, each a Vitest run with a server,
 * database and browser of its own (`startServer.ts`), so no file sees another's data. The app is built once for all
 * of them (or `dist/` is used when it is current).
 *
 * `E2E_SHARDS` sets how many (default: one per two cores, at least two). Options go to every shard's Vitest (`npm run test:e2e -- --sequence.shuffle
 * --sequence.seed=42`, written with `=`); names run the files whose names hold them, in one shard
 * (`npm run test:e2e -- outbox`).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { buildApp, isBuildCurrent } from '../../build/appBuild';
import { ensureServerBuilt } from '../../build/serverBuild';
import { shardsOf } from './shardsOf';
import { suiteClock } from './suiteClock';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
// Options (`--sequence.shuffle --sequence.seed=42`) go to every shard; file name filters run in one shard.
const options = process.argv.slice(2).filter((argument) => argument.startsWith('-'));
const filters = process.argv.slice(2).filter((argument) => !argument.startsWith('-'));
// A shard keeps a core and more busy (Chromium draws in software), yet leaves one idle a fifth of the time while the
// browser, the server and the test wait on each other: on 2 cores two shards took 859 s, one 967 s.
const shardCount = filters.length > 0 ? 1 : Number(process.env.E2E_SHARDS ?? Math.max(2, Math.floor(availableParallelism() / 2)));
if (!Number.isInteger(shardCount) || shardCount < 1) throw new Error(`E2E_SHARDS is ${process.env.E2E_SHARDS}: write a whole number, 1 or more`);

/** The build every shard copies: dist/ when it is current, else one made here, into a folder of this run's own. */
function sharedBuild(): { dir: string; remove: () => void } {
  const dist = join(repoRoot, 'dist');
  if (isBuildCurrent(repoRoot, dist)) return { dir: dist, remove: () => undefined };
  const runDir = mkdtempSync(join(tmpdir(), 'crew-e2e-build-'));
  const dir = join(runDir, 'dist');
  const started = performance.now();
  const problem = buildApp({ repoRoot, distDir: dir, logLevel: 'warn' });
  if (problem) throw new Error(problem);
  console.log(`e2e: built the app in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return { dir, remove: () => rmSync(runDir, { recursive: true, force: true }) };
}

/** Runs one shard's Vitest, its lines marked with the shard; resolves with its exit code. */
function runShard(label: string, files: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const vitest = join(repoRoot, 'node_modules', 'vitest', 'vitest.mjs');
  const child = spawn(process.execPath, [vitest, 'run', '--configLoader', 'runner', '--config', 'tests/e2e/vitest.config.ts', ...options, ...files], {
    cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => process.stdout.write(`${label} ${line}\n`));
  }
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

const build = sharedBuild();
// The server as `npm start` runs it, compiled once for every shard (each shard's set-up would see it current).
const serverProblem = await ensureServerBuilt(repoRoot, (line) => console.log(`e2e: ${line}`));
if (serverProblem) throw new Error(serverProblem);
const files = readdirSync(join(repoRoot, 'tests', 'e2e')).filter((name) => name.endsWith('.e2e.ts')).map((name) => `tests/e2e/${name}`);
const shards = filters.length > 0 ? [filters] : shardsOf(files, shardCount);
// One moment for every shard, so "today" is the same day in all of them.
const env = { ...process.env, E2E_CLOCK: suiteClock(process.env.E2E_CLOCK), E2E_BUILD_DIR: build.dir };
const started = performance.now();
const codes = await Promise.all(shards.map((shard, index) => runShard(shardCount > 1 ? `[e2e ${index + 1}/${shardCount}]` : '[e2e]', shard, env)));
build.remove();
const failed = codes.flatMap((code, index) => (code === 0 ? [] : [index + 1]));
console.log(`e2e: ${shards.length} shard(s) in ${((performance.now() - started) / 1000).toFixed(0)} s; ${failed.length === 0 ? 'all passed' : `shard ${failed.join(', ')} failed (their lines are marked above)`}`);
process.exit(failed.length === 0 ? 0 : 1);
