/**
 * `npm test`: the project's checks one after another (`npm run <part>`), stopping at the first that fails, and a
 * table of how long each part took at the end (printed also when a part fails).
 */
import { spawnSync } from 'node:child_process';

const parts = ['typecheck', 'lint', 'check:screens', 'test:unit', 'test:postgres', 'test:e2e'];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const took: { part: string; seconds: number; outcome: string }[] = [];
let failed: string | undefined;
for (const part of parts) {
  const started = performance.now();
  const run = spawnSync(npm, ['run', '-s', part], { stdio: 'inherit' });
  const ok = run.status === 0;
  took.push({ part, seconds: (performance.now() - started) / 1000, outcome: ok ? 'passed' : `failed (${run.status ?? run.signal})` });
  if (!ok) {
    failed = part;
    break;
  }
}

const width = Math.max(...parts.map((part) => part.length));
console.log('\nnpm test, part by part:');
for (const { part, seconds, outcome } of took) console.log(`  ${part.padEnd(width)}  ${seconds.toFixed(0).padStart(5)} s  ${outcome}`);
console.log(`  ${'in all'.padEnd(width)}  ${took.reduce((sum, { seconds }) => sum + seconds, 0).toFixed(0).padStart(5)} s`);
if (failed) {
  console.error(`npm test failed at ${failed}: its output is above.`);
  process.exit(1);
}
