import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { keepScreenshot, openBrowser, openPhonePage, settle } from './browser';
import { claimsOf, openScreen, section, signIn, textIn } from './demo';
import { expectCleanWalk, findingsAt, walkTimeout } from './accessibilityWalk';
import { tenantUrl } from './tenantHosts';

/**
 * Dark mode (issue 35, point 1): a phone set to dark gets the app dark — page and cards, readable by the accessibility
 * gate's rules — and the profile's choice (follow the phone, light, dark) switches it at once and is kept on the phone.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The relative luminance (0 black, 1 white) of an element's computed background colour, as `rgb(r, g, b)`. */
async function backgroundLuminance(element: Locator): Promise<number> {
  const colour = await element.evaluate((node) => getComputedStyle(node).backgroundColor);
  const [r, g, b] = (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => Number(part) / 255);
  const linear = (channel = 1) => (channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The colour scheme the page is drawn in (Mantine's mark on <html>). */
const drawnScheme = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));

/** Dark enough to be the dark scheme's page or card (Mantine's dark 5 to 7 lie under 0.1; white is 1). */
const dark = 0.1;

describe('a phone set to dark', () => {
  it('draws the crew’s home, jobs, a job and the profile dark: the page and its cards', async () => {
    const { page, problems } = await openPhonePage(browser, { colorScheme: 'dark' });
    const bearer = await signIn(page, 'crew@demo.test');
    const t = textIn(claimsOf(bearer).loginData.language);
    await page.goto('/');
    await page.locator('h1').first().waitFor();
    await settle(page);
    expect(await drawnScheme(page)).toBe('dark');
    expect(await backgroundLuminance(page.locator('body'))).toBeLessThan(dark);
    await keepScreenshot(page, 'dark-home.png', { fullPage: true });
    await openScreen(page, '/jobs', t('jobs.title'));
    await settle(page);
    const card = page.getByTestId('item-card').first();
    expect(await backgroundLuminance(card)).toBeLessThan(dark);
    await keepScreenshot(page, 'dark-jobs.png', { fullPage: true });
    await card.getByRole('link').first().click();
    await page.waitForURL((url) => url.pathname !== '/jobs');
    await settle(page);
    expect(await backgroundLuminance(page.locator('body'))).toBeLessThan(dark);
    await keepScreenshot(page, 'dark-job.png', { fullPage: true });
    await openScreen(page, '/profile', t('profile.title'));
    await settle(page);
    expect(await backgroundLuminance(section(page, t('profile.sectionMe')))).toBeLessThan(dark);
    await keepScreenshot(page, 'dark-profile.png', { fullPage: true });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('is dark before the app’s code runs: the start script marks the page from the first paint', async () => {
    const { page } = await openPhonePage(browser, { colorScheme: 'dark' });
    // The app's own code never arrives: only index.html, its CSS and the start scripts draw the page.
    await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    expect(await drawnScheme(page)).toBe('dark');
    expect(await backgroundLuminance(page.locator('body'))).toBeLessThan(dark);
    await page.context().close();
  });

  it.each([['demo', () => inject('baseUrl')], ['acme', () => tenantUrl('acme')]] as const)('draws the public screens at %s readable', async (tenant, base) => {
    const { page } = await openPhonePage(browser, { baseURL: base(), colorScheme: 'dark' });
    const findings: string[] = [];
    for (const path of ['/login', '/forgotten-password', '/version']) findings.push(...await findingsAt(page, path));
    await page.goto('/login');
    await page.locator('h1').first().waitFor();
    await keepScreenshot(page, `dark-login-${tenant}.png`);
    expect(findings).toEqual([]);
    await page.context().close();
  });

  it.each([['crew@demo.test', () => inject('baseUrl')], ['chief@demo.test', () => inject('baseUrl')], ['crew@acme.test', () => tenantUrl('acme')]] as const)(
    '%s walks the app in dark without a serious accessibility finding',
    async (login, base) => {
      await expectCleanWalk(browser, login, { baseURL: base(), colorScheme: 'dark' }, 1);
    },
    walkTimeout,
  );
});

describe('the profile’s choice of light or dark', () => {
  it('switches the app at once, is kept on the phone after a reload, and follows the phone again', async () => {
    // A phone set to light: the choice owns this context's uiSettings (kept in the browser, not with the login).
    const { page, problems } = await openPhonePage(browser, { colorScheme: 'light' });
    const bearer = await signIn(page, 'crew@demo.test');
    const t = textIn(claimsOf(bearer).loginData.language);
    await openScreen(page, '/profile', t('profile.title'));
    expect(await drawnScheme(page)).toBe('light');
    const display = section(page, t('appearance.title'));
    const choice = display.getByRole('radiogroup', { name: t('appearance.colorScheme') });
    await expect.poll(() => choice.getByRole('radio', { name: t('appearance.colorSchemes.auto') }).isChecked()).toBe(true);
    await choice.getByText(t('appearance.colorSchemes.dark'), { exact: true }).click();
    await expect.poll(() => drawnScheme(page)).toBe('dark');
    expect(await backgroundLuminance(page.locator('body'))).toBeLessThan(dark);
    await page.reload();
    await page.getByRole('heading', { name: t('profile.title'), level: 1 }).waitFor();
    expect(await drawnScheme(page)).toBe('dark');
    expect(await choice.getByRole('radio', { name: t('appearance.colorSchemes.dark') }).isChecked()).toBe(true);
    await choice.getByText(t('appearance.colorSchemes.auto'), { exact: true }).click();
    await expect.poll(() => drawnScheme(page)).toBe('light');
    expect(await backgroundLuminance(page.locator('body'))).toBeGreaterThan(0.9);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
