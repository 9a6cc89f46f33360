import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { loggedInPhone, type Texts } from './demo';
import { openBrowser, settle } from './browser';

/**
 * The keyboard's and the screen reader's path through the frame (issue 35, point 2), as crew@demo.test on a phone:
 * "Skip to content" is the first stop, the closed side menu is out of the focus order and the accessibility tree,
 * and after a navigation the focus is on the new screen's heading, which a live region says.
 */

let browser: Browser;
let page: Page;
let t: Texts;

beforeAll(async () => {
  browser = await openBrowser();
  ({ page, t } = await loggedInPhone(browser, 'crew@demo.test'));
  await page.goto('/');
  await settle(page);
});
afterAll(async () => {
  await browser.close();
});

/** What has the focus: its tag, its accessible text (or label) and whether it is inside the side menu. */
const focused = () => page.evaluate((sideMenuName) => {
  const element = document.activeElement;
  return {
    tag: element?.tagName.toLowerCase() ?? '',
    text: (element?.getAttribute('aria-label') ?? element?.textContent ?? '').trim(),
    id: element?.id ?? '',
    inSideMenu: element?.closest(`nav[aria-label="${sideMenuName}"]`) !== null,
  };
}, t('menu.side'));

/** Whether Chromium's accessibility tree (what a screen reader reads) holds the side menu, not ignored. */
async function sideMenuInTree(): Promise<boolean> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    return nodes.some((node) => !node.ignored && node.role?.value === 'navigation' && node.name?.value === t('menu.side'));
  } finally {
    await cdp.detach();
  }
}

describe('the frame, with a keyboard and a screen reader', () => {
  it('stops first on "Skip to content", which moves the focus past the bars and menus to the screen', async () => {
    // Out of sight until the keyboard reaches it.
    const skipLink = page.getByRole('link', { name: t('frame.skipToContent') });
    expect((await skipLink.boundingBox())!.width).toBeLessThanOrEqual(1);
    await page.keyboard.press('Tab');
    expect(await focused()).toMatchObject({ tag: 'a', text: t('frame.skipToContent') });
    await expect.poll(async () => (await skipLink.boundingBox())!.width).toBeGreaterThan(40);
    await page.keyboard.press('Enter');
    expect(await focused()).toMatchObject({ tag: 'main', id: 'main-content' });
    expect(new URL(page.url()).hash).toBe('');
  });

  it('leaves the closed side menu out of the focus order and the accessibility tree, and lets it in when opened', async () => {
    // From the top of a page just loaded: the keyboard passes the top bar, then would reach the side menu.
    await page.goto('/');
    await settle(page);
    const sideMenu = page.locator(`nav[aria-label="${t('menu.side')}"]`);
    await expect.poll(() => sideMenu.getAttribute('inert')).toBe('');
    const stops = [];
    for (let tab = 0; tab < 8; tab += 1) {
      await page.keyboard.press('Tab');
      stops.push(await focused());
    }
    expect(stops.filter((stop) => stop.inSideMenu)).toEqual([]);
    expect(await sideMenuInTree()).toBe(false);
    await page.getByRole('button', { name: t('menu.toggle') }).click();
    await expect.poll(() => sideMenu.getAttribute('inert')).toBeNull();
    expect(await sideMenuInTree()).toBe(true);
    await expect.poll(() => page.getByRole('navigation', { name: t('menu.side') }).getByRole('link', { name: t('jobs.title') }).isVisible()).toBe(true);
    await page.getByRole('button', { name: t('menu.toggle') }).click();
    await expect.poll(() => sideMenu.getAttribute('inert')).toBe('');
  });

  it('puts the focus on the next screen\'s heading after a navigation and says which screen it is', async () => {
    await page.getByRole('navigation', { name: t('menu.bottom') }).getByRole('link', { name: t('jobs.title') }).click();
    await settle(page);
    await expect.poll(focused).toMatchObject({ tag: 'h1', text: t('jobs.title') });
    await expect.poll(() => page.getByRole('status').filter({ hasText: t('frame.pageOpened', { title: t('jobs.title') }) }).count()).toBe(1);
  });
});
