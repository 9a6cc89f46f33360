import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import dayjs from 'dayjs';
import 'dayjs/locale/nl';
import 'dayjs/locale/de';
import 'dayjs/locale/cy';
import { settle, openBrowser, keepScreenshot } from './browser';
import { api, loggedInPhone, openScreen, send, token, uniqueName, type List } from './demo';
import { dayOf } from './suiteClock';
import { seriousFindings } from './accessibilityFindings';

/**
 * Dates typed and picked in the person's language: the block-date form of the personal calendar shows today as
 * "di., 24 nov 2026" (Dutch), "Di., 24 Nov. 2026" (German) or in Welsh, with a calendar in that language (named
 * buttons, Monday first); a day picked there is shown in the language, and the server receives it as `YYYY-MM-DD`.
 * The crew chief reads Dutch; for German and Welsh this file sets the crew member's or the chief's language on the
 * server and sets it back afterwards. Each block made here is deleted at the end of its test.
 */

interface PlanningItem { type: string; refId: number; startDate: string; endDate?: string | null; reason?: string | null }

/** The languages set here for a test, with the one to set back. */
const changed = new Map<string, string>();

async function speak(login: string, language: string, before: string): Promise<void> {
  changed.set(login, before);
  await send(await token(login), 'POST', '/userLanguage', { language });
}

/** A day of next month on which the person has no job (blocking it asks no extra question), whatever today is. */
async function dayWithoutJob(bearer: string, today: string): Promise<string> {
  const month = dayjs(today).add(1, 'month');
  const [first, last] = [month.startOf('month').format('YYYY-MM-DD'), month.endOf('month').format('YYYY-MM-DD')];
  const jobs = (await api<List<PlanningItem>>(bearer, `/planningCalendarItems?from=${first}&to=${last}`)).items.filter((item) => item.type === 'job');
  const days = Array.from({ length: 28 }, (_, at) => month.date(28 - at).format('YYYY-MM-DD'));
  const free = days.find((day) => !jobs.some((job) => job.startDate <= day && (job.endDate ?? job.startDate) >= day));
  expect(free, `a day of ${month.format('MMMM YYYY')} without a job`).toBeDefined();
  return free!;
}

/** Blocks a day of next month by picking it in the block-date form, and checks what is shown and what is sent. */
async function expectDayPickedAndSent(browser: Browser, login: string, locale: string, shot: string): Promise<void> {
  const { page, problems, bearer, t } = await loggedInPhone(browser, login);
  const today = dayOf(inject('clock'));
  const picked = await dayWithoutJob(bearer, today);
  const shown = (day: string, format: string) => dayjs(day).locale(locale).format(format);
  const onPicked = async () => (await api<List<PlanningItem>>(bearer, `/planningCalendarItems?from=${picked}&to=${picked}`)).items;
  expect((await onPicked()).filter((item) => item.type === 'job'), 'no job on the day picked (no extra question)').toEqual([]);

  await openScreen(page, '/personal-calendar', t('personalCalendar.title'));
  await page.getByRole('button', { name: t('personalCalendar.blockDate') }).first().click();
  const dialog = page.getByRole('dialog', { name: t('personalCalendar.blockDate') });
  const start = dialog.getByLabel(t('personalCalendar.startDate'), { exact: true });
  await expect.poll(() => start.inputValue(), { message: `today, in ${locale}` }).toBe(shown(today, 'ddd, D MMM YYYY'));

  await start.click();
  // The calendar opens in a layer of its own over the form (Mantine marks it; it has no role: the field keeps focus).
  const calendar = page.locator('[data-dates-dropdown]');
  await calendar.getByRole('button', { name: shown(today, 'D MMMM YYYY'), exact: true }).waitFor();
  await calendar.getByRole('button', { name: t('datePicker.nextMonth') }).click();
  const day = calendar.getByRole('button', { name: shown(picked, 'D MMMM YYYY'), exact: true });
  await day.waitFor();
  await settle(page, `the calendar in ${locale}`);
  await keepScreenshot(page, shot);
  // The open calendar reads as well as the rest of the app (weekend days, the months around): axe finds nothing serious.
  expect(await seriousFindings(page), `the calendar in ${locale}`).toEqual([]);
  await day.click();
  await expect.poll(() => start.inputValue(), { message: `the picked day, in ${locale}` }).toBe(shown(picked, 'ddd, D MMM YYYY'));
  expect(await dialog.locator('input[name="startDate"]').inputValue(), 'kept as the contract writes it').toBe(picked);

  const reason = uniqueName('Birthday');
  await dialog.getByLabel(t('personalCalendar.reason')).fill(reason);
  await dialog.getByRole('button', { name: t('personalCalendar.blockDateSubmit'), exact: true }).click();
  await page.getByText(t('personalCalendar.blockDateSaved')).first().waitFor();
  const blocked = (await onPicked()).filter((item) => item.type === 'blockDate' && item.reason === reason);
  expect(blocked, 'the server received the picked day as YYYY-MM-DD').toMatchObject([{ startDate: picked }]);
  expect(problems).toEqual([]);
  await send(bearer, 'DELETE', `/blockDates/${blocked[0]!.refId}`, undefined, 204);
  await page.context().close();
}

describe('a date field in the person\'s language', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await openBrowser();
  });

  afterAll(async () => {
    for (const [login, language] of changed) await send(await token(login), 'POST', '/userLanguage', { language });
    await browser?.close();
  });

  it('as the Dutch crew chief: shows and picks days in Dutch and sends the contract\'s YYYY-MM-DD', async () => {
    await expectDayPickedAndSent(browser, 'chief@demo.test', 'nl', 'date-picker-nl.png');
  });

  it('as a crew member reading German: picks a day in German and the server receives YYYY-MM-DD', async () => {
    await speak('crew@demo.test', 'de', 'en');
    await expectDayPickedAndSent(browser, 'crew@demo.test', 'de', 'date-picker-de.png');
  });

  it('as the crew chief reading Welsh: shows and picks days in Welsh', async () => {
    await speak('chief@demo.test', 'cy', 'nl');
    await expectDayPickedAndSent(browser, 'chief@demo.test', 'cy', 'date-picker-cy.png');
  });
});
