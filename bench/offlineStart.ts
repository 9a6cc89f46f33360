import type { Browser, Page } from 'playwright-core';
import type { OfflineStart } from './benchResults';
import { logIn } from './logIn';
import { phoneContext, settle } from './phoneBrowser';
import { median } from './stats';

/** How many offline reloads the median is taken over. */
const reloads = 5;

/**
 * Runs in every new document: notes `performance.now()` (ms since navigation start) on `<html>` the moment the
 * screen at the address is in the DOM (`data-bench-shown-at`) and the moment it says it has settled
 * (`data-bench-settled-at`).
 */
function markScreen(): void {
  const observer = new MutationObserver(() => {
    const screen = document.querySelector(`[data-path="${location.pathname}"]`);
    if (!screen) return;
    // Read here, not when the script starts: a new document may not have its <html> element yet.
    const marks = document.documentElement.dataset;
    marks.benchShownAt ??= String(performance.now());
    if (screen.getAttribute('data-settled') !== 'true') return;
    marks.benchSettledAt = String(performance.now());
    observer.disconnect();
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-settled'] });
}

/** Waits until a service worker controls the page, reloading once if the first load was not yet taken over. */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const controlled = () => page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 10_000 });
  await controlled().catch(async () => {
    await page.reload();
    await settle(page);
    await controlled();
  });
}

/** One offline reload of the page: ms from navigation start to the screen shown and to the screen settled. */
async function reloadOffline(page: Page): Promise<{ shown: number; settled: number }> {
  await page.reload();
  await settle(page);
  const { benchShownAt, benchSettledAt } = await page.evaluate(() => {
    const marks = document.documentElement.dataset;
    return { benchShownAt: marks.benchShownAt, benchSettledAt: marks.benchSettledAt };
  });
  if (benchShownAt === undefined || benchSettledAt === undefined) throw new Error('The offline reload settled unseen');
  return { shown: Number(benchShownAt), settled: Number(benchSettledAt) };
}

/**
 * After a first visit as crew@demo.test (home and jobs, service worker installed and in control), goes offline and
 * reloads home five times: ms from navigation start to the screen shown and to it settled, from the service worker
 * and the app's own offline copy.
 */
export async function measureOfflineStart(browser: Browser, baseUrl: string, login: string): Promise<OfflineStart> {
  const context = await phoneContext(browser, baseUrl, { serviceWorkers: 'allow' });
  try {
    const page = await context.newPage();
    await logIn(page, login);
    await waitForServiceWorker(page);
    await page.goto('/jobs');
    await settle(page);
    // The app saves its answers for offline use a moment after they arrive; waiting for it is best effort.
    await page.waitForFunction(() => (localStorage.getItem('appCache') ?? '').includes('/jobs'), undefined, { timeout: 5_000 }).catch(() => undefined);
    await page.goto('/');
    await settle(page);
    await context.addInitScript(markScreen);
    await context.setOffline(true);
    const times: { shown: number; settled: number }[] = [];
    for (let reload = 0; reload < reloads; reload += 1) times.push(await reloadOffline(page));
    if (new URL(page.url()).pathname !== '/') throw new Error(`Offline, home went to ${page.url()}`);
    const settledMs = times.map(({ settled }) => settled);
    const screenShownMs = times.map(({ shown }) => shown);
    return { settledMs, medianMs: median(settledMs), screenShownMs, screenShownMedianMs: median(screenShownMs) };
  } finally {
    await context.close();
  }
}
