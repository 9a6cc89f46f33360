import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BenchResults } from './benchResults';

/** Writes the figures to `bench-results/bench-<ISO time>.json` and `bench-results/latest.json`; answers the first path. */
export function writeResults(repoRoot: string, results: BenchResults): string {
  const folder = join(repoRoot, 'bench-results');
  mkdirSync(folder, { recursive: true });
  const json = `${JSON.stringify(results, null, 2)}\n`;
  const path = join(folder, `bench-${results.at.replaceAll(':', '-')}.json`);
  writeFileSync(path, json);
  writeFileSync(join(folder, 'latest.json'), json);
  return path;
}
