import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openBrowser, logIn, openPhonePage } from './browser';
import { expectedMenus } from '../app/expectedMenus';

/**
 * Each demo login's menus, as it logs in. Every page of those menus, and the first record of each that lists records,
 * is opened by the walk in accessibilityWalk.ts (no error, the records the api lists, no serious axe finding).
 */

/** One browser for the whole file; each login gets a context of its own. */
let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The paths of a menu's links, in the order shown. */
const pathsOf = (hrefs: (string | null)[]) => hrefs.map((href) => new URL(href ?? '', 'http://app.test').pathname);

/** The hrefs of the links in a part of the page. */
const hrefsIn = (page: Page, selector: string) =>
  page.locator(selector).getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));

/**
 * The screen the login landed on has settled, wherever the app sent it (project and plus-crew logins go on from /),
 * read in the page so that a redirect in between cannot fool it.
 */
async function landed(page: Page) {
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await expect.poll(() => page.evaluate(() => document.querySelector(`[data-path="${window.location.pathname}"]`)?.getAttribute('data-settled')),
    { message: 'the landing screen settles', timeout: 15_000 }).toBe('true');
}

describe('each demo login sees exactly its menu (section 2), at phone size', () => {
  it.each(Object.entries(expectedMenus))('%s', async (login, expected) => {
    const { page, problems } = await openPhonePage(browser);
    await logIn(page, login);
    // The shell with its menus stands once the landing screen has settled.
    await landed(page);
    // By structure, not by text: the chief's app speaks Dutch.
    await page.locator('header .mantine-Burger-root').click();
    const side = page.locator('.mantine-AppShell-navbar');
    await side.getByRole('link').last().waitFor();
    expect(pathsOf(await hrefsIn(page, '.mantine-AppShell-navbar'))).toEqual(expected.side);
    // Logins without a bottom menu have no bottom bar at all, so no links in it.
    expect(pathsOf(await hrefsIn(page, '.mantine-AppShell-footer nav'))).toEqual(expected.bottom);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
