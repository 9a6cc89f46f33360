// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { lintProbes } from '../build/lintProbe';

/**
 * The ground floor (src/ground: the API contract, the access rule, the screen language) stands on nothing of the app
 * or the server; the screen checker (Node) stands beside it on the same floor, and the app's layers stand on both.
 */
const problemsOf = lintProbes('no-restricted-imports');

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
