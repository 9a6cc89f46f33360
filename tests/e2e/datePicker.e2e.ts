import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import dayjs from 'dayjs';
import 'dayjs/locale/nl';
import { settle, launchBrowser, shotPath } from './browser';
import { api, loggedInPhone, openScreen, send, uniqueName, type List } from './demo';
import { dayOf } from './suiteClock';

/**
 * Dates typed and picked in the person's language: the crew chief reads Dutch, so the block-date form shows today as
 * "di, 24 nov 2026" with a Dutch calendar (named buttons, Monday first), a day picked there is shown in Dutch, and the
 * server receives it as `YYYY-MM-DD`. The block made here is this file's own and is deleted at the end.
 */

interface PlanningItem { type: string; refId: number; startDate: string; endDate: string | null; reason?: string | null; marker?: string }

describe('a date field in the person\'s language', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('as a Dutch crew chief: shows and picks days in Dutch and sends the contract\'s YYYY-MM-DD', async () => {
    const { page, problems, bearer, t } = await loggedInPhone(browser, 'chief@demo.test');
    const today = dayOf(inject('clock'));
    const picked = dayjs(today).add(1, 'month').date(28).format('YYYY-MM-DD');
    const inDutch = (day: string, format: string) => dayjs(day).locale('nl').format(format);
    const onPicked = async () => (await api<List<PlanningItem>>(bearer, `/planningCalendarItems?from=${picked}&to=${picked}`)).items;
    expect((await onPicked()).filter((item) => item.type === 'job'), 'no job on the day picked (no extra question)').toEqual([]);

    await openScreen(page, '/personal-calendar', t('personalCalendar.title'));
    await page.getByRole('button', { name: t('personalCalendar.blockDate') }).first().click();
    const dialog = page.getByRole('dialog', { name: t('personalCalendar.blockDate') });
    const start = dialog.getByLabel(t('personalCalendar.startDate'), { exact: true });
    await expect.poll(() => start.inputValue(), { message: 'today, in Dutch' }).toBe(inDutch(today, 'ddd, D MMM YYYY'));

    await start.click();
    // The calendar opens in a layer of its own over the form (Mantine marks it; it has no role: the field keeps focus).
    const calendar = page.locator('[data-dates-dropdown]');
    await calendar.getByRole('button', { name: inDutch(today, 'D MMMM YYYY'), exact: true }).waitFor();
    await calendar.getByRole('button', { name: t('datePicker.nextMonth') }).click();
    const day = calendar.getByRole('button', { name: inDutch(picked, 'D MMMM YYYY'), exact: true });
    await day.waitFor();
    await settle(page, 'the Dutch calendar');
    await page.screenshot({ path: shotPath('date-picker-nl.png') });
    await day.click();
    await expect.poll(() => start.inputValue(), { message: 'the picked day, in Dutch' }).toBe(inDutch(picked, 'ddd, D MMM YYYY'));
    expect(await dialog.locator('input[name="startDate"]').inputValue(), 'kept as the contract writes it').toBe(picked);

    const reason = uniqueName('Verjaardag');
    await dialog.getByLabel(t('personalCalendar.reason')).fill(reason);
    await dialog.getByRole('button', { name: t('personalCalendar.blockDateSubmit'), exact: true }).click();
    await page.getByText(t('personalCalendar.blockDateSaved')).first().waitFor();
    const blocked = (await onPicked()).filter((item) => item.type === 'blockDate' && item.reason === reason);
    expect(blocked, 'the server received the picked day as YYYY-MM-DD').toMatchObject([{ startDate: picked }]);
    expect(problems).toEqual([]);
    await send(bearer, 'DELETE', `/blockDates/${blocked[0]!.refId}`, undefined, 204);
    await page.context().close();
  });
});
