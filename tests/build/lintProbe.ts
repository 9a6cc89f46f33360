import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll } from 'vitest';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Lints a probe: a module at `path` (relative to the repository, need not exist) that imports `specifier`, as
 * eslint.config.js would, and answers the messages of one rule. The layer suites leave the import-circle rule out (it
 * reads the whole graph behind the probe's import; tests/build/importCircles.test.ts asks it). The linter loads its
 * configuration and plugins on its first file — seconds on a busy machine — once, before the suite's probes.
 */
export function lintProbes(rule: 'no-restricted-imports' | 'import-x/no-cycle'): (path: string, specifier: string) => Promise<string[]> {
  const eslint = new ESLint({ cwd: repoRoot, ...(rule !== 'import-x/no-cycle' && { overrideConfig: { rules: { 'import-x/no-cycle': 'off' } } }) });
  beforeAll(async () => {
    await eslint.lintText('export {};\n', { filePath: join(repoRoot, 'src/probe.ts') });
  });
  return async (path, specifier) => {
    const [result] = await eslint.lintText(`import * as probe from '${specifier}';\nexport const used = probe;\n`, { filePath: join(repoRoot, path) });
    return (result?.messages ?? []).filter((message) => message.ruleId === rule).map((message) => message.message);
  };
}
