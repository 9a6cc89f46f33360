import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { reloadOffline } from './offlineReload';
import { openBrowser, phoneContext, settle, keepScreenshot } from './browser';
import { waitForOfflineCopy } from './offlineCopy';

/** The text of every job card, in order. */
const jobCards = (page: Page) => page.getByTestId('item-card').allTextContents();

describe('offline, after a first visit', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('opens from the service worker and shows the jobs seen before, with an offline notice', async () => {
    const context = await phoneContext(browser, { serviceWorkers: 'allow' });
    const page = await context.newPage();
    await page.goto('/jobs?login=crew%40demo.test&password=demo1234');
    await page.getByTestId('item-card').first().waitFor();
    await settle(page);
    const seen = await jobCards(page);
    expect(seen.length, 'jobs on the first visit').toBeGreaterThan(0);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The page's answers reach the offline copy (IndexedDB) as soon as the page is idle after them.
    await waitForOfflineCopy(page, '/jobs');
    await reloadOffline(context, page);
    await page.getByText('You are offline.', { exact: false }).waitFor();
    // Settled: whatever the page tries to load has been answered or has failed, so what it shows now is what stays.
    await settle(page, 'offline');
    expect(await page.getByTestId('error-state').count(), 'offline, the page shows no error state over the jobs seen before').toBe(0);
    // The list is virtualised and the offline notice takes room: fewer cards may be drawn, the same ones in order.
    const offline = await jobCards(page);
    expect(offline.length, 'jobs drawn offline').toBeGreaterThan(0);
    expect(offline, 'offline, the jobs seen before stay on the page').toEqual(seen.slice(0, offline.length));
    await keepScreenshot(page, 'offline-jobs.png');
    await context.close();
  });
});
