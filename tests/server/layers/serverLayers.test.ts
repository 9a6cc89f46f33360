// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { lintProbes } from '../../build/lintProbe';

/**
 * The server's imports run one way — kernel → db → store (tenantConfig, files, mail) → auth → demo → api (http) → app — and
 * the lint rule of eslint.config.js says so: an import against the flow is an error, and there is no import loop.
 */
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const problemsOf = lintProbes('no-restricted-imports');

describe('the server layers', () => {
  it.each([
    ['server/kernel/probe.ts', '../db/openDatabase'],
    ['server/kernel/probe.ts', '../store/jobStore'],
    ['server/db/probe.ts', '../store/tenantStore'],
    ['server/db/probe.ts', '../demo/seed'],
    ['server/store/probe.ts', '../api/registerApi'],
    ['server/store/plusCrews/probe.ts', '../../http/readMultipart'],
    ['server/auth/probe.ts', '../demo/demoUsers'],
    ['server/store/probe.ts', '../auth/password'],
    ['server/store/documents/probe.ts', '../../auth/sessions'],
    ['server/mail/probe.ts', '../auth/tokens'],
    ['server/files/probe.ts', '../app'],
    ['server/demo/seeds/probe.ts', '../../api/routes/jobRoutes'],
    ['server/api/routes/probe.ts', '../../appDatabase'],
    ['server/http/probe.ts', '../pwa/servePwa'],
  ])('refuses %s importing %s', async (path, specifier) => {
    expect(await problemsOf(path, specifier)).toEqual([expect.stringContaining('This server layer may not import')]);
  });

  it.each([
    ['server/api/probe.ts', '../../src/renderer/registry'],
    ['server/probe.ts', '../src/app/App'],
    ['server/store/probe.ts', '../../src/api/apiClient'],
    ['server/kernel/probe.ts', '../../src/session/can'],
  ])('refuses %s importing the app at %s: the server stands on the ground floor only', async (path, specifier) => {
    expect(await problemsOf(path, specifier)).toEqual([expect.stringContaining('The server may import only src/ground/')]);
  });

  it.each([
    ['server/db/probe.ts', '../kernel/HttpError'],
    ['server/store/probe.ts', '../db/migrations'],
    ['server/demo/probe.ts', '../store/activityStore'],
    ['server/auth/probe.ts', '../store/tenantStore'],
    ['server/api/routes/probe.ts', '../../store/jobStore'],
    ['server/api/probe.ts', '../../src/ground/contract'],
    ['server/kernel/probe.ts', '../../src/ground/access/decideAccess'],
    ['server/tenantConfig/probe.ts', '../../src/screenChecker/overlay/checkOverlay'],
    ['server/probe.ts', './demo/seed'],
  ])('lets %s import %s', async (path, specifier) => {
    expect(await problemsOf(path, specifier)).toEqual([]);
  });

  it('has no import loop, type imports included', () => {
    const serverRoot = join(repoRoot, 'server');
    const files = (readdirSync(serverRoot, { recursive: true }) as string[]).filter((file) => file.endsWith('.ts')).map((file) => join(serverRoot, file));
    const known = new Set(files);
    const importsOf = new Map(files.map((file) => [file, [...readFileSync(file, 'utf8').matchAll(/^(?:import|export)\b[^;]*?from\s+'(\.{1,2}\/[^']+)'/gm)]
      .map((match) => resolve(dirname(file), `${match[1]}.ts`)).filter((target) => known.has(target))]));
    const loops: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (file: string, path: string[]) => {
      state.set(file, 'open');
      for (const target of importsOf.get(file) ?? []) {
        if (state.get(target) === 'open') loops.push([...path.slice(path.indexOf(target)), target].map((step) => relative(serverRoot, step)).join(' → '));
        else if (!state.has(target)) visit(target, [...path, target]);
      }
      state.set(file, 'done');
    };
    for (const file of files) if (!state.has(file)) visit(file, [file]);
    expect(loops).toEqual([]);
  });
});
