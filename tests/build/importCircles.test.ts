// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { lintProbes } from './lintProbe';

/**
 * No module reaches itself again through its imports (issue 36), and the lint says so: eslint.config.js's
 * `import-x/no-cycle` fails `npm run lint` on any import circle in src/, server/ and build/, lazy `import()` included.
 * Each probe below stands in for a real module and imports one that already imports it.
 */
const circlesOf = lintProbes('import-x/no-cycle');

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
