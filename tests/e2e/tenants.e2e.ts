import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPhonePage } from './browser';

/** The second demo tenant answers at acme.localhost (browsers send every *.localhost name to this machine). */
const acmeUrl = () => inject('baseUrl').replace('localhost', 'acme.localhost');

describe('a second tenant on its own host name', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows its own name, language and watermark, and leaves the screens it turned off out of the menu', async () => {
    const { page } = await openPhonePage(browser, { baseURL: acmeUrl() });
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Acme Events' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('nl');
    expect(await page.title()).toContain('Acme Events');
    await page.getByLabel('E-mail of login-ID').fill('crew@acme.test');
    await page.getByLabel('Wachtwoord').first().fill('demo1234');
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
    expect(await page.getByTestId('tenant-backdrop').textContent()).toContain('Acme Events');
    await page.getByRole('button', { name: 'Menu openen of sluiten' }).click();
    const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });
    await menu.getByRole('link', { name: 'Diensten' }).waitFor();
    expect(await menu.getByRole('link', { name: 'Persoonlijke agenda' }).count()).toBe(0);
    await page.screenshot({ path: 'test-results/screenshots/acme-menu.png' });
  });

  it('keeps the demo tenant on localhost in English with its full menu', async () => {
    const { page } = await openPhonePage(browser);
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Moyo Crew' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en');
  });
});
