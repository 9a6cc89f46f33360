import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BenchResults, LargeTenantRun } from './benchResults';

/**
 * Writes a full run's figures to `bench-results/bench-<ISO time>.json` and `bench-results/latest.json`, or a
 * large-tenant-only run's to `bench-results/large-tenant-<ISO time>.json` and `bench-results/large-tenant-latest.json`
 * (latest.json stays a full run's: the large-tenant part reads its home calls); answers the first path.
 */
export function writeResults(repoRoot: string, results: BenchResults | LargeTenantRun): string {
  const folder = join(repoRoot, 'bench-results');
  mkdirSync(folder, { recursive: true });
  const json = `${JSON.stringify(results, null, 2)}\n`;
  const [prefix, latest] = 'pages' in results ? ['bench', 'latest.json'] : ['large-tenant', 'large-tenant-latest.json'];
  const path = join(folder, `${prefix}-${results.at.replaceAll(':', '-')}.json`);
  writeFileSync(path, json);
  writeFileSync(join(folder, latest), json);
  return path;
}
