/**
 * `npm test`: the project's checks (`npm run <part>`), stopping at the first step that fails, and a table of how long
 * each part took at the end (printed also when a part fails). The static checks run side by side (each keeps one
 * core busy, and none needs the others); then the unit and PostgreSQL suites side by side, then the end-to-end suite,
 * which uses every core.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ensureServerBuilt } from './serverBuild';

// The unit suite and the PostgreSQL one side by side: both wait much of the time (servers, child processes, the
// database), and together they took 506 s where one after the other took 545 s (431 + 114) on 2 cores.
const steps: string[][] = [['typecheck', 'lint', 'check:screens'], ['test:unit', 'test:postgres'], ['test:e2e']];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

interface Took { part: string; seconds: number; outcome: string }

/** Runs one part; alone, its output goes straight to the terminal, else it is kept and printed whole when it ends. */
function run(part: string, alone: boolean): Promise<Took> {
  const started = performance.now();
  const child = spawn(npm, ['run', '-s', part], { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.once('close', (code, signal) => {
      if (!alone) process.stdout.write(Buffer.concat(output));
      const seconds = (performance.now() - started) / 1000;
      resolve({ part, seconds, outcome: code === 0 ? 'passed' : `failed (${code ?? signal})` });
    });
  });
}

// The compiled server that the suites' whole-process tests start, made once before the suites run side by side.
const compileProblem = await ensureServerBuilt(fileURLToPath(new URL('..', import.meta.url)));
if (compileProblem) {
  console.error(compileProblem);
  process.exit(1);
}

const took: Took[] = [];
let failed: string[] = [];
for (const step of steps) {
  const results = await Promise.all(step.map((part) => run(part, step.length === 1)));
  took.push(...results);
  failed = results.filter(({ outcome }) => outcome !== 'passed').map(({ part }) => part);
  if (failed.length > 0) break;
}

const width = Math.max(...steps.flat().map((part) => part.length));
console.log('\nnpm test, part by part (the first three side by side, then the next two):');
for (const { part, seconds, outcome } of took) console.log(`  ${part.padEnd(width)}  ${seconds.toFixed(0).padStart(5)} s  ${outcome}`);
console.log(`  ${'in all'.padEnd(width)}  ${(performance.now() / 1000).toFixed(0).padStart(5)} s`);
if (failed.length > 0) {
  console.error(`npm test failed at ${failed.join(', ')}: the output is above.`);
  process.exit(1);
}
