import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, logIn, openPhonePage } from './browser';
import { expectedMenus } from '../app/expectedMenus';

/** The paths of a menu's links, in the order shown. */
const pathsOf = (hrefs: (string | null)[]) => hrefs.map((href) => new URL(href ?? '', 'http://app.test').pathname);

describe('each demo login sees exactly its menu (section 2), at phone size', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(Object.entries(expectedMenus))('%s', async (login, expected) => {
    const { page, problems } = await openPhonePage(browser, inject('baseUrl'));
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
