import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, expectNoErrorState, loggedInPhone, section, textIn, signIn } from './demo';
import { openBrowser, openPhonePage, selectTab, keepScreenshot } from './browser';

/**
 * The cost view of a project (calculated versus fixed values), as the planner Pieter (planner@demo.test, who holds
 * projects.EDIT) sees it on a phone and on a desk. It reads and changes only project 1012, the demo's project for this
 * file: its fixed cost is set here.
 */

interface Values { hours: number; positions: number; cost: number; revenue: number }
interface Agreed { hours: number | null; positions: number | null; cost: number | null; revenue: number | null }
interface ProjectCosts {
  currency: string;
  rateCard: string | null;
  project: { calculated: Values; fixed: Agreed; difference: Agreed };
  crews: { id: number; name: string }[];
  functions: { function: string; calculated: Values }[];
}

const planner = 'planner@demo.test';
const projectNumber = '1012';
const number = (value: number) => new Intl.NumberFormat('en-GB').format(value);
/** An amount as the app writes it in English: in the currency of the cost view (its rate card's). */
const money = (value: number, currency: string) => new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(value);
/** The value beside a label in a section's label/value lines. */
const line = (page: Page, sectionTitle: string, label: string) =>
  section(page, sectionTitle).locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('the cost view of a project', () => {
  it('shows a planner the calculated values beside the fixed ones, charts per crew and function, and keeps an edited fixed value', async () => {
    const { page, problems, bearer, t } = await loggedInPhone(browser, planner);
    const before = await api<ProjectCosts>(bearer, `/projects/${projectNumber}/costs`);
    expect(before.project.fixed.cost, 'no cost agreed yet').toBeNull();
    expect(before.functions.length, 'priced functions').toBeGreaterThan(1);

    await page.goto(`/projects/${projectNumber}`);
    await page.getByRole('heading', { name: t('project.title'), exact: true, level: 1 }).waitFor();
    await selectTab(page, page.getByRole('tab', { name: t('project.tabCosts') }));
    const calculated = before.project.calculated;
    const { currency } = before;
    expect(currency, 'Event crew rates are in euros').toBe('EUR');
    await expect.poll(() => line(page, t('project.costCalculated'), t('project.hours')).textContent()).toBe(number(calculated.hours));
    await expect.poll(() => line(page, t('project.costCalculated'), t('project.cost')).textContent()).toBe(money(calculated.cost, currency));
    await expect.poll(() => line(page, t('project.costCalculated'), t('project.revenue')).textContent()).toBe(money(calculated.revenue, currency));
    await expect.poll(() => line(page, t('project.costFixed'), t('project.revenue')).textContent())
      .toBe(money(before.project.fixed.revenue!, currency));
    await expect.poll(() => line(page, t('project.costDifference'), t('project.revenue')).textContent())
      .toBe(money(before.project.difference.revenue!, currency));
    expect(await page.getByText(t('project.costByCardRates', { currency })).count(), 'a card in euros is costed by the wages').toBe(0);
    // Nothing agreed on cost yet: no line for it among the fixed values.
    expect(await line(page, t('project.costFixed'), t('project.cost')).count()).toBe(0);

    // The charts: drawn per crew and per function, their numbers in a table beside them.
    const perFunction = section(page, t('project.costPerFunction'));
    await perFunction.getByTestId('section-chart').locator('svg').first().waitFor();
    for (const row of before.functions) {
      await expect.poll(() => perFunction.getByRole('row', { name: new RegExp(`^${row.function} `) }).textContent())
        .toContain(money(row.calculated.revenue, currency));
    }
    await section(page, t('project.costPerCrew')).getByTestId('section-chart').locator('svg').first().waitFor();
    await expect.poll(() => section(page, t('project.costPerCrew')).getByTestId('item-card').count()).toBe(before.crews.length);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'nothing wider than the phone').toBeLessThanOrEqual(390);
    await expectNoErrorState(page);
    await keepScreenshot(page, 'project-costs-phone.png', { fullPage: true });

    // Edit a fixed value: the form starts from the values kept; the agreed cost goes in, the difference follows.
    await section(page, t('project.costFixed')).getByRole('button', { name: t('project.editFixedValues') }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByLabel(t('project.revenue')).inputValue()).toBe(String(before.project.fixed.revenue));
    const agreedCost = calculated.cost + 250;
    await dialog.getByLabel(t('project.cost')).fill(String(agreedCost));
    await dialog.getByRole('button', { name: t('project.saveFixedValues') }).click();
    await page.getByText(t('project.fixedValuesSaved')).first().waitFor();
    await expect.poll(() => line(page, t('project.costFixed'), t('project.cost')).textContent()).toBe(money(agreedCost, currency));
    await expect.poll(() => line(page, t('project.costDifference'), t('project.cost')).textContent()).toBe(money(250, currency));
    const after = await api<ProjectCosts>(bearer, `/projects/${projectNumber}/costs`);
    expect(after.project.fixed).toEqual({ ...before.project.fixed, cost: agreedCost });
    await keepScreenshot(page, 'project-costs-edited.png', { fullPage: true });
    expect(problems).toEqual([]);
  });

  it('lays the cost view out on a desk (1280 × 800)', async () => {
    const t = textIn('en');
    const { page, problems } = await openPhonePage(browser, { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });
    await signIn(page, planner);
    await page.goto(`/projects/${projectNumber}`);
    await selectTab(page, page.getByRole('tab', { name: t('project.tabCosts') }));
    await section(page, t('project.costPerFunction')).getByTestId('section-chart').locator('svg').first().waitFor();
    const box = await section(page, t('project.costPerFunction')).boundingBox();
    expect(box!.width, 'the chart section fills the content column').toBeGreaterThan(500);
    await expectNoErrorState(page);
    await keepScreenshot(page, 'project-costs-desk.png', { fullPage: true });
    expect(problems).toEqual([]);
  });

  it("shows a demo project's revenue in its rate card's currency: project 1004 in pounds, on a phone and on a desk", async () => {
    const { page, problems, bearer, t } = await loggedInPhone(browser, planner);
    const costs = await api<ProjectCosts>(bearer, '/projects/1004/costs');
    expect(costs).toMatchObject({ currency: 'GBP', rateCard: 'UK conference rates' });
    expect(costs.project.calculated.revenue, 'revenue by the rate card').toBeGreaterThan(0);
    await page.goto('/projects/1004');
    await selectTab(page, page.getByRole('tab', { name: t('project.tabCosts') }));
    const revenue = money(costs.project.calculated.revenue, 'GBP');
    expect(revenue).toMatch(/^£/);
    await expect.poll(() => line(page, t('project.costCalculated'), t('project.revenue')).textContent()).toBe(revenue);
    await expect.poll(() => line(page, t('project.costCalculated'), t('project.cost')).textContent())
      .toBe(money(costs.project.calculated.cost, 'GBP'));
    const perFunction = section(page, t('project.costPerFunction'));
    await perFunction.getByTestId('section-chart').locator('svg').first().waitFor();
    for (const row of costs.functions) {
      await expect.poll(() => perFunction.getByRole('row', { name: new RegExp(`^${row.function} `) }).textContent())
        .toBe(`${row.function}${money(row.calculated.cost, 'GBP')}${money(row.calculated.revenue, 'GBP')}`);
    }
    expect(await page.getByText(t('project.noRateCard')).count(), 'the card is found').toBe(0);
    // The wages are in euros: the note says the cost comes from the card's cost rates, in pounds like the revenue.
    await page.getByText(t('project.costByCardRates', { currency: 'GBP' })).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'nothing wider than the phone').toBeLessThanOrEqual(390);
    await expectNoErrorState(page);
    await keepScreenshot(page, 'project-costs-pounds-phone.png', { fullPage: true });

    const desk = await openPhonePage(browser, { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });
    await signIn(desk.page, planner);
    await desk.page.goto('/projects/1004');
    await selectTab(desk.page, desk.page.getByRole('tab', { name: t('project.tabCosts') }));
    await section(desk.page, t('project.costPerCrew')).getByTestId('section-chart').locator('svg').first().waitFor();
    await expect.poll(() => line(desk.page, t('project.costCalculated'), t('project.revenue')).textContent()).toBe(revenue);
    await expectNoErrorState(desk.page);
    await keepScreenshot(desk.page, 'project-costs-pounds-desk.png', { fullPage: true });
    expect([...problems, ...desk.problems]).toEqual([]);
  });

  it('offers no cost tab to a client, and no editing to a planner without projects.EDIT', async () => {
    const client = await loggedInPhone(browser, 'client@demo.test');
    await client.page.goto('/projects/1001');
    await client.page.getByRole('tab', { name: client.t('project.tabCrews') }).waitFor();
    expect(await client.page.getByRole('tab', { name: client.t('project.tabCosts') }).count()).toBe(0);
    const pm = await loggedInPhone(browser, 'pm@demo.test');
    await pm.page.goto(`/projects/${projectNumber}`);
    await selectTab(pm.page, pm.page.getByRole('tab', { name: pm.t('project.tabCosts') }));
    await section(pm.page, pm.t('project.costFixed')).waitFor();
    await expectNoErrorState(pm.page);
    expect(await pm.page.getByRole('button', { name: pm.t('project.editFixedValues') }).count()).toBe(0);
    expect([...client.problems, ...pm.problems]).toEqual([]);
  });
});
