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
  return { page, problems };
}

/** Logs in through the login screen (at `from`, e.g. `/login?redirect=%2Fjobs`, to test where it returns). */
export async function logIn(page: Page, username: string, password = 'demo1234', from = '/login'): Promise<void> {
  await page.goto(from);
  await page.getByLabel('E-mail or login ID').fill(username);
  await page.getByLabel('Password', { exact: false }).first().fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}
