import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, logIn, openPhonePage, settle } from './browser';
import { expectedMenus } from '../app/expectedMenus';
import { textIn } from './demo';

/** One browser for the whole file; each login gets a context of its own. */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The paths of a menu's links, in the order shown. */
const pathsOf = (hrefs: (string | null)[]) => hrefs.map((href) => new URL(href ?? '', 'http://app.test').pathname);

describe('each demo login sees exactly its menu (section 2), at phone size', () => {
  it.each(Object.entries(expectedMenus))('%s', async (login, expected) => {
    const { page, problems } = await openPhonePage(browser);
    await logIn(page, login);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    // By structure, not by text: the chief's app speaks Dutch.
    await page.locator('header .mantine-Burger-root').click();
    const side = page.locator('.mantine-AppShell-navbar');
    await side.getByRole('link').last().waitFor();
    expect(pathsOf(await side.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href'))))).toEqual(expected.side);
    const bottom = page.locator('.mantine-AppShell-footer nav');
    const bottomLinks = expected.bottom.length === 0 ? [] : await bottom.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    if (expected.bottom.length === 0) expect(await bottom.count()).toBe(0);
    expect(pathsOf(bottomLinks)).toEqual(expected.bottom);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

/** "Could not load" in every language (the chief's app speaks Dutch). */
const loadFailedTexts = ['en', 'nl', 'cy', 'fr', 'deAt', 'de', 'es'].map((language) => textIn(language)('errors.loadFailed'));

describe('each demo login opens every page of its menu, and the first record of each list, without an error', () => {
  it.each(Object.entries(expectedMenus).filter(([, menus]) => menus.side.length > 1))('%s', async (login, expected) => {
    const { page, problems } = await openPhonePage(browser);
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/') && response.status() >= 400) problems.push(`${response.status()} ${response.url()} on ${page.url()}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()} (${message.location().url}) on ${page.url()}`);
    });
    await logIn(page, login);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    const visit = async (path: string) => {
      await page.goto(path);
      await page.locator('h1').first().waitFor();
      await settle(page, path);
      for (const failed of loadFailedTexts) expect(await page.getByRole('alert').filter({ hasText: failed }).count(), path).toBe(0);
    };
    for (const path of expected.side.filter((path) => path !== '/logout')) {
      await visit(path);
      const firstRecord = await page.locator('[data-testid="item-card"] a[href^="/"]').first().getAttribute('href', { timeout: 500 }).catch(() => null);
      if (firstRecord) await visit(firstRecord);
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
