import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPhonePage, settle } from './browser';
import { expectedMenus } from '../app/expectedMenus';
import { seriousFindings } from './accessibilityFindings';
import { tenantUrl } from './tenantHosts';

/**
 * The accessibility gate (issue 17): axe-core with the WCAG 2.1 A and AA rules over the full walk of every demo login
 * of both tenants at phone size — the public screens, every page of the login's side menu and the first record of
 * every page that lists records — must find nothing serious or critical.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Every demo login, with the address of its tenant. */
const logins: [string, () => string][] = [
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
async function findingsAt(page: Page, path: string): Promise<string[]> {
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
async function walk(page: Page, login: string): Promise<{ findings: string[]; walked: string[] }> {
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

describe('the gate', () => {
  it('sees a serious finding where there is one: grey text on white at 2.3:1 and a nameless button', async () => {
    const { page } = await openPhonePage(browser);
    await page.goto('/login');
    await settle(page);
    await page.evaluate(() => {
      const faint = document.createElement('p');
      faint.textContent = 'Faint words';
      faint.style.cssText = 'color:#aaaaaa;background:#ffffff';
      const nameless = document.createElement('button');
      nameless.className = 'nameless';
      document.querySelector('main')!.append(faint, nameless);
    });
    const findings = await seriousFindings(page);
    expect(findings).toEqual([expect.stringMatching(/^\/login: button-name \(critical, 1×\) \.nameless/), expect.stringMatching(/^\/login: color-contrast \(serious, 1×\)/)]);
    await page.context().close();
  });
});

describe('the public screens have no serious accessibility finding', () => {
  it.each([['demo', () => inject('baseUrl')], ['acme', () => tenantUrl('acme')]] as const)('at %s', async (_tenant, base) => {
    const { page } = await openPhonePage(browser, { baseURL: base() });
    const findings: string[] = [];
    for (const path of ['/login', '/forgotten-password', '/version']) findings.push(...await findingsAt(page, path));
    expect(findings).toEqual([]);
    await page.context().close();
  });
});

describe('every demo login walks its app without a serious accessibility finding', () => {
  it.each(logins)('%s', async (login, base) => {
    const { page } = await openPhonePage(browser, { baseURL: base() });
    const { findings, walked } = await walk(page, login);
    expect(walked.length, `${login}: pages walked`).toBeGreaterThan(1);
    expect(findings).toEqual([]);
    await page.context().close();
  });
});

describe('the planner and office logins walk their app on a laptop (1280×800: tables, calendars with titles) without a serious finding', () => {
  const laptop = { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false };
  it.each(['client@demo.test', 'planner@demo.test', 'pm@demo.test', 'accountant@demo.test'])('%s', async (login) => {
    const { page } = await openPhonePage(browser, laptop);
    const { findings, walked } = await walk(page, login);
    expect(walked.length, `${login}: pages walked`).toBeGreaterThan(5);
    expect(findings).toEqual([]);
    await page.context().close();
  });
});
