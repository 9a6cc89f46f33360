// @vitest-environment node
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConfigurableTenant, OverlayRevisionSummary, TenantConfiguration } from '../../../src/ground/contract/tenantConfig';
import { readTenantFolder } from '../../../src/screenChecker/cli/tenants/readTenantFolder';
import { emptyOverlay, type TenantOverlay } from '../../../src/ground/screenLanguage/overlay/TenantOverlay';
import { startTestServer, type TestServer } from '../../server/testServer';
import { copyAcme, makeWorkDir, repo, runTenantCli, writeFolder } from './runTenantCli';

let server: TestServer;
let token: string;
let acmeId: number;
let env: Record<string, string>;
const work = makeWorkDir();
const acmeOverlay = readTenantFolder(join(repo, 'tenants/acme')).overlay;

beforeAll(async () => {
  server = await startTestServer();
  // The command line needs a real address; support@demo.test logs in at 127.0.0.1 (the fallback tenant) and reaches Acme by id.
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  env = { CREW_SERVER: address, CREW_PASSWORD: 'demo1234' };
  token = await server.login('support@demo.test');
  const tenants = (await server.call('GET', '/tenants', token)).json<{ items: ConfigurableTenant[] }>().items;
  acmeId = tenants.find((tenant) => tenant.hosts.includes('acme.localhost'))!.id;
}, 60_000);
afterAll(async () => {
  await server?.close();
  rmSync(work, { recursive: true, force: true });
});

const current = async () => (await server.call('GET', `/tenants/${acmeId}`, token)).json<TenantConfiguration>().current;
/** Makes an overlay Acme's next revision through the api, and answers its number. */
async function save(overlay: TenantOverlay): Promise<number> {
  const response = await server.call('POST', `/tenants/${acmeId}/overlay`, token, { overlay, reason: 'test set-up' });
  expect(response.statusCode).toBe(201);
  return response.json<OverlayRevisionSummary>().revision;
}
/** Every file of a folder, by path inside it. */
function filesOf(folder: string): Record<string, string> {
  const entries = readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return Object.fromEntries(entries.map((entry) => {
    const file = join(entry.parentPath, entry.name);
    return [file.slice(folder.length + 1), readFileSync(file, 'utf8')];
  }));
}

