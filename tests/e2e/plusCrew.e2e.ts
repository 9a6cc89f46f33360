import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, token } from './demo';
import { launchBrowser, logIn, openPhonePage } from './browser';

/** The height of the running month's bar (the last one) in the turnover chart. */
async function lastBarHeight(page: Page): Promise<number> {
  const bars = page.locator('[data-testid="turnover-chart"] .recharts-bar-rectangle');
  await bars.last().waitFor();
  const box = await bars.last().boundingBox();
  if (!box) throw new Error('the last bar is not drawn');
  return box.height;
}

/** A GET of the api as a demo login. */
const apiGet = async <T>(path: string, username: string): Promise<T> => api<T>(await token(username), path);

describe('the plus-crew login', () => {
  let browser: Browser;
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page, problems } = await openPhonePage(browser));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('lands on its plus crew with figures and charts, without a back button, and is kept there', async () => {
    await logIn(page, 'PC-7');
    await page.waitForURL(/\/plus-crews\/7$/);
    await page.getByText('Bonus forecast').waitFor();
    await page.getByText('Turnover per month').waitFor();
    expect(await page.getByRole('button', { name: 'Back' }).count()).toBe(0);
    await page.goto('/jobs');
    await page.waitForURL(/\/plus-crews\/7$/);
    await page.goto('/plus-crews/7/settings');
    await page.waitForURL(/\/plus-crews\/7$/);
    expect(problems).toEqual([]);
  });

  it('adds an amount in the value editor and sees the month’s bar and the forecast change', async () => {
    await page.goto('/plus-crews/7');
    const before = await lastBarHeight(page);
    const projectedBefore = await page.getByTestId('projected-turnover').textContent();
    await page.getByRole('button', { name: 'Edit values' }).click();
    await page.waitForURL(/\/plus-crews\/7\/data$/);
    await page.getByRole('button', { name: 'Add an amount' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Value', { exact: true }).click();
    await page.getByRole('option', { name: 'Invoiced turnover' }).click();
    await dialog.getByLabel('Amount').fill('4000');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Amount added').waitFor();
    const { items } = await apiGet<{ items: { value: number; plusCrewValue: { name: string } }[] }>('/plusCrewValueDatas?plusCrew=7', 'PC-7');
    expect(items.some((item) => item.value === 4000 && item.plusCrewValue.name === 'Invoiced turnover')).toBe(true);
    await page.goto('/plus-crews/7');
    await page.getByText('Turnover per month').waitFor();
    // The page may first show the cached figures, then the fresh ones; the bars grow with an animation.
    await expect.poll(() => lastBarHeight(page), { timeout: 20_000, interval: 250 }).toBeGreaterThan(before);
    await expect.poll(() => page.getByTestId('projected-turnover').textContent(), { timeout: 10_000 }).not.toBe(projectedBefore);
    await page.screenshot({ path: 'test-results/screenshots/plus-crew.png', fullPage: true });
    expect(problems).toEqual([]);
  });
});
