// @vitest-environment node
import { cpSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfigFromFile } from 'vite';
import { appBuildInputs, buildStampOf, hashBuildInputs, isBuildCurrent } from '../../build/appBuild';

const repoRoot = join(import.meta.dirname, '..', '..');

describe('the build config', () => {
  // Vite's bundling loader (`vite build` without `--configLoader runner`) evaluates every module the config imports
  // without `import.meta.env`: one that reads it at load stopped `npm start` on a fresh clone.
  it('loads with any of Vite\'s config loaders', async () => {
    const loaded = await loadConfigFromFile({ command: 'build', mode: 'production' }, join(repoRoot, 'vite.config.ts'), repoRoot, 'silent', undefined, 'bundle');
    expect(loaded?.config.plugins?.length).toBeGreaterThan(0);
  });
});

describe('whether a build is current', () => {
  let root: string;
  const dist = () => join(root, 'dist');

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'crew-build-inputs-'));
    for (const input of ['index.html', 'vite.config.ts', 'locales', 'screens']) cpSync(join(repoRoot, input), join(root, input), { recursive: true });
    cpSync(join(repoRoot, 'index.html'), join(dist(), 'index.html'));
    writeFileSync(buildStampOf(dist()), `${hashBuildInputs(root)}\n`);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('names the inputs the issue lists, the lockfile included', () => {
    expect(appBuildInputs).toEqual(expect.arrayContaining(['src', 'screens', 'schemas', 'locales', 'themes', 'public', 'tenants', 'build', 'index.html', 'vite.config.ts', 'package-lock.json']));
  });

  it('keeps its note beside the build, not in it (nothing of it is served)', () => {
    expect(buildStampOf('/srv/app/dist')).toBe('/srv/app/.dist-inputs');
  });

  it('stays current when only file times change', () => {
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(root, 'index.html'), later, later);
    expect(isBuildCurrent(root, dist())).toBe(true);
  });

  it('is stale when an input\'s contents change, and current again once built from them', () => {
    writeFileSync(join(root, 'locales', 'en.json'), '{}\n');
    expect(isBuildCurrent(root, dist())).toBe(false);
    writeFileSync(buildStampOf(dist()), `${hashBuildInputs(root)}\n`);
    expect(isBuildCurrent(root, dist())).toBe(true);
  });

  it('is stale when a new input file appears', () => {
    writeFileSync(join(root, 'screens', 'new-screen.yaml'), 'id: new\n');
    expect(isBuildCurrent(root, dist())).toBe(false);
  });

  it('is stale without the built page, whatever the note says', () => {
    writeFileSync(buildStampOf(dist()), `${hashBuildInputs(root)}\n`);
    rmSync(join(dist(), 'index.html'));
    expect(isBuildCurrent(root, dist())).toBe(false);
  });
});