describe('npm run tenant -- push, pull, diff (against a running server)', () => {
  it('pushes tenants/acme as Acme’s next revision', async () => {
    const before = (await current()).revision;
    const run = await runTenantCli(['push', 'tenants/acme', '--reason', 'my vacations'], repo, env);
    expect(run.lines).toEqual([`acme: revision ${before + 1} by support@demo.test`]);
    expect(run.status).toBe(0);
    const after = await current();
    expect({ revision: after.revision, reason: after.reason, overlay: after.overlay }).toEqual({ revision: before + 1, reason: 'my vacations', overlay: acmeOverlay });
  }, 60_000);

  it('pulls the current revision into a folder: the same files, stale ones removed', async () => {
    const revision = await save(acmeOverlay);
    const folder = writeFolder(join(work, 'acme'), { 'screens/old.yaml': 'id: old\n', 'locales/xx.json': '{}\n', 'notes.md': 'kept\n' });
    const run = await runTenantCli(['pull', 'acme'], work, env);
    expect(run.lines).toEqual([
      'wrote acme/screens/my-vacations.yaml',
      ...['cy', 'de', 'deAt', 'en', 'es', 'fr', 'nl'].map((language) => `wrote acme/locales/${language}.json`),
      'removed acme/screens/old.yaml', 'removed acme/locales/xx.json',
      `acme: revision ${revision} of Acme Events (8 written, 0 unchanged, 2 removed)`,
    ]);
    expect(run.status).toBe(0);
    expect(filesOf(folder)).toEqual({ ...filesOf(join(repo, 'tenants/acme')), 'notes.md': 'kept\n' });
  }, 60_000);

  it('pulls an earlier revision with --revision', async () => {
    const empty = await save(emptyOverlay);
    await save(acmeOverlay);
    const folder = copyAcme(join(work, 'rollback'));
    const run = await runTenantCli(['pull', 'rollback', '--tenant', 'Acme Events', '--revision', String(empty)], work, env);
    expect(run.lines.at(-1)).toBe(`rollback: revision ${empty} of Acme Events (0 written, 0 unchanged, 8 removed)`);
    expect(filesOf(folder)).toEqual({});
  }, 60_000);

  it('diffs two revisions file by file, and a folder against the current one', async () => {
    const empty = await save(emptyOverlay);
    const full = await save(acmeOverlay);
    const [revisions, folder] = await Promise.all([
      runTenantCli(['diff', String(empty), String(full), '--tenant', 'acme'], repo, env),
      runTenantCli(['diff', 'tenants/acme'], repo, env),
    ]);
    const screen = readFileSync(join(repo, 'tenants/acme/screens/my-vacations.yaml'), 'utf8').trimEnd().split('\n');
    expect(revisions.lines.slice(0, screen.length + 3)).toEqual([
      '--- /dev/null', `+++ revision ${full}/screens/my-vacations.yaml`, `@@ -0,0 +1,${screen.length} @@`, ...screen.map((line) => `+${line}`),
    ]);
    expect(revisions.lines).toContain(`+++ revision ${full}/locales/nl.json`);
    expect(revisions.status).toBe(1);
    expect([folder.status, folder.lines]).toEqual([0, []]);
  }, 60_000);

  it('refuses to push a folder that fails the check, and sends nothing', async () => {
    const before = (await current()).revision;
    const folder = copyAcme(join(work, 'broken'));
    writeFolder(folder, { 'screens/my-vacations.yaml': readFileSync(join(folder, 'screens/my-vacations.yaml'), 'utf8').replace('/my-vacations', '/jobs') });
    const run = await runTenantCli(['push', 'broken', '--tenant', 'acme'], work, env);
    expect(run.lines[0]).toBe('broken/screens/my-vacations.yaml:5:8 route "/jobs" is already used by screens/jobs.yaml ("/jobs")');
    expect(run.errorLines).toEqual(['broken: not pushed (fix the errors above)']);
    expect(run.status).toBe(1);
    expect((await current()).revision).toBe(before);
  }, 60_000);

  it('prints each problem the server finds and exits 1 when it refuses the overlay', async () => {
    // Support staff placed Acme's screen in the bottom menu; a folder without settings.yaml keeps that setting, so
    // pushing one that drops the screen is refused by the server's check.
    const before = await save({ ...acmeOverlay, screens: { 'my-vacations': { bottom: { order: 5, icon: 'calendar-event' } } } });
    const folder = copyAcme(join(work, 'dropped'));
    rmSync(join(folder, 'screens'), { recursive: true });
    const run = await runTenantCli(['push', 'dropped', '--tenant', 'acme'], work, env);
    expect(run.lines).toEqual([
      `dropped: no settings.yaml, keeping the 1 setting of revision ${before}`,
      'settings.yaml:/screens/my-vacations screen "my-vacations" does not exist',
    ]);
    expect(run.errorLines).toEqual([expect.stringMatching(/^dropped: not pushed \(POST \/tenants\/\d+\/overlay: 400 /)]);
    expect(run.status).toBe(1);
    expect((await current()).revision).toBe(before);
  }, 60_000);

  it('says why it cannot log in, without printing the password', async () => {
    const run = await runTenantCli(['pull', join(work, 'nowhere'), '--tenant', 'acme', '--password', 'wrong-secret-42'], repo, env);
    expect(run.errorLines).toEqual([expect.stringMatching(/^tenant: POST \/auth\/token: 401 /)]);
    expect(run.errorLines.join('\n')).not.toContain('wrong-secret-42');
    expect([run.status, existsSync(join(work, 'nowhere'))]).toEqual([2, false]);
  }, 60_000);
});
