import type { BrowserContext, Page } from 'playwright-core';

/** The tab's flag the page's navigator.onLine reads (see `reloadOffline`). */
const offlineFlag = 'e2e-offline';

/**
 * Reloads the page with the network off, as a phone opened again without a connection. Chromium 150 under
 * Playwright's offline emulation fails every request of a document loaded while offline but says
 * `navigator.onLine === true` in it (it said false up to the last CI run), so the app could not know it is offline.
 * Each document of this tab reads the emulated state from the tab's sessionStorage instead, set here.
 */
export async function reloadOffline(context: BrowserContext, page: Page): Promise<void> {
  await context.addInitScript((flag) => {
    const real = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine');
    Object.defineProperty(Navigator.prototype, 'onLine', {
      configurable: true,
      get(this: Navigator) {
        return sessionStorage.getItem(flag) === '1' ? false : Boolean(real?.get?.call(this));
      },
    });
  }, offlineFlag);
  await context.setOffline(true);
  await page.evaluate((flag) => sessionStorage.setItem(flag, '1'), offlineFlag);
  await page.reload();
}

/**
 * The network back after `reloadOffline`: the tab's flag cleared and the emulation off, and the `online` event the
 * document would have had from a real phone (Chromium's own one may not come: to it, the document was online).
 */
export async function backOnline(context: BrowserContext, page: Page): Promise<void> {
  await page.evaluate((flag) => sessionStorage.removeItem(flag), offlineFlag);
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
}
