import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { loggedInPhone } from './demo';
import { openBrowser, settle } from './browser';

/**
 * Nothing moves while a screen arrives (issue 34): each demo login loads its home at phone size, then goes to the next
 * three screens of its menus as the app does (the router, no reload), while Chromium records every layout shift (a PerformanceObserver of
 * `layout-shift`, shifts right after a tap or a key left out, as the Cumulative Layout Shift leaves them out). A screen
 * whose shifts add up to more than 0.01 fails, naming the elements that moved and where from and to. The browser also
 * offers to install the app while the screen loads, as Chromium on Android does, so that late parts such as the install
 * hint arrive when they would for a person. The data and the clock are the suite's, so the shifts are the same each run.
 */

const limit = 0.01;
const logins = ['crew@demo.test', 'chief@demo.test', 'client@demo.test', 'planner@demo.test', 'office@demo.test', 'pm@demo.test',
  'accountant@demo.test', 'support@demo.test', 'P-1001', 'PC-7'];

interface Shift { value: number; moved: string[] }
declare global {
  interface Window { layoutShifts?: Shift[] }
}

/** Runs in the page before its own scripts: records the shifts, and makes the browser's install offer once the page is read. */
function watchShifts(): void {
  const shifts: Shift[] = [];
  window.layoutShifts = shifts;
  const named = (node: Node | null) => {
    if (!(node instanceof Element)) return node?.nodeName ?? 'a node that is gone';
    const testId = node.getAttribute('data-testid');
    const label = node.getAttribute('aria-label');
    const text = (node.textContent ?? '').trim().slice(0, 40);
    return `<${node.tagName.toLowerCase()}${testId ? ` data-testid="${testId}"` : ''}${label ? ` aria-label="${label}"` : ''}> "${text}"`;
  };
  const at = (rect: DOMRectReadOnly) => `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}×${Math.round(rect.height)}`;
  interface LayoutShiftEntry extends PerformanceEntry {
    value: number; hadRecentInput: boolean; sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as LayoutShiftEntry[]) {
      if (entry.hadRecentInput) continue;
      shifts.push({
        value: entry.value,
        moved: (entry.sources ?? []).map((source) => `${named(source.node)} from ${at(source.previousRect)} to ${at(source.currentRect)}`),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  document.addEventListener('DOMContentLoaded', () => {
    window.dispatchEvent(Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt: () => Promise.resolve() }));
  });
}

/** The shifts recorded so far, once the screen at the page's address has settled and drawn its last frame; then none. */
async function shiftsSoFar(page: Page, where: string): Promise<Shift[]> {
  await settle(page, `(${where})`);
  await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
  return page.evaluate(() => (window.layoutShifts ?? []).splice(0));
}

/**
 * The shifts while the reader scrolls the screen down to its end, a screen's height at a time, and back to the top: a
 * section drawn only once near the screen (`content-visibility: auto`) must take its place before it comes into view.
 */
async function shiftsWhileScrolled(page: Page, where: string): Promise<Shift[]> {
  await page.evaluate(async () => {
    const drawn = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    for (let top = 0; top < document.documentElement.scrollHeight - innerHeight; top += innerHeight / 2) {
      window.scrollTo(0, top);
      await drawn();
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
    await drawn();
    window.scrollTo(0, 0);
    await drawn();
  });
  return shiftsSoFar(page, `${where}, scrolled`);
}

/**
 * The paths of the login's menus as a person finds them: the bottom menu, and the side menu, which on a phone draws its
 * links once opened. Read on a page of its own, so that no tap lands on the page whose shifts are recorded (a shift
 * right after a tap does not count).
 */
async function menuPaths(page: Page): Promise<string[]> {
  const menuPage = await page.context().newPage();
  await menuPage.goto('/');
  await menuPage.locator('[data-settled="true"]').first().waitFor();
  const burger = menuPage.locator('header .mantine-Burger-root');
  if (await burger.isVisible()) {
    await burger.click();
    await menuPage.locator('nav:not([inert]) a[href]').first().waitFor();
  }
  const links = await menuPage.locator('footer nav a[href], nav a[href]').evaluateAll((anchors) =>
    anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  await menuPage.close();
  return links;
}

/**
 * Home, loaded afresh (a project or plus-crew login's home is its project or plus crew): its shifts, and the first
 * three other screens of the bottom menu and then the side menu, as the login sees them (such a login may have fewer).
 */
async function openHome(page: Page): Promise<{ home: string; shifts: Shift[]; next: string[] }> {
  await page.goto('/');
  await page.locator('[data-settled="true"]').first().waitFor();
  const home = new URL(page.url()).pathname;
  const shifts = await shiftsSoFar(page, home);
  const links = await menuPaths(page);
  const next = [...new Set(links)].filter((href) => href.startsWith('/') && !['/', home, '/logout'].includes(href)).slice(0, 3);
  return { home, shifts, next };
}

/**
 * The shifts of the screen at `path`, reached as the app goes from screen to screen, without a tap (a shift right after
 * one would not count): the address changes and the router follows, so the screen's code and data arrive as after a
 * tap on its menu entry.
 */
async function shiftsOf(page: Page, path: string): Promise<Shift[]> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => url.pathname === path);
  return shiftsSoFar(page, path);
}

const described = (path: string, shifts: Shift[]) => shifts.map((shift) => `${path}: ${shift.value.toFixed(4)} — ${shift.moved.join('; ') || 'no element named'}`);

describe('no layout shift while a screen arrives, at phone size', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await openBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it.each(logins)('%s: home and up to three more screens shift less than 0.01 each, arriving and scrolled', async (login) => {
    const { page, problems } = await loggedInPhone(browser, login);
    await page.addInitScript(watchShifts);
    const { home, shifts, next } = await openHome(page);
    expect(next.length, `${login} has more screens in its menus`).toBeGreaterThanOrEqual(login.includes('@') ? 3 : 0);
    const found: string[] = [];
    const screens: [string, Shift[]][] = [[home, shifts]];
    screens.push([`${home} (scrolled)`, await shiftsWhileScrolled(page, home)]);
    for (const path of next) {
      screens.push([path, await shiftsOf(page, path)]);
      screens.push([`${path} (scrolled)`, await shiftsWhileScrolled(page, path)]);
    }
    for (const [path, its] of screens) {
      const sum = its.reduce((total, shift) => total + shift.value, 0);
      if (sum > limit) found.push(`${path} shifts ${sum.toFixed(4)} in all:`, ...described(path, its));
    }
    expect(found, `layout shifts over ${limit} for ${login}`).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
