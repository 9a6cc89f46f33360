// @vitest-environment node
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The ground floor (src/ground: the API contract, the access rule, the screen language) stands on nothing of the app
 * or the server; the screen checker (Node) stands beside it on the same floor, and the app's layers stand on both.
 */
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
// Only the layer rule is asked about here: the import-circle rule (which reads the whole graph behind a probe's import,
// seconds under load) has a test of its own, tests/build/importCircles.test.ts.
const eslint = new ESLint({ cwd: repoRoot, overrideConfig: { rules: { 'import-x/no-cycle': 'off' } } });

async function problemsOf(path: string, specifier: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import * as probe from '${specifier}';\nexport const used = probe;\n`, { filePath: join(repoRoot, path) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

// The linter loads its configuration and plugins on its first file (seconds on a busy machine): once, before the probes.
beforeAll(async () => {
  await eslint.lintText('export {};\n', { filePath: join(repoRoot, 'src/probe.ts') });
});

describe('the ground floor', () => {
  it.each([
    ['src/ground/screenLanguage/probe.ts', '../../renderer/registry'],
    ['src/ground/contract/probe.ts', '../../api/apiClient'],
    ['src/ground/access/probe.ts', '../../session/can'],
    ['src/ground/screenLanguage/probe.ts', '../../screenChecker/checkScreens'],
    ['src/ground/probe.ts', '../../server/kernel/route'],
    ['src/screenChecker/probe.ts', '../renderer/registry'],
    ['src/screenChecker/probe.ts', '../app/App'],
  ])('refuses %s importing %s', async (path, specifier) => {
    expect(await problemsOf(path, specifier)).toEqual([expect.stringContaining('may not import from')]);
  });

  it.each([
    ['src/ground/screenLanguage/probe.ts', '../access/decideAccess'],
    ['src/ground/contract/probe.ts', '../screenLanguage/overlay/TenantOverlay'],
    ['src/screenChecker/probe.ts', '../ground/screenLanguage/types'],
    ['src/renderer/probe.ts', '../ground/screenLanguage/renderTemplate'],
  ])('lets %s import %s', async (path, specifier) => {
    expect(await problemsOf(path, specifier)).toEqual([]);
  });

  it('has no React', async () => {
    expect(await problemsOf('src/ground/screenLanguage/probe.ts', 'react')).toEqual([expect.stringContaining('no React')]);
  });
});
