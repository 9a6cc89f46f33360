import { execFile } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { ConfigurableTenant, TenantConfiguration } from '../../src/ground/contract/tenantConfig';
import type { Tenant } from '../../src/ground/contract';
import { openBrowser, openPhonePage, runFile, settle, keepScreenshot } from './browser';
import { api, loggedInPhone, send, textIn, token, uniqueName, type List } from './demo';
import { addDays, dayOf } from './suiteClock';
import { tsxCommand } from '../../build/tsxCommand';
import { callAt, logInAtAcme, tenantUrl, tokenAt } from './tenantHosts';

const nl = textIn('nl');
const acmeTexts = JSON.parse(readFileSync('tenants/acme/locales/nl.json', 'utf8')) as { acmeVacations: { title: string } };

/** `npm run tenant -- <args>` against the suite's server as the demo support login: exit code and output. */
async function tenantCommand(...args: string[]): Promise<{ code: number; output: string }> {
  const run = promisify(execFile);
  const env = { ...process.env, CREW_SERVER: inject('baseUrl'), CREW_LOGIN: 'support@demo.test', CREW_PASSWORD: 'demo1234' };
  return run(...tsxCommand('src/screenChecker/cli/tenant.ts', ...args), { env }).then(
    ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, output: error.stdout + error.stderr }),
  );
}

describe('an implementer ships a tenant screen with the command line', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('pushes tenants/acme: Acme crew gets "My vacations" in the menu with its list; the demo tenant has no such route; a broken folder changes nothing', async () => {
    const support = await token('support@demo.test');
    const acme = (await api<List<ConfigurableTenant>>(support, '/tenants')).items.find((tenant) => tenant.name === 'Acme Events')!;
    const start = await api<TenantConfiguration>(support, `/tenants/${acme.id}`);
    const crewAcme = await tokenAt('acme.localhost', 'crew@acme.test');
    const reason = uniqueName('e2e vacation');
    const vacation = await callAt<{ id: number }>('acme.localhost', 'POST', '/vacationRequests', crewAcme,
      { startDate: addDays(dayOf(inject('clock')), 300), paid: true, reason });
    expect(vacation.status).toBe(201);

    const pushed = await tenantCommand('push', 'tenants/acme', '--reason', 'e2e: Acme ships my vacations');
    expect(pushed.output).toMatch(new RegExp(`acme: revision ${start.revision + 1} by support@demo.test`));
    expect(pushed.code).toBe(0);

    // Acme's crew: the tenant's own screen in the menu, with the tenant's own words, listing the request.
    const { page, problems } = await openPhonePage(browser, { baseURL: tenantUrl('acme') });
    await logInAtAcme(page);
    await page.getByRole('button', { name: nl('menu.toggle') }).click();
    await page.getByRole('navigation', { name: nl('menu.side') }).getByRole('link', { name: acmeTexts.acmeVacations.title }).click();
    await page.getByRole('heading', { name: acmeTexts.acmeVacations.title, level: 1 }).waitFor();
    await settle(page);
    await page.getByText(reason).waitFor();
    await keepScreenshot(page, 'acme-my-vacations.png');

    // The demo tenant does not have it.
    const demo = await loggedInPhone(browser, 'crew@demo.test');
    await demo.page.goto('/my-vacations');
    await demo.page.getByRole('heading', { name: demo.t('notFound.title'), level: 1 }).waitFor();
    const demoTenant = (await callAt<Tenant>('localhost', 'GET', '/tenant')).body;
    expect(demoTenant.overlay.screens.map((screen) => screen.id)).not.toContain('my-vacations');

    // A broken copy of the folder: an unknown key, a route the product has, a text nobody wrote.
    const broken = runFile('tenants', 'acme');
    cpSync('tenants/acme', broken, { recursive: true });
    const screenFile = `${broken}/screens/my-vacations.yaml`;
    writeFileSync(screenFile, readFileSync(screenFile, 'utf8')
      .replace('route: /my-vacations', 'route: /jobs')
      .replace('layout: list', 'layout: list\ncolour: orange')
      .replace('empty: acmeVacations.empty', 'empty: acmeVacations.nobodyWroteThis'));
    const refused = await tenantCommand('push', broken, '--tenant', 'acme');
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/my-vacations\.yaml:\d+:\d+ route "\/jobs" is already used/);
    expect(refused.output).toMatch(/my-vacations\.yaml:\d+:\d+ .*colour/);
    expect(refused.output).toMatch(/my-vacations\.yaml:\d+:\d+ i18n key "acmeVacations\.nobodyWroteThis" is missing/);
    // The server refuses the same overlay on its own, each problem at its tenant-screens file, line and column.
    const overlay = (await api<TenantConfiguration>(support, `/tenants/${acme.id}`)).current.overlay;
    const brokenOverlay = { ...overlay, files: { 'my-vacations.yaml': readFileSync(screenFile, 'utf8') } };
    const answer = await send<{ error: { details: { message: string }[] } }>(support, 'POST', `/tenants/${acme.id}/overlay`, { overlay: brokenOverlay, reason: 'broken' }, 400);
    expect(answer.error.details.map((detail) => detail.message)).toEqual(expect.arrayContaining([
      expect.stringMatching(/^tenant-screens\/my-vacations\.yaml:\d+:\d+ route "\/jobs" is already used/),
      expect.stringMatching(/^tenant-screens\/my-vacations\.yaml:\d+:\d+ .*colour/),
      expect.stringMatching(/^tenant-screens\/my-vacations\.yaml:\d+:\d+ i18n key "acmeVacations\.nobodyWroteThis" is missing/),
    ]));
    // Acme keeps its last good revision.
    expect((await api<TenantConfiguration>(support, `/tenants/${acme.id}`)).revision).toBe(start.revision + 1);
    await page.reload();
    await page.getByRole('heading', { name: acmeTexts.acmeVacations.title, level: 1 }).waitFor();
    await settle(page);
    await page.getByText(reason).waitFor();

    // Leave Acme as this file found it.
    await send(support, 'POST', `/tenants/${acme.id}/revisions/${start.revision}/restore`, { reason: 'e2e: back to where it was' }, 201);
    expect((await callAt('acme.localhost', 'DELETE', `/vacationRequests/${vacation.body.id}`, crewAcme)).status).toBe(204);
    expect(problems).toEqual([]);
    expect(demo.problems).toEqual([]);
  });
});
