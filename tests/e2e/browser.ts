import { expect } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';

/** The system's Chromium (a browser download does not work here); CHROMIUM_PATH overrides. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Starts headless Chromium with the flags this machine needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** A phone-sized page (390×844) that records console errors and CSP violations. */
export async function openPhonePage(browser: Browser, baseUrl: string): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: baseUrl, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to|EvalError/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  followApiCalls(page);
  return { page, problems };
}

const apiCallsInFlight = new WeakMap<Page, number>();

/** Counts the page's api calls under way, so a test can wait until a screen has heard every answer. */
function followApiCalls(page: Page): void {
  apiCallsInFlight.set(page, 0);
  const isApi = (url: string) => new URL(url).pathname.startsWith('/api/');
  const change = (by: number) => apiCallsInFlight.set(page, Math.max(0, (apiCallsInFlight.get(page) ?? 0) + by));
  page.on('request', (request) => isApi(request.url()) && change(1));
  page.on('requestfinished', (request) => isApi(request.url()) && change(-1));
  page.on('requestfailed', (request) => isApi(request.url()) && change(-1));
}

/**
 * Waits until no api call has been under way for a moment (a screen asks for its data after its first paint, and its
 * sections one after another), then until no loader shows: only then are a screen's errors all in.
 */
export async function settle(page: Page, where = ''): Promise<void> {
  let quietSince = Date.now();
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if ((apiCallsInFlight.get(page) ?? 0) > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 400) break;
    await page.waitForTimeout(50);
  }
  await expect.poll(() => page.locator('[aria-busy="true"], .mantine-Loader-root').count(), { timeout: 15_000, message: where }).toBe(0);
}

/** Logs in through the login screen (at `from`, e.g. `/login?redirect=%2Fjobs`, to test where it returns). */
export async function logIn(page: Page, username: string, password = 'demo1234', from = '/login'): Promise<void> {
  await page.goto(from);
  await page.getByLabel('E-mail or login ID').fill(username);
  await page.getByLabel('Password', { exact: false }).first().fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}
