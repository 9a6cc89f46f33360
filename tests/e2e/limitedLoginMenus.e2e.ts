import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openBrowser, logIn, settle, keepScreenshot } from './browser';
import { api, claimsOf, expectNoErrorState, textIn, token, watchedPhonePage, type List } from './demo';

/*
 * The limited logins' menus hold their own pages (product spec section 2: they see only those; section 6: a plus-crew
 * login gets its data page with plusCrews.EDIT). Section 2 hides the back button for plus-crew logins and on a project
 * login's project page: there the side menu is the in-app way back. Nothing here changes data.
 */

/** Opens the side menu and answers its links' paths, in order. */
async function sideMenu(page: Page): Promise<string[]> {
  await page.locator('header .mantine-Burger-root').click();
  const menu = page.locator('.mantine-AppShell-navbar');
  await menu.getByRole('link').last().waitFor();
  return (await menu.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))).map((href) => new URL(href, 'http://app.test').pathname);
}

/** Follows the side menu's link to `path` and waits for that screen to settle. */
async function follow(page: Page, path: string): Promise<void> {
  await page.locator(`.mantine-AppShell-navbar a[href="${path}"]`).click();
  await page.waitForURL((url) => url.pathname === path);
  await settle(page, `after the menu link to ${path}`);
}

describe('the limited logins\' menus and ways back', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('PC-7 goes from its plus crew to the data page and back through the menu, never the browser\'s back', async () => {
    const t = textIn(claimsOf(await token('PC-7')).loginData.language);
    const { page, problems } = await watchedPhonePage(browser);
    await logIn(page, 'PC-7');
    await page.waitForURL((url) => url.pathname === '/plus-crews/7');
    await expectNoErrorState(page);
    await page.getByRole('button', { name: t('plusCrew.openData') }).click();
    await page.waitForURL((url) => url.pathname === '/plus-crews/7/data');
    await page.getByRole('heading', { name: t('plusCrew.dataTitle'), level: 1 }).waitFor();
    await expectNoErrorState(page);
    // Section 2: no back button for a plus-crew login; the menu holds its plus crew and its data page.
    expect(await page.getByRole('button', { name: t('common.back') }).count()).toBe(0);
    expect(await sideMenu(page)).toEqual(['/plus-crews/7', '/plus-crews/7/data', '/logout']);
    await page.locator('.mantine-AppShell-navbar').getByRole('link', { name: t('plusCrew.title'), exact: true }).waitFor();
    await keepScreenshot(page, 'plus-crew-login-menu.png');
    await follow(page, '/plus-crews/7');
    await page.getByRole('heading', { name: t('plusCrew.title'), level: 1 }).waitFor();
    await expectNoErrorState(page);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('P-1001 has its project in the menu, and gets back to it from a crew page by the back button and by the menu', async () => {
    const bearer = await token('P-1001');
    const t = textIn(claimsOf(bearer).loginData.language);
    const crews = (await api<List<{ id: number }>>(bearer, '/projects/1001/projectCrews')).items;
    expect(crews.length, 'project 1001 has a crew').toBeGreaterThan(0);
    const { page, problems } = await watchedPhonePage(browser);
    await logIn(page, 'P-1001');
    await page.waitForURL((url) => url.pathname === '/projects/1001');
    await expectNoErrorState(page);
    expect(await sideMenu(page)).toEqual(['/projects/1001', '/logout']);
    await page.locator('.mantine-AppShell-navbar').getByRole('link', { name: t('project.title'), exact: true }).waitFor();
    await keepScreenshot(page, 'project-login-menu.png');
    // A crew page of its project has the back button (section 2 hides it on the project page only) …
    await page.goto(`/crews/${crews[0]!.id}`);
    await expectNoErrorState(page);
    await page.getByRole('button', { name: t('common.back') }).click();
    await page.waitForURL((url) => url.pathname === '/projects/1001');
    await expectNoErrorState(page);
    // … and the menu leads back to the project from anywhere, a page opened by its address too.
    await page.goto(`/crews/${crews[0]!.id}`);
    await expectNoErrorState(page);
    expect(await sideMenu(page)).toEqual(['/projects/1001', '/logout']);
    await follow(page, '/projects/1001');
    await page.getByRole('heading', { name: t('project.title'), level: 1 }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
