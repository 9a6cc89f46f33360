import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openBrowser, logIn, openPhonePage, settle, keepScreenshot } from './browser';
import { expectedMenus } from '../app/expectedMenus';

/** The second demo tenant answers at acme.localhost (browsers send every *.localhost name to this machine). */
const acmeUrl = () => inject('baseUrl').replace('localhost', 'acme.localhost');

/** The paths of the links in a part of the page, in the order shown. */
const pathsIn = async (page: Page, selector: string) =>
  (await page.locator(selector).getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href'))))
    .map((href) => new URL(href ?? '', 'http://app.test').pathname);

describe('a second tenant on its own host name', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows its own name, language and watermark, and the crew menu', async () => {
    const { page, problems } = await openPhonePage(browser, { baseURL: acmeUrl() });
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Acme Events' }).waitFor();
    await settle(page);
    expect(await page.getAttribute('html', 'lang')).toBe('nl');
    expect(await page.title()).toContain('Acme Events');
    await page.getByLabel('E-mail of login-ID').fill('crew@acme.test');
    await page.getByLabel('Wachtwoord').first().fill('demo1234');
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
    await settle(page);
    expect(await page.getByTestId('tenant-backdrop').textContent()).toContain('Acme Events');
    await page.getByRole('button', { name: 'Menu openen of sluiten' }).click();
    const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });
    await menu.getByRole('link', { name: 'Diensten' }).waitFor();
    const side = await pathsIn(page, '.mantine-AppShell-navbar');
    expect(side, 'a crew menu').toContain('/jobs');
    expect(await pathsIn(page, '.mantine-AppShell-footer nav'), 'the bottom menu').toContain('/jobs');
    await keepScreenshot(page, 'acme-menu.png');
    expect(problems).toEqual([]);
  });

  it('keeps the demo tenant on localhost in English with its full menu', async () => {
    const { page, problems } = await openPhonePage(browser);
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Moyo Crew' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await logIn(page, 'crew@demo.test');
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
    await settle(page);
    await page.getByRole('button', { name: 'Open or close the menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Personal calendar' }).waitFor();
    expect(await pathsIn(page, '.mantine-AppShell-navbar')).toEqual(expectedMenus['crew@demo.test']!.side);
    expect(await pathsIn(page, '.mantine-AppShell-footer nav')).toEqual(expectedMenus['crew@demo.test']!.bottom);
    expect(problems).toEqual([]);
  });
});
