// @vitest-environment node
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * No module reaches itself again through its imports (issue 36), and the lint says so: eslint.config.js's
 * `import-x/no-cycle` fails `npm run lint` on any import circle in src/, server/ and build/, lazy `import()` included.
 * Each probe below stands in for a real module and imports one that already imports it.
 */
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

/** The import-circle messages for the module at `path` if it imported `specifier`. */
async function circlesOf(path: string, specifier: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import * as probe from '${specifier}';\nexport const used = probe;\n`, { filePath: join(repoRoot, path) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'import-x/no-cycle').map((message) => message.message);
}

// The linter loads its configuration and plugins on its first file (seconds on a busy machine): once, before the probes.
beforeAll(async () => {
  await eslint.lintText('export {};\n', { filePath: join(repoRoot, 'src/probe.ts') });
});

describe('import circles', () => {
  it.each([
    // The renderer's old circle: the layout table lazily imports the layouts, whose panels and tabs draw LayoutView.
    ['src/renderer/LayoutView.tsx', './registry'],
    ['src/ground/screenLanguage/customComponents.ts', './screenCalls'],
    ['server/kernel/HttpError.ts', './route'],
    ['build/appBuild.ts', './buildAppCommand'],
  ])('fails the lint when %s imports %s, which imports it back', async (path, specifier) => {
    expect(await circlesOf(path, specifier)).toEqual([expect.stringContaining('Dependency cycle')]);
  }, 60_000);

  it.each([
    ['src/renderer/LayoutView.tsx', './UnknownKind'],
    ['src/app/useRendererEnvironment.ts', '../renderer/registry'],
  ])('lets %s import %s', async (path, specifier) => {
    expect(await circlesOf(path, specifier)).toEqual([]);
  }, 60_000);
});
