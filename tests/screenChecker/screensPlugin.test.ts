// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, createServer, type ViteDevServer } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { screensPlugin } from '../../src/screenChecker/build/screensPlugin';
import type { OverlayError } from '../../src/screenChecker/build/overlayError';
import { routesForFixture } from './fixtureRoutes';

const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url));
const servers: ViteDevServer[] = [];

async function devServer(root: string): Promise<ViteDevServer> {
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [screensPlugin({ productRoutes: routesForFixture(root) })],
    server: { middlewareMode: true, ws: false },
  });
  servers.push(server);
  return server;
}

const load = (server: ViteDevServer, id: string) => server.environments.client.transformRequest(id);

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

describe('screensPlugin', () => {
  it('serves the registry and the standalone validators', async () => {
    const server = await devServer(fixture('screens-good'));
    const registry = await load(server, 'virtual:screen-registry');
    // Each screen's outline, and its spec in a module of its own.
    expect(registry?.code).toMatch(/^export default \{\n {2}menus: \{.*\n {2}screens: \[\n {4}\{"id":"forgotten-password",/);
    expect(registry?.code).toMatch(/load: \(\) => import\("[^"]*virtual:screen-spec\/forgotten-password"\)/);
    const spec = await load(server, 'virtual:screen-spec/forgotten-password');
    expect(spec?.code).toMatch(/^export default \{"id":"forgotten-password",.*"layout":"form"/);
    const validators = await load(server, 'virtual:screen-validators');
    expect(validators?.code).toContain('validateScreen');
  }, 30_000);

  it('throws for the dev overlay with the file, line and column of the error', async () => {
    const root = fixture('screens-broken/wrong-layout');
    const server = await devServer(root);
    const error = (await load(server, 'virtual:screen-registry').catch((thrown: unknown) => thrown)) as OverlayError;
    const file = path.join(root, 'screens/jobs.yaml');
    expect(error.message).toContain('screens/jobs.yaml:4:9 layout must be one of list, detail,');
    expect(error.id).toBe(file);
    expect(error.loc).toEqual({ file, line: 4, column: 9 });
    expect(error.frame).toContain('> 4 | layout: lists');
  }, 30_000);

  it('fails vite build with every error', async () => {
    const run = build({
      root: fixture('screens-broken/missing-i18n-key'),
      configFile: false,
      logLevel: 'silent',
      plugins: [screensPlugin()],
      build: { write: false, rollupOptions: { input: 'virtual:screen-registry' } },
    });
    await expect(run).rejects.toThrow(/screens\/jobs\.yaml:3:8 i18n key "jobs\.titel" is missing from locales\/en\.json/);
  }, 30_000);

  it('checks again after a screen file changes', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'screens-plugin-'));
    cpSync(fixture('screens-good'), root, { recursive: true });
    const server = await devServer(root);
    expect((await load(server, 'virtual:screen-registry'))?.code).toContain('"id":"jobs"');
    const file = path.join(root, 'screens/jobs.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace('layout: list', 'layout: lists'));
    // The watcher sees the change a moment later; until then the old registry is still served.
    const problem = () => load(server, 'virtual:screen-registry').then(
      () => 'no error',
      (thrown: unknown) => (thrown instanceof Error ? thrown.message : String(thrown)),
    );
    await expect.poll(problem, { timeout: 10_000, interval: 100 }).toContain('screens/jobs.yaml:8:9 layout must be one of');
  }, 30_000);

  it('checks again when a language is added to locales/', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'screens-plugin-'));
    cpSync(fixture('screens-good'), root, { recursive: true });
    const server = await devServer(root);
    expect((await load(server, 'virtual:screen-registry'))?.code).toContain('"id":"jobs"');
    writeFileSync(path.join(root, 'locales/nl.json'), '{}\n');
    const problem = () => load(server, 'virtual:screen-registry').then(
      () => 'no error',
      (thrown: unknown) => (thrown instanceof Error ? thrown.message : String(thrown)),
    );
    await expect.poll(problem, { timeout: 10_000, interval: 100 }).toMatch(/^locales\/en\.json:2:3 "\w+" is missing from locales\/nl\.json/);
  }, 30_000);
});
