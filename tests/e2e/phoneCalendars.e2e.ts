import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openBrowser, openPhonePage, keepScreenshot } from './browser';
import { api, claimsOf, expectNoErrorState, loggedInPhone, openScreen, textIn, token, type List, signIn } from './demo';
import { dayOf } from './suiteClock';
import { dotted, post, uniqueSuffix } from './apiWrites';
import { dayButton, dayCell, dayCells, dayEvents, monthOf, openDay, openLegend, rowsInMonth, showView, type DrawnEvent } from './calendarList';
import { seriousFindings } from './accessibilityFindings';

/**
 * The four calendars on a phone (390×844): the month is a grid of day buttons with a coloured dot per event (no
 * titles to cut), a tapped day lists its events in full below, and the toolbar switches month, week and list. What
 * a day holds is read from the api just before; the projects and to-do calendars get an item of today made here
 * (named uniquely), the planning and personal calendars hold seed items this month whatever the clock (the seed's
 * days count from the suite's day). Nothing here changes data another file reads.
 */

interface PlanningItem { title: string; startDate: string; endDate: string; person: { name: string } | null }
interface ProjectCard { name: string; clientMark: string | null; beginDate: string | null; endDate: string | null }
interface Activity { caption: string; type: string; parameters: { dueDate?: string } }

const today = () => dayOf(inject('clock'));

/** A calendar screen, who opens it, and what its month shows: events as `DrawnEvent`s, and the day to open. */
interface Calendar {
  screen: string;
  title: string;
  login: string;
  /** This month's events as the calendar draws them (text: the event's title), made sure of first where needed. */
  events: (bearer: string) => Promise<DrawnEvent[]>;
}

const calendars: Calendar[] = [
  {
    screen: 'personal-calendar',
    title: 'personalCalendar.title',
    login: 'crew@demo.test',
    events: async (bearer) => {
      const { first, last } = monthOf(today());
      const items = (await api<List<PlanningItem>>(bearer, `/planningCalendarItems?from=${first}&to=${last}`)).items;
      return items.map((item) => ({ start: item.startDate, end: item.endDate, text: item.title }));
    },
  },
  {
    screen: 'planning-calendar',
    title: 'planningCalendar.title',
    login: 'planner@demo.test',
    events: async (bearer) => {
      const { first, last } = monthOf(today());
      const items = (await api<List<PlanningItem>>(bearer, `/planningCalendarItems?from=${first}&to=${last}`)).items;
      return items.map((item) => ({ start: item.startDate, end: item.endDate, text: `${item.person?.name ?? item.title}: ${item.title}` }));
    },
  },
  {
    screen: 'projects-calendar',
    title: 'projectsCalendar.title',
    login: 'planner@demo.test',
    events: async (bearer) => {
      const companies = (await api<List<{ name: string }>>(bearer, '/companies')).items;
      await post(bearer, '/projects', {
        company: companies[0]!.name, clientMark: 'PHONE', name: `Phone calendar day ${uniqueSuffix()}`, beginDate: today(), endDate: today(),
      });
      const projects = (await api<List<ProjectCard>>(bearer, '/projects?tab=all')).items;
      return projects.filter((project) => project.beginDate !== null)
        .map((project) => ({ start: project.beginDate!, end: project.endDate, text: `${project.clientMark ?? ''} · ${project.name}` }));
    },
  },
  {
    screen: 'todo-calendar',
    title: 'todoCalendar.title',
    login: 'planner@demo.test',
    events: async (bearer) => {
      const me = claimsOf(bearer).loginData.person.id;
      await post(bearer, `/persons/${me}/activities`, {
        caption: `Phone calendar to-do ${uniqueSuffix()}`, type: 'TODO_INT', body: 'Made by the phone calendars e2e test.',
        parameters: { dueDate: dotted(today()), priority: 2 },
      });
      const activities = (await api<List<Activity>>(bearer, '/activities')).items.filter((activity) => activity.type.startsWith('TODO_'));
      return activities.filter((todo) => todo.parameters.dueDate)
        .map((todo) => ({ start: todo.parameters.dueDate!.split('.').reverse().join('-'), end: null, text: todo.caption }));
    },
  },
];

