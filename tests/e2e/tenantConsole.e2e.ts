import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { List as ListOf } from './demo';
import type { TenantConfiguration, ConfigurableTenant, TenantScreen } from '../../src/ground/contract/tenantConfig';
import { openBrowser, openPhonePage, selectTab, settle, keepScreenshot } from './browser';
import { api, send, textIn, token, uniqueName, signIn } from './demo';
import { addDays, dayOf } from './suiteClock';
import { bringToForeground, callAt, logInAtAcme, tenantUrl, tokenAt } from './tenantHosts';
import { cardAt } from './virtualList';

const nl = textIn('nl');
const en = textIn('en');

/** The paths of the bottom menu's links, in the order shown (the bottom menu is always on a crew member's phone). */
const bottomMenu = (page: Page) =>
  page.locator('.mantine-AppShell-footer nav').getByRole('link')
    .evaluateAll((links) => links.map((link) => new URL(link.getAttribute('href') ?? '', 'http://app.test').pathname));

/** A block date far from the suite's day, with a reason of its own, as the personal calendar's form sends it. */
const blockDate = () => ({ startDate: addDays(dayOf(inject('clock')), 500), reason: uniqueName('e2e tenant console') });

describe('support staff switch a screen off for one tenant in the console, and restore it', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('takes the personal calendar from an open phone of Acme (menu, address, calls) and gives it back, without a restart', async () => {
    const support = await token('support@demo.test');
    const acme = (await api<ListOf<ConfigurableTenant>>(support, '/tenants')).items.find((tenant) => tenant.name === 'Acme Events')!;
    const before = await api<TenantConfiguration>(support, `/tenants/${acme.id}`);

    // A crew member of Acme, logged in, the app open on the home screen.
    const { page: phone, problems } = await openPhonePage(browser, { baseURL: tenantUrl('acme') });
    await logInAtAcme(phone);
    expect(await bottomMenu(phone)).toContain('/personal-calendar');
    const crewAcme = await tokenAt('acme.localhost', 'crew@acme.test');

    // Support staff, at a desk: Tenants → Acme Events → Screens → personal-calendar → Switch off, with a reason.
    const { page: desk } = await openPhonePage(browser, { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });
    await signIn(desk, 'support@demo.test');
    await desk.goto('/support/tenants');
    await desk.getByRole('heading', { name: en('support.tenants.title'), level: 1 }).waitFor();
    await settle(desk);
    await desk.getByRole('link', { name: /Acme Events/ }).click();
    await desk.waitForURL(`**/support/tenants/${acme.id}`);
    await settle(desk);
    const screens = await api<ListOf<TenantScreen>>(support, `/tenants/${acme.id}/screens`);
    const calendar = await cardAt(desk, screens.items.findIndex((screen) => screen.id === 'personal-calendar'));
    expect(await calendar.textContent()).toContain('/personal-calendar');
    await calendar.getByRole('button', { name: en('support.screens.switchOff') }).click();
    const dialog = desk.getByRole('dialog');
    await dialog.getByLabel(en('support.reason')).fill('Acme plans vacations in its own screen');
    await dialog.getByRole('button', { name: en('support.screens.switchOff') }).click();
    await desk.getByText(en('support.screens.switchedOff')).waitFor();
    await keepScreenshot(desk, 'support-switched-off.png');
    await expect.poll(async () => (await api<TenantConfiguration>(support, `/tenants/${acme.id}`)).revision).toBe(before.revision + 1);

    // The phone comes back to the foreground: no menu entry, the address is not found, the calls are refused.
    await bringToForeground(phone);
    await expect.poll(() => bottomMenu(phone), { message: 'the bottom menu without the personal calendar' }).not.toContain('/personal-calendar');
    expect(await bottomMenu(phone)).toContain('/jobs');
    await phone.goto('/personal-calendar');
    await phone.getByRole('heading', { name: nl('notFound.title'), level: 1 }).waitFor();
    await keepScreenshot(phone, 'acme-personal-calendar-off.png');
    expect((await callAt('acme.localhost', 'POST', '/blockDates', crewAcme, blockDate())).status).toBe(404);
    expect((await callAt('acme.localhost', 'GET', '/vacationRequests', crewAcme)).status).toBe(404);
    expect((await callAt('acme.localhost', 'GET', '/jobs', crewAcme)).status).toBe(200);
    // The demo tenant's crew keeps its personal calendar and its calls.
    const crewDemo = await token('crew@demo.test');
    const demoBlock = await send<{ id: number }>(crewDemo, 'POST', '/blockDates', blockDate(), 201);
    await send(crewDemo, 'DELETE', `/blockDates/${demoBlock.id}`, undefined, 204);

    // Support restores the revision before the change (History → the second entry → Restore).
    await selectTab(desk, en('support.tenant.historyTab'));
    await settle(desk);
    const previous = await cardAt(desk, 1);
    await expect.poll(() => previous.textContent()).toContain(`#${before.revision}`);
    await previous.getByRole('button', { name: en('support.history.restore') }).click();
    await desk.getByRole('dialog').filter({ hasText: en('support.history.restoreQuestion') }).getByRole('button', { name: en('common.yes') }).click();
    await desk.getByText(en('support.history.restoredToast')).waitFor();
    const restored = await api<TenantConfiguration>(support, `/tenants/${acme.id}`);
    expect(restored.current).toMatchObject({ revision: before.revision + 2, restoredFrom: before.revision, author: 'support@demo.test' });
    expect(restored.current.overlay).toEqual(before.current.overlay);

    // It all comes back on the phone.
    await phone.goto('/');
    await phone.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
    await bringToForeground(phone);
    await expect.poll(() => bottomMenu(phone), { message: 'the bottom menu with the personal calendar again' }).toContain('/personal-calendar');
    await phone.goto('/personal-calendar');
    await phone.getByRole('heading', { name: nl('personalCalendar.title'), level: 1 }).waitFor();
    await settle(phone);
    const acmeBlock = await callAt<{ id: number }>('acme.localhost', 'POST', '/blockDates', crewAcme, blockDate());
    expect(acmeBlock.status).toBe(201);
    expect((await callAt('acme.localhost', 'DELETE', `/blockDates/${acmeBlock.body.id}`, crewAcme)).status).toBe(204);
    expect(problems).toEqual([]);
  });
});
