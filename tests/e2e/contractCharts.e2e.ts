import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator } from 'playwright-core';
import { api, claimsOf, expectNoErrorState, loggedInPhone, section, type List } from './demo';
import { openBrowser, keepScreenshot } from './browser';
import { intlLocaleOf } from '../../src/tenant/dayjsLocales';

interface StaffContract {
  id: number; number: string; active: boolean; quota: { hours: number }; plannedHours: number; workedHours: number; timeAccountHours: number;
  vacationAccount: { entitledDays: number; takenDays: number; plannedDays: number; remainingDays: number };
}
interface Payroll { id: number; number: string; hours: number; period: { startDate: string; endDate: string } }
interface Claims { loginData: { language: string; person: { id: number } } }

/** The rows of a chart's table (the numbers under the chart, for reading and for screen readers): name and value. */
async function tableRows(table: Locator): Promise<string[][]> {
  await table.waitFor();
  return table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => (cell.textContent ?? '').trim())));
}

/**
 * A crew member's contract and payroll charts on a phone: the bars are drawn, and the table under each holds the
 * server's numbers (the contract's hours and vacation account, the hours of the latest payroll periods). Reads only.
 */
describe('contract and payroll charts', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await openBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("shows a crew member's contract hours and vacation account, and the hours per payroll period, as charts with the API's numbers", async () => {
    const { page, problems, bearer, t } = await loggedInPhone(browser, 'crew@demo.test');
    const claims = claimsOf<Claims>(bearer);
    const number = (value: number) => new Intl.NumberFormat(intlLocaleOf[claims.loginData.language] ?? 'en-GB').format(value);
    const personId = claims.loginData.person.id;

    // The contract: its hours and its vacation account, each a chart with the numbers in a table under it.
    const contract = (await api<List<StaffContract>>(bearer, `/persons/${personId}/staffContracts`)).items.find((one) => one.active);
    expect(contract, 'a running contract').toBeDefined();
    await page.goto(`/contracts/${contract!.id}`);
    await page.getByRole('heading', { name: t('contracts.detailTitle'), exact: true, level: 1 }).waitFor();
    const hours = section(page, t('contracts.sectionHours'));
    const hoursTable = hours.getByRole('table', { name: t('contracts.sectionHours') });
    await hoursTable.getByRole('columnheader', { name: t('contracts.hoursUnit') }).waitFor();
    await expectNoErrorState(page);
    const fresh = await api<StaffContract>(bearer, `/staffContracts/${contract!.id}`);
    expect(await tableRows(hoursTable)).toEqual([
      [t('contracts.chartQuota'), number(fresh.quota.hours)],
      [t('contracts.chartPlanned'), number(fresh.plannedHours)],
      [t('contracts.chartWorked'), number(fresh.workedHours)],
      [t('contracts.chartTimeAccount'), number(fresh.timeAccountHours)],
    ]);
    const vacationTable = section(page, t('contracts.sectionVacation')).getByRole('table', { name: t('contracts.sectionVacation') });
    await vacationTable.getByRole('columnheader', { name: t('contracts.daysUnit') }).waitFor();
    expect(await tableRows(vacationTable)).toEqual([
      [t('contracts.vacationEntitled'), number(fresh.vacationAccount.entitledDays)],
      [t('contracts.vacationTaken'), number(fresh.vacationAccount.takenDays)],
      [t('contracts.vacationPlanned'), number(fresh.vacationAccount.plannedDays)],
      [t('contracts.vacationRemaining'), number(fresh.vacationAccount.remainingDays)],
    ]);
    // The bars are drawn (for the eye; hidden from screen readers, who read the table), their names not cut.
    const drawn = hours.getByTestId('section-chart');
    await drawn.locator('.recharts-bar-rectangle').first().waitFor();
    expect(await drawn.getAttribute('aria-hidden')).toBe('true');
    const ticks = drawn.locator('.recharts-yAxis-tick-labels text');
    await expect.poll(() => ticks.count()).toBe(4);
    for (const box of await ticks.evaluateAll((texts) => texts.map((text) => text.getBoundingClientRect().left))) expect(box, 'a bar name starts inside the page').toBeGreaterThanOrEqual(0);
    await keepScreenshot(page, 'contract-charts.png', { fullPage: true });

    // A payroll: the hours of the latest six periods (the payrolls list's records, newest first).
    const payrolls = (await api<List<Payroll>>(bearer, `/persons/${personId}/payrolls`)).items;
    expect(payrolls.length, 'payrolls').toBeGreaterThan(0);
    await page.goto(`/payrolls/${payrolls[0]!.id}`);
    await page.getByRole('heading', { name: t('payrolls.detailTitle'), exact: true, level: 1 }).waitFor();
    const perPeriod = section(page, t('payrolls.hoursPerPeriod'));
    const periodTable = perPeriod.getByRole('table', { name: t('payrolls.hoursPerPeriod') });
    await periodTable.getByRole('columnheader', { name: t('payrolls.hours') }).waitFor();
    await expectNoErrorState(page);
    const latest = (await api<List<Payroll>>(bearer, `/persons/${personId}/payrolls`)).items.slice(0, 6);
    const rows = await tableRows(periodTable);
    expect(rows.map((row) => row[1])).toEqual(latest.map((payroll) => number(payroll.hours)));
    // Each row is named by its period, first day to last.
    rows.forEach((row, index) => {
      const { startDate, endDate } = latest[index]!.period;
      // "2 – 29 Nov", or "27 Oct – 2 Nov" across months: the first day, what it does not share, the last day.
      expect(row[0], latest[index]!.number).toMatch(new RegExp(`^${Number(startDate.slice(8))}(\\D.*)? – ${Number(endDate.slice(8))}\\D`));
    });
    expect(latest.some((payroll) => payroll.hours > 0), 'some hours to draw').toBe(true);
    await perPeriod.getByTestId('section-chart').locator('.recharts-bar-rectangle').first().waitFor();
    await perPeriod.scrollIntoViewIfNeeded();
    await keepScreenshot(page, 'payroll-hours-chart.png');
    await keepScreenshot(page, 'payroll-hours-chart-full.png', { fullPage: true });

    expect(problems).toEqual([]);
    await page.context().close();
  });
});
