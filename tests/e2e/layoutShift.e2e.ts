import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { loggedInPhone } from './demo';
import { openBrowser, settle } from './browser';

/**
 * Nothing moves while a screen arrives (issue 34): each demo login opens its home and the next three screens of its
 * menus at phone size, each as a fresh load, while Chromium records every layout shift (a PerformanceObserver of
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

/** The shifts of the screen at `path`, loaded afresh, once it has settled and drawn its last frame. */
async function shiftsOf(page: Page, path: string): Promise<Shift[]> {
  await page.goto(path);
  await settle(page, `(${path})`);
  await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
  return page.evaluate(() => window.layoutShifts ?? []);
}

/**
 * Home (a project or plus-crew login's is its project or plus crew), then the first three other screens of the bottom
 * menu and then the side menu, as the login sees them; such a login's menus may hold fewer.
 */
async function mainScreens(page: Page): Promise<string[]> {
  await page.goto('/');
  await page.locator('[data-settled="true"]').first().waitFor();
  const home = new URL(page.url()).pathname;
  await settle(page, '(home)');
  const links = await page.locator('footer nav a[href], nav a[href]').evaluateAll((anchors) =>
    anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  const others = [...new Set(links)].filter((href) => href.startsWith('/') && !['/', home, '/logout'].includes(href));
  return [home, ...others.slice(0, 3)];
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

  it.each(logins)('%s: home and up to three more screens shift less than 0.01 each', async (login) => {
    const { page, problems } = await loggedInPhone(browser, login);
    await page.addInitScript(watchShifts);
    const screens = await mainScreens(page);
    expect(screens.length, `${login} has home and more screens in its menus`).toBeGreaterThanOrEqual(login.includes('@') ? 4 : 1);
    const found: string[] = [];
    for (const path of screens) {
      const shifts = await shiftsOf(page, path);
      const sum = shifts.reduce((total, shift) => total + shift.value, 0);
      if (sum > limit) found.push(`${path} shifts ${sum.toFixed(4)} in all:`, ...described(path, shifts));
    }
    expect(found, `layout shifts over ${limit} for ${login}`).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
