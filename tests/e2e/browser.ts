import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';
import { e2eTimeZone } from './suiteClock';
import { closeLent, lendContext } from './warmContexts';

let connected: Promise<Browser> | undefined;

/**
 * The run's Chromium: the global setup (startServer.ts) starts it once with the flags this machine needs, and the
 * files of a shard share one connection to it, so that the contexts they give back warm (warmContexts.ts) serve the
 * next file too. Closing it at the end of a file closes what the file left open and keeps the warm contexts.
 */
export function openBrowser(): Promise<Browser> {
  connected ??= chromium.connect(inject('browserEndpoint')).then((browser) => Object.assign(browser, { close: () => closeLent(browser) }));
  return connected;
}

/**
 * A phone (390×844, touch) on the suite's fixed clock and time zone, with reduced motion (no animations to wait
 * out); service workers are blocked unless the options allow them. A context another test gave back with the same
 * options, emptied, unless `fresh` asks for a new one (warmContexts.ts).
 */
export async function phoneContext(browser: Browser, options: BrowserContextOptions = {}, lending: { fresh?: boolean } = {}): Promise<BrowserContext> {
  const context = await lendContext(browser, {
    viewport: { width: 390, height: 844 }, baseURL: inject('baseUrl'), isMobile: true, hasTouch: true, serviceWorkers: 'block',
    timezoneId: e2eTimeZone, reducedMotion: 'reduce', ...options,
  }, lending);
  await context.clock.setFixedTime(new Date(inject('clock')));
  return context;
}

/** A phone page that records CSP violations and uncaught errors. */
export async function openPhonePage(browser: Browser, options: BrowserContextOptions = {}, lending: { fresh?: boolean } = {}): Promise<{ page: Page; problems: string[] }> {
  const page = await (await phoneContext(browser, options, lending)).newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to|EvalError/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return { page, problems };
}

/**
 * Waits until the screen at the page's current address has settled: every query answered, every lazy part loaded,
 * no call under way (the app marks its screen root `data-settled="true"`). Only then are a screen's errors all in.
 */
export async function settle(page: Page, where = ''): Promise<void> {
  const path = new URL(page.url()).pathname;
  await page.locator(`[data-path="${path}"][data-settled="true"]`).waitFor({ timeout: 15_000 }).catch((error: unknown) => {
    throw new Error(`The screen at ${path} did not settle ${where}`.trim(), { cause: error });
  });
}

/** Logs in through the login screen (at `from`, e.g. `/login?redirect=%2Fjobs`, to test where it returns). */
export async function logIn(page: Page, username: string, password = 'demo1234', from = '/login'): Promise<void> {
  await page.goto(from);
  await page.getByLabel('E-mail or login ID').fill(username);
  await page.getByLabel('Password', { exact: false }).first().fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Clicks a tab (a locator, or the tab's name) and waits until it is the selected one; its content may still be the last tab's: poll that. */
export async function selectTab(page: Page, tab: Locator | string): Promise<void> {
  const target = typeof tab === 'string' ? page.getByRole('tab', { name: tab }) : tab;
  await target.click();
  await expect.poll(() => target.getAttribute('aria-selected'), { message: 'the tab is selected' }).toBe('true');
}

/** A file path in this run's own folder (removed after the run), e.g. for a screenshot or an upload. */
export function runFile(...parts: string[]): string {
  const path = join(inject('runDir'), ...parts);
  mkdirSync(join(path, '..'), { recursive: true });
  return path;
}

/**
 * Keeps a screenshot of the page to look at, when E2E_SHOTS names a folder (`E2E_SHOTS=/tmp/shots npm run test:e2e`).
 * Without it nothing is drawn: a run that keeps no pictures does not pay for them (a full page costs the browser some
 * 0.3 s, and the suite takes 160).
 */
export async function keepScreenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  const kept = process.env.E2E_SHOTS;
  if (!kept) return;
  mkdirSync(kept, { recursive: true });
  await page.screenshot({ path: join(kept, name), ...options });
}
