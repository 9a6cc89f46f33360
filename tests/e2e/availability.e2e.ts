import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { api, claimsOf, expectNoErrorState, loggedInPhone, openScreen, section, send, token, type List, type Texts } from './demo';
import { keepScreenshot, openBrowser, selectTab } from './browser';
import { addDays, dayOf } from './suiteClock';
import { dayButton, openDay } from './calendarList';
import { crewLogin, newCrew, type OwnCrew } from './ownCrewJobs';

/**
 * Availability and rest time (issue 37): Sam (crew@demo.test) taps a day of his personal calendar on his phone and
 * marks it available for the morning; the planner's find best person for a Stagehand position on that day then puts
 * him first (Dana de Vries, chief@demo.test, the other Stagehand, ranks first on her ratings until then), marked
 * available. Once Sam has another job ending at 23:00 the evening before, his card warns of 9 hours of rest (under the
 * company's 11), he drops below Dana, and requesting him asks the warning question first; the request is still made.
 * The file owns its data: a crew of its own on project 1006 (made through the api, uniquely named), on a day half a
 * year after the suite's clock that Sam and Dana have free, with the days around it free for Sam.
 */

const plannerLogin = 'planner@demo.test';
const danaLogin = 'chief@demo.test';
const projectNumber = '1006';

interface PlanningItem { type: string; startDate: string; endDate: string; refId: number; part?: string }
interface BestPerson { rank: number; personId: number; name: string; markedAvailable: boolean; shortRest: boolean; restHours: number | null; minimumRestHours: number }
interface StatusRecord { status: string; remark: string | null }

/** The first day from `from` on which neither login has anything on the day before, the day itself or the day after. */
async function quietDay(from: string): Promise<string> {
  const items = (await Promise.all([crewLogin, danaLogin].map(async (login) =>
    (await api<List<PlanningItem>>(await token(login), `/planningCalendarItems?from=${addDays(from, -1)}&to=${addDays(from, 60)}`)).items))).flat();
  const busy = (day: string) => items.some((item) => item.startDate <= addDays(day, 1) && item.endDate >= addDays(day, -1));
  let day = from;
  while (busy(day)) day = addDays(day, 1);
  return day;
}

/** A new open position on the file's crew, through the api: its id. */
async function openPosition(crew: OwnCrew, fn: string, day: string, startTime: string, endTime: string): Promise<number> {
  const opened = await send<List<{ id: number }>>(await token(plannerLogin), 'POST', `/projects/${projectNumber}/projectCrewItems`,
    { crewId: crew.id, function: fn, startDate: day, endDate: day, startTime, endTime, amount: 1 }, 201);
  return opened.items[0]!.id;
}

/** The planner's find-best-person panel for the file's open position, with its cards. */
async function openFindBest(page: Page, t: Texts, crew: OwnCrew): Promise<Locator> {
  await openScreen(page, `/projects/${projectNumber}`, t('project.title'));
  await selectTab(page, page.getByRole('tab', { name: t('project.tabCrewItems') }));
  const card = section(page, t('project.crewItems')).getByTestId('item-card').filter({ hasText: crew.name });
  await card.getByText(t('project.vacant')).waitFor();
  await card.getByRole('button', { name: t('findBestPerson.find') }).click();
  const panel = page.getByRole('dialog', { name: t('findBestPerson.title') });
  await panel.getByTestId('item-card').first().waitFor();
  return panel;
}

