import { expect, inject } from 'vitest';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { openPhonePage, settle } from './browser';
import { token } from './demo';
import { menuLists } from './menuLists';
import { expectedMenus } from '../app/expectedMenus';
import { seriousFindings } from './accessibilityFindings';
import { tenantUrl } from './tenantHosts';

/**
 * The walk of each login through its app, shared by the accessibility files (accessibility*.e2e.ts, split so that
 * the suite's shards can run them side by side): log in through the login screen and open where it lands, every page
 * of its side menu and the first record of every page that lists records; on each, no error and no serious axe-core
 * finding (WCAG 2.1 A and AA, issue 17), and on a phone each demo login's side and bottom menus exactly as section 2
 * says (expectedMenus.ts) and the records the api lists.
 */

/** Every demo login, with the address of its tenant. */
export const walkedLogins: [string, () => string][] = [
  ...Object.keys(expectedMenus).map((login): [string, () => string] => [login, () => inject('baseUrl')]),
  ['crew@acme.test', () => tenantUrl('acme')],
  ['support@acme.test', () => tenantUrl('acme')],
];

/** The screen at the page's address has settled, wherever the app sent it. */
async function settled(page: Page) {
  await expect.poll(() => page.evaluate(() => document.querySelector(`[data-path="${window.location.pathname}"]`)?.getAttribute('data-settled')),
    { message: `the screen at ${page.url()} settles`, timeout: 15_000 }).toBe('true');
}

/** Opens a path, waits for its screen to settle and returns axe's serious findings on it. */
export async function findingsAt(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await page.locator('h1').first().waitFor();
  await settle(page, `(${path})`);
  return seriousFindings(page);
}

/**
 * Takes the app to `path` the way its own links do (a history entry and the router's popstate), not by loading the
 * page again: as a person moves through the app, and a walk of some 15 pages takes a third less time.
 */
async function moveInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await page.waitForURL((url) => url.pathname === new URL(path, url).pathname);
}

/** The paths of the links in a part of the page, in the order shown. */
const linkPaths = async (page: Page, selector: string) => (await page.locator(selector).getByRole('link')
  .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))).map((href) => new URL(href, 'http://app.test').pathname);

/**
 * The paths of the side menu's links, log out included, read from the menu (opened first where it hides behind the
 * burger; found by structure, not by text: the chief's app speaks Dutch).
 */
async function sideMenuPaths(page: Page): Promise<string[]> {
  const burger = page.locator('header .mantine-Burger-root');
  const behindBurger = await burger.isVisible();
  if (behindBurger) await burger.click();
  await page.locator('.mantine-AppShell-navbar').getByRole('link').last().waitFor();
  const paths = await linkPaths(page, '.mantine-AppShell-navbar');
  if (behindBurger) await burger.click();
  return paths;
}

/** The addresses the record cards on the page open, in order. */
const cardLinks = (page: Page) => page.locator('[data-testid="item-card"] a[href^="/"]')
  .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));

/** What a walk saw: axe's serious findings, the pages walked, and the errors on the way (console, uncaught, api ≥ 400). */
export interface Walked { findings: string[]; walked: string[]; problems: string[] }

/**
 * Walks the app as the login, logged in through the login screen: where it lands, every page of its side menu and the
 * first record of each page that lists records as cards, moving in the app (moveInApp). On every page: its screen
 * settles with no error state, and axe runs. With `cards` (a phone), a `demo` login's side and bottom menus are
 * exactly section 2's (expectedMenus.ts), and each menu page that lists records (menuLists.ts) must show first a
 * record the api lists for the login, or none when the api has none; a login with such pages must have records on one
 * of them at least.
 */
export async function walk(page: Page, login: string, { demo, cards }: { demo: boolean; cards: boolean }): Promise<Walked> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()} on ${page.url()}`);
  });
  page.on('pageerror', (error) => problems.push(`${error.message} on ${page.url()}`));
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/') && response.status() >= 400) problems.push(`${response.status()} ${response.url()} on ${page.url()}`);
  });
  const bearer = demo ? await token(login) : undefined;
  // By the fields' names: another tenant's login screen (and the chief's) may speak another language.
  await page.goto('/login');
  await page.locator('input[name="username"]').fill(login);
  await page.locator('input[name="password"]').fill('demo1234');
  await page.locator('button[type="submit"]').click();
  // Project and plus-crew logins go on from where they land: the screen at the address settles, wherever it is.
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await settled(page);
  const findings = await seriousFindings(page);
  const walked = [new URL(page.url()).pathname];
  const visit = async (path: string) => {
    await moveInApp(page, path);
    await settle(page, `(${path})`);
    findings.push(...await seriousFindings(page));
    expect(await page.getByTestId('error-state').count(), `${login}: an error state on ${path}`).toBe(0);
    walked.push(path);
  };
  let filledLists = 0;
  const menu = await sideMenuPaths(page);
  if (cards && demo) {
    // Logins without a bottom menu have no bottom bar at all, so no links in it.
    expect({ side: menu, bottom: await linkPaths(page, '.mantine-AppShell-footer nav') }, `${login}: the menus of section 2`).toEqual(expectedMenus[login]);
  }
  const paths = menu.filter((path) => path !== '/logout');
  for (const path of paths) {
    await visit(path);
    const [firstRecord] = await cardLinks(page);
    const listed = cards && bearer && path in menuLists ? await menuLists[path]!(bearer) : undefined;
    if (listed?.length === 0) expect(firstRecord, `${login}: ${path} lists nothing, as the api says`).toBeUndefined();
    if (listed && listed.length > 0) {
      expect(listed, `${login}: the first record on ${path}`).toContain(firstRecord);
      filledLists += 1;
    }
    // A page that lists records: its first record is part of the walk too.
    if (firstRecord) await visit(firstRecord);
  }
  if (cards && bearer && paths.some((path) => path in menuLists)) expect(filledLists, `${login}: a menu page with records`).toBeGreaterThan(0);
  return { findings, walked, problems };
}

/** The logins whose phone walk runs in accessibilityOffice.e2e.ts; the others' in accessibility.e2e.ts. */
export const officeLogins = ['client@demo.test', 'planner@demo.test', 'office@demo.test', 'pm@demo.test', 'accountant@demo.test', 'support@demo.test'];

/**
 * How long one login's walk may take: some 15 pages, each settled and analysed by axe (about 50 s on a 2-core machine
 * for the crew member); the suite's 60 s per test was too close to that.
 */
export const walkTimeout = 180_000;

/**
 * Walks the app as the login in a context of its own (a phone unless `options` say otherwise) and expects more than
 * `moreThan` pages walked, no error on the way and no serious or critical finding on any of them.
 */
export async function expectCleanWalk(browser: Browser, login: string, options: BrowserContextOptions, moreThan: number): Promise<void> {
  const { page } = await openPhonePage(browser, options);
  const demo = (options.baseURL ?? inject('baseUrl')) === inject('baseUrl');
  const { findings, walked, problems } = await walk(page, login, { demo, cards: options.isMobile !== false });
  expect(walked.length, `${login}: pages walked`).toBeGreaterThan(moreThan);
  expect(problems).toEqual([]);
  expect(findings).toEqual([]);
  await page.context().close();
}
