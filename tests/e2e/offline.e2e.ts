import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';

describe('offline, after a first visit', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('opens from the service worker and shows the jobs seen before, with an offline notice', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: inject('baseUrl'), serviceWorkers: 'allow' });
    const page = await context.newPage();
    await page.goto('/jobs?login=crew%40demo.test&password=demo1234');
    await page.getByTestId('item-card').first().waitFor();
    const firstJob = await page.getByTestId('item-card').first().locator('p').first().textContent();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // Let the page's answers reach the offline copy (saved half a second after they arrive).
    await page.waitForFunction(() => (localStorage.getItem('appCache') ?? '').includes('/jobs'));
    await context.setOffline(true);
    await page.reload();
    await page.getByText('You are offline.', { exact: false }).waitFor();
    await page.getByTestId('item-card').first().waitFor();
    expect(await page.getByTestId('item-card').first().locator('p').first().textContent()).toBe(firstJob);
    await page.screenshot({ path: 'test-results/screenshots/offline-jobs.png' });
    await context.close();
  });
});
