import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, expectNoErrorState, signIn, token, watchedPhonePage } from './demo';
import { openBrowser, settle, keepScreenshot } from './browser';
import { dayOf } from './suiteClock';

/*
 * The plus-crew login PC-7 and its plus crew 7. Only this file adds value data to plus crew 7; the amount it adds is
 * its own (a random one), and every figure it expects is read from the api at that moment.
 */

interface PlusCrewProgress { months: { month: string; turnover: number }[]; projectedTurnover: number }
interface ValueData { value: number; dateFrom: string; dateTo: string; plusCrewValue: { name: string } }

/** The bars of the turnover chart, each as a share of the tallest (its height over the tallest's), in month order. */
async function barShares(page: Page): Promise<number[]> {
  const heights = await page.locator('[data-testid="turnover-chart"] .recharts-bar-rectangle')
    .evaluateAll((bars) => bars.map((bar) => bar.getBoundingClientRect().height));
  const tallest = Math.max(...heights);
  return heights.map((height) => height / tallest);
}

/** Each month's turnover as a share of the largest, in month order. */
function turnoverShares(progress: PlusCrewProgress): number[] {
  const turnovers = [...progress.months].sort((a, b) => a.month.localeCompare(b.month)).map((month) => month.turnover);
  const largest = Math.max(...turnovers);
  return turnovers.map((turnover) => turnover / largest);
}

/**
 * What the bars should be: the turnover shares (the y axis starts at 0), each within two hundredths (closeTo's
 * 1.4 digits: |difference| < 10^-1.4 / 2), far finer than the change this file makes to a bar.
 */
const sharesOf = (progress: PlusCrewProgress) => turnoverShares(progress).map((share) => expect.closeTo(share, 1.4));

/** The running month's turnover (the last month of the progress). */
const runningMonth = (progress: PlusCrewProgress) => [...progress.months].sort((a, b) => a.month.localeCompare(b.month)).at(-1)!.turnover;

/** The digits of the projected turnover as the page shows it (whole euros, in any language's format). */
const projectedOnPage = async (page: Page) => (await page.getByTestId('projected-turnover').textContent())?.replace(/\D/g, '');

/** The value data entries of an amount for a value. */
const entriesOf = (items: ValueData[], name: string, amount: number) =>
  items.filter((item) => item.value === amount && item.plusCrewValue.name === name).map((item) => [item.dateFrom, item.dateTo]);

describe('the plus-crew login', () => {
  let browser: Browser;

  /** A fresh phone logged in as PC-7, on the page it lands on. */
  async function pc7() {
    const opened = await watchedPhonePage(browser);
    await signIn(opened.page, 'PC-7');
    await opened.page.goto('/plus-crews/7');
    return opened;
  }

  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('lands on its plus crew with figures and charts, without a back button, and is kept there', async () => {
    const progress = await api<PlusCrewProgress>(await token('PC-7'), '/plusCrews/7/prgrss');
    expect(progress.months.length, 'months of progress').toBeGreaterThan(0);
    const { page, problems } = await pc7();
    await page.getByText('Bonus forecast').waitFor();
    await page.getByText('Turnover per month').waitFor();
    await expect.poll(() => barShares(page)).toEqual(sharesOf(progress));
    await expectNoErrorState(page);
    expect(await page.getByRole('button', { name: 'Back' }).count()).toBe(0);
    await page.goto('/jobs');
    await page.waitForURL(/\/plus-crews\/7$/);
    await page.goto('/plus-crews/7/settings');
    await page.waitForURL(/\/plus-crews\/7$/);
    await settle(page);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('adds an amount in the value editor and sees the month’s bar and the forecast change', async () => {
    const bearer = await token('PC-7');
    const today = dayOf(inject('clock'));
    const amount = 4000 + Math.floor(Math.random() * 1000);
    const before = await api<PlusCrewProgress>(bearer, '/plusCrews/7/prgrss');
    expect(entriesOf((await api<{ items: ValueData[] }>(bearer, '/plusCrewValueDatas?plusCrew=7')).items, 'Invoiced turnover', amount)).toEqual([]);
    const { page, problems } = await pc7();
    // The page may first show cached figures, then the fresh ones: poll until it shows what the api says.
    await expect.poll(() => barShares(page), { message: 'the bars before' }).toEqual(sharesOf(before));
    await expect.poll(() => projectedOnPage(page)).toBe(String(Math.round(before.projectedTurnover)));
    await page.getByRole('button', { name: 'Edit values' }).click();
    await page.waitForURL(/\/plus-crews\/7\/data$/);
    await settle(page);
    await page.getByRole('button', { name: 'Add an amount' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Value', { exact: true }).click();
    await page.getByRole('option', { name: 'Invoiced turnover' }).click();
    await dialog.getByLabel('Amount').fill(String(amount));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Amount added').waitFor();

    // Kept for today (the form's default period), in the running month.
    expect(entriesOf((await api<{ items: ValueData[] }>(bearer, '/plusCrewValueDatas?plusCrew=7')).items, 'Invoiced turnover', amount))
      .toEqual([[today, today]]);
    const after = await api<PlusCrewProgress>(bearer, '/plusCrews/7/prgrss');
    // Invoiced turnover counts in full (weight 1).
    expect(runningMonth(after)).toBeCloseTo(runningMonth(before) + amount, 2);
    expect(after.projectedTurnover).toBeGreaterThan(before.projectedTurnover);
    expect(turnoverShares(after).at(-1), 'the running month\'s bar grows clearly').toBeGreaterThan(turnoverShares(before).at(-1)! + 0.1);

    await page.goto('/plus-crews/7');
    await page.getByText('Turnover per month').waitFor();
    await expect.poll(() => barShares(page), { message: 'the bars after' }).toEqual(sharesOf(after));
    await expect.poll(() => projectedOnPage(page)).toBe(String(Math.round(after.projectedTurnover)));
    await expectNoErrorState(page);
    await keepScreenshot(page, 'plus-crew.png', { fullPage: true });
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
