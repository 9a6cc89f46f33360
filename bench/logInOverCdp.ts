import { chromium } from 'playwright-core';
import { logIn } from './logIn';

/**
 * Logs in through the login screen of a Chrome that something else started (Lighthouse's), then leaves it with the
 * session in localStorage but no service worker, no Cache Storage and an empty HTTP cache: a logged-in user's cold
 * start. Playwright disconnects afterwards; the browser keeps running.
 */
export async function logInOverCdp(debuggingPort: number, baseUrl: string, login: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('The Chrome for Lighthouse has no default context');
    const page = await context.newPage();
    await logIn(page, login, new URL('/login', baseUrl).href);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', { origin: new URL(baseUrl).origin, storageTypes: 'service_workers,cache_storage' });
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.close();
  }
}