/** The page scrolls only down: nothing is wider than the phone. */
async function expectNoSideways(page: Page, where: string): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${where}: page width`).toBeLessThanOrEqual(390);
}

/** Every text in the opened day's list shows whole: no title cut or clipped by its box. */
async function expectWholeTexts(page: Page, where: string): Promise<void> {
  const cut = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('section[id] ul button p')]
      .filter((text) => text.scrollWidth > text.clientWidth + 1 || text.scrollHeight > text.clientHeight + 1)
      .map((text) => text.textContent));
  expect(cut, `${where}: cut texts`).toEqual([]);
}

/** The month grid's day markers: one dot per event of the day (up to six) in the day's button. */
function dotsOf(page: Page, day: string): Promise<number> {
  return dayButton(page, day).locator('span[aria-hidden] > span[aria-hidden]:visible').count();
}

/** The "+n" drawn beside a day's dots when it has more events than dots, or null. */
async function moreOf(page: Page, day: string): Promise<string | null> {
  const more = dayButton(page, day).locator('[data-more]');
  return (await more.count()) === 0 ? null : more.getAttribute('data-more');
}

/** Walks one calendar (see the top of this file) and answers the page's problems (CSP violations, uncaught errors). */
async function checkCalendar(browser: Browser, calendar: Calendar): Promise<string[]> {
  const { page, problems, bearer, t } = await loggedInPhone(browser, calendar.login);
  const rows = rowsInMonth(await calendar.events(bearer), today());
  expect(rows.length, `${calendar.screen}: events this month`).toBeGreaterThan(0);
  // Today's events when it has any, else the month's first day with events.
  const day = rows.some((row) => row.startsWith(today())) ? today() : rows[0]!.slice(0, 10);
  const titles = rows.filter((row) => row.startsWith(day)).map((row) => row.slice(11));

  await openScreen(page, `/${calendar.screen}`, t(calendar.title));
  const count = titles.length === 1 ? t('calendar.dayOneEvent') : t('calendar.dayEvents', { count: titles.length });
  await expect.poll(() => dayButton(page, day).getAttribute('aria-label'), { message: `${calendar.screen}: ${day}`, timeout: 20_000 })
    .toMatch(new RegExp(`${day.slice(0, 4)}, ${count}$`));
  // Up to six events a dot each; more: five dots and "+n" (the other files of the suite may add events on the day).
  const shownDots = titles.length <= 6 ? titles.length : 5;
  expect(await dotsOf(page, day), `${calendar.screen}: the markers of ${day}`).toBe(shownDots);
  expect(await moreOf(page, day), `${calendar.screen}: the "+n" of ${day}`).toBe(titles.length > 6 ? `+${titles.length - 5}` : null);
  // On a phone the grid shows no titles at all: nothing there to cut.
  expect(await dayCells(page).getByText(titles[0]!, { exact: true }).first().isVisible()).toBe(false);

  const region = await openDay(page, day);
  await expect.poll(() => dayEvents(region).count(), { message: `${calendar.screen}: the events of ${day}` }).toBe(titles.length);
  for (const title of new Set(titles)) {
    await expect.poll(() => region.getByText(title, { exact: true }).first().isVisible(), { message: title }).toBe(true);
  }
  await expectNoSideways(page, calendar.screen);
  await expectWholeTexts(page, calendar.screen);
  await expectNoErrorState(page);
  await openLegend(page, t);
  expect(await seriousFindings(page), `${calendar.screen}: accessibility of the month with a day opened`).toEqual([]);
  // The picture shows the phone's screen with the opened day's list above the bottom menu, and the grid above it.
  await region.evaluate((list) => window.scrollBy(0, list.getBoundingClientRect().bottom - (window.innerHeight - 80)));
  await keepScreenshot(page, `calendar-${calendar.screen}-month.png`);

  // An event of the day opens its sheet, as tapping an event always did.
  await dayEvents(region).filter({ hasText: titles[0]! }).first().click();
  const sheet = page.getByRole('dialog');
  await sheet.getByText(titles[0]!, { exact: true }).waitFor();
  await sheet.getByRole('button', { name: t('calendar.close') }).click();
  await sheet.waitFor({ state: 'detached' });

  // The toolbar switches to the week of the opened day, to the list of the month, and back.
  await showView(page, t, 'week');
  await expect.poll(() => page.locator('button[data-day]').count(), { message: 'the week' }).toBe(7);
  await expect.poll(() => dayButton(page, day).getAttribute('aria-pressed')).toBe('true');
  await expectNoSideways(page, `${calendar.screen}, week`);
  expect(await seriousFindings(page), `${calendar.screen}: accessibility of the week`).toEqual([]);
  await keepScreenshot(page, `calendar-${calendar.screen}-week.png`, { fullPage: true });
  await showView(page, t, 'list');
  // A list row reads its title and, for screen readers, its marker label after it.
  await page.getByRole('list', { name: t('calendar.events') }).getByText(titles[0]!).first().waitFor();
  await expect.poll(() => page.locator('button[data-day]').count()).toBe(0);
  await expectNoSideways(page, `${calendar.screen}, list`);
  expect(await seriousFindings(page), `${calendar.screen}: accessibility of the list`).toEqual([]);
  await keepScreenshot(page, `calendar-${calendar.screen}-list.png`);
  await showView(page, t, 'month');
  await expect.poll(() => page.locator('button[data-day]').count(), { message: 'the month' }).toBeGreaterThanOrEqual(28);
  await page.getByRole('button', { name: t('calendar.nextMonth') }).click();
  await page.getByRole('button', { name: t('calendar.previousMonth') }).click();
  await page.getByRole('button', { name: t('calendar.today'), exact: true }).click();
  await expect.poll(() => dayButton(page, today()).getAttribute('aria-pressed')).toBe('true');
  await page.context().close();
  return problems;
}

describe('calendars on a phone: day markers, the tapped day\'s events in full, and the toolbar\'s views', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await openBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it.each(calendars.map((calendar) => [calendar.screen, calendar] as const))('%s', async (_screen, calendar) => {
    expect(await checkCalendar(browser, calendar)).toEqual([]);
  });

  it('at a desk (1280×800) the month shows the events\' titles in their days as well', async () => {
    const calendar = calendars.find((candidate) => candidate.screen === 'planning-calendar')!;
    const bearer = await token(calendar.login);
    const t = textIn(claimsOf(bearer).loginData.language);
    const rows = rowsInMonth(await calendar.events(bearer), today()).filter((row) => row.startsWith(today()));
    expect(rows.length, 'the planner\'s items of today').toBeGreaterThan(0);
    const { page, problems } = await openPhonePage(browser, { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });
    await signIn(page, calendar.login);
    await openScreen(page, `/${calendar.screen}`, t(calendar.title));
    const titles = dayCell(page, today()).getByText(rows[0]!.slice(11), { exact: true });
    await expect.poll(() => titles.first().isVisible(), { message: 'a title in today\'s day', timeout: 20_000 }).toBe(true);
    // The legend starts open where there is room.
    await page.getByRole('region', { name: t('calendar.legend') }).getByRole('list').waitFor();
    await openDay(page, today());
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    await keepScreenshot(page, 'calendar-planning-calendar-wide.png', { fullPage: true });
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
