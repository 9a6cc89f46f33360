import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../build/chromium';

/** Starts headless Chromium for the bench. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumFlags });
}

/**
 * tsx keeps function names by wrapping functions in `__name(…)`; the functions the bench hands to `page.evaluate`
 * run in the page, which has no such helper.
 */
const keepNamesHelper = 'globalThis.__name = (target) => target;';

/** A phone (390×844, touch) on the app, service workers blocked unless the options allow them. */
export async function phoneContext(browser: Browser, baseUrl: string, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 }, baseURL: baseUrl, isMobile: true, hasTouch: true, serviceWorkers: 'block', ...options,
  });
  await context.addInitScript(keepNamesHelper);
  return context;
}

/** Waits until the screen at the page's address has settled (the app marks its root `data-settled="true"`). */
export async function settle(page: Page, timeout = 30_000): Promise<void> {
  const path = new URL(page.url()).pathname;
  await page.locator(`[data-path="${path}"][data-settled="true"]`).waitFor({ timeout }).catch((error: unknown) => {
    throw new Error(`The screen at ${path} did not settle`, { cause: error });
  });
}
