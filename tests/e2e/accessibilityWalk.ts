import { expect, inject } from 'vitest';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { openPhonePage, settle } from './browser';
import { expectedMenus } from '../app/expectedMenus';
import { seriousFindings } from './accessibilityFindings';
import { tenantUrl } from './tenantHosts';

/**
 * The accessibility gate's walk (issue 17), shared by its files (accessibility*.e2e.ts, split so that the suite's
 * shards can run them side by side): log in as a demo login and run axe-core (WCAG 2.1 A and AA) where it lands, on
 * every page of its side menu and on the first record of every page that lists records.
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

/** The paths of the side menu's links (logout left out), read from the menu (opened first where it hides behind the burger). */
async function sideMenuPaths(page: Page): Promise<string[]> {
  const burger = page.locator('header .mantine-Burger-root');
  const behindBurger = await burger.isVisible();
  if (behindBurger) await burger.click();
  const side = page.locator('.mantine-AppShell-navbar');
  await side.getByRole('link').last().waitFor();
  const hrefs = await side.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  if (behindBurger) await burger.click();
  return hrefs.map((href) => new URL(href, 'http://app.test').pathname).filter((path) => path !== '/logout');
}

/**
 * Logs in on the page and walks the app as the login: where it lands, every page of its side menu and the first
 * record of each page that lists records as cards. Answers the serious findings and the pages walked.
 */
export async function walk(page: Page, login: string): Promise<{ findings: string[]; walked: string[] }> {
  await page.goto('/login');
  await page.locator('input[name="username"]').fill(login);
  await page.locator('input[name="password"]').fill('demo1234');
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await settled(page);
  const findings = await seriousFindings(page);
  const walked = [new URL(page.url()).pathname];
  for (const path of await sideMenuPaths(page)) {
    findings.push(...await findingsAt(page, path));
    walked.push(path);
    // A page that lists records: its first record is part of the walk too.
    const [firstRecord] = await page.locator('[data-testid="item-card"] a[href^="/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    if (firstRecord) {
      findings.push(...await findingsAt(page, firstRecord));
      walked.push(firstRecord);
    }
  }
  return { findings, walked };
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
 * `moreThan` pages walked and no serious or critical finding on any of them.
 */
export async function expectCleanWalk(browser: Browser, login: string, options: BrowserContextOptions, moreThan: number): Promise<void> {
  const { page } = await openPhonePage(browser, options);
  const { findings, walked } = await walk(page, login);
  expect(walked.length, `${login}: pages walked`).toBeGreaterThan(moreThan);
  expect(findings).toEqual([]);
  await page.context().close();
}