describe('a crew member marks a day available; find best person ranks them higher and warns of short rest', () => {
  let browser: Browser;
  let crew: OwnCrew;
  let day: string;
  let positionId: number;
  let samId: number;
  let rankBefore: number;

  beforeAll(async () => {
    browser = await openBrowser();
    samId = claimsOf(await token(crewLogin)).loginData.person.id;
    day = await quietDay(addDays(dayOf(inject('clock')), 180));
    crew = await newCrew('Availability crew');
    positionId = await openPosition(crew, 'Stagehand', day, '08:00', '16:00');
    const ranked = (await api<List<BestPerson>>(await token(plannerLogin), `/projectCrewItems/${positionId}/bestPersons`)).items;
    rankBefore = ranked.find((person) => person.personId === samId)!.rank;
    expect(ranked[0], 'Dana, the other Stagehand, ranks first on her ratings').toMatchObject({ name: 'Dana de Vries', markedAvailable: false });
    expect(rankBefore).toBeGreaterThan(1);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('lets Sam tap the day on his personal calendar and mark it available for the morning (phone)', async () => {
    const { page, problems, bearer, t } = await loggedInPhone(browser, crewLogin);
    await openScreen(page, '/personal-calendar', t('personalCalendar.title'));
    // Month by month to the day's month: the next month's button until the day is in the grid.
    while ((await dayButton(page, day).count()) === 0) {
      const shown = await page.locator('button[data-day]').first().getAttribute('data-day');
      await page.getByRole('button', { name: t('calendar.nextMonth') }).click();
      await expect.poll(() => page.locator('button[data-day]').first().getAttribute('data-day')).not.toBe(shown);
    }
    const opened = await openDay(page, day);
    // The tapped day offers both of its actions: block it, or mark it available.
    await opened.getByRole('button', { name: new RegExp(`^${t('personalCalendar.blockDate')}`) }).waitFor();
    await opened.getByRole('button', { name: new RegExp(`^${t('availability.mark')}`) }).click();
    const form = page.getByRole('dialog', { name: t('availability.mark') });
    expect(await form.locator('input[name="startDate"]').inputValue(), 'the tapped day').toBe(day);
    await form.getByRole('combobox', { name: t('availability.part') }).click();
    await page.getByRole('option', { name: t('availability.parts.morning') }).click();
    await form.getByLabel(t('availability.note')).fill('Until 14:00 at the latest');
    await keepScreenshot(page, 'availability-mark.png');
    await form.getByRole('button', { name: t('availability.markSubmit'), exact: true }).click();
    await page.getByText(t('availability.marked')).first().waitFor();
    // The day now lists it, titled by its part, in the teal of its marker.
    await opened.getByText(t('availability.eventTitle.morning'), { exact: true }).waitFor();
    await opened.getByText(t('availability.marker'), { exact: true }).waitFor();
    const marked = (await api<List<PlanningItem>>(bearer, `/planningCalendarItems?from=${day}&to=${day}`)).items
      .filter((item) => item.type === 'availability');
    expect(marked).toMatchObject([{ startDate: day, endDate: day, part: 'morning' }]);
    await expectNoErrorState(page);
    await keepScreenshot(page, 'availability-marked.png', { fullPage: true });
    expect(problems).toEqual([]);
  });

  it('shows the planner Sam first for that day in find best person, marked available', async () => {
    const { page, problems, t } = await loggedInPhone(browser, plannerLogin);
    const panel = await openFindBest(page, t, crew);
    const first = panel.getByTestId('item-card').first();
    await first.getByText('1. Sam Crew').waitFor();
    await first.getByText(t('availability.markedAvailable')).waitFor();
    expect(rankBefore, 'he stood lower before he marked the day').toBeGreaterThan(1);
    await panel.getByTestId('item-card').nth(1).getByText('2. Dana de Vries').waitFor();
    expect(await panel.getByText(t('availability.shortRest', { restHours: 9, minimumRestHours: 11 })).count()).toBe(0);
    await expectNoErrorState(page);
    await keepScreenshot(page, 'availability-find-best.png');
    expect(problems).toEqual([]);
  });

  it('warns of 9 hours of rest after a job ending at 23:00 the evening before, and asks before requesting him', async () => {
    const planner = await token(plannerLogin);
    // Sam's other job, given to him through the api: Rigger (only Sam has it) from 14:00 to 23:00 the day before.
    const evening = await openPosition(crew, 'Rigger', addDays(day, -1), '14:00', '23:00');
    await send(planner, 'POST', `/projectCrewItems/${evening}`, { personId: samId });

    const { page, problems, t } = await loggedInPhone(browser, plannerLogin);
    const panel = await openFindBest(page, t, crew);
    const sam = panel.getByTestId('item-card').filter({ hasText: 'Sam Crew' });
    await sam.getByText(t('availability.shortRest', { restHours: 9, minimumRestHours: 11 })).waitFor();
    await sam.getByText('2. Sam Crew').waitFor();
    await sam.getByText(t('availability.markedAvailable')).waitFor();
    await panel.getByTestId('item-card').first().getByText('1. Dana de Vries').waitFor();
    await expectNoErrorState(page);
    await keepScreenshot(page, 'availability-short-rest.png');

    await sam.getByRole('button', { name: t('findBestPerson.request') }).click();
    const question = page.getByRole('dialog').filter({ hasText: t('availability.requestShortRestQuestion') });
    await question.getByRole('button', { name: t('common.yes') }).waitFor();
    await keepScreenshot(page, 'availability-short-rest-question.png');
    await question.getByRole('button', { name: t('common.yes') }).click();
    await page.getByText(t('findBestPerson.requested')).waitFor();
    await panel.waitFor({ state: 'detached' });
    const history = (await api<List<StatusRecord>>(planner, `/projectCrewItems/${positionId}/status`)).items;
    expect(history[0], 'requested all the same, the short rest on record').toMatchObject({ status: 'requested', remark: 'Requested: Sam Crew (rest 9 h, under 11 h)' });
    expect(problems).toEqual([]);
  });
});
