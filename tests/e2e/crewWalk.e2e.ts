import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openBrowser, logIn, openPhonePage, selectTab, settle, keepScreenshot } from './browser';
import { api, claimsOf, textIn, token, uniqueName, type List } from './demo';
import { addDays, dayOf } from './suiteClock';
import { crewLogin, newCrew, newJobToConfirm, type Job } from './ownCrewJobs';
import { dayEvents, openDay, openLegend } from './calendarList';

interface PlanningItem { type: string; marker: string; reason: string | null; startDate: string; endDate: string; refId: number }

/**
 * The first day of the month of `today` (counting from the 1st) with nothing on the crew member's calendar: blocking
 * it asks no extra question (no confirmed job), and its day in the month lists the blocked date alone.
 */
async function freeDayThisMonth(bearer: string, today: string): Promise<string> {
  const month = today.slice(0, 7);
  const days = Array.from({ length: 31 }, (_, index) => addDays(`${month}-01`, index)).filter((day) => day.startsWith(month));
  const items = (await api<List<PlanningItem>>(bearer, `/planningCalendarItems?from=${days[0]}&to=${days.at(-1)}`)).items;
  const free = days.find((day) => !items.some((item) => item.startDate <= day && day <= item.endDate));
  expect(free, `a day of ${month} with nothing on the calendar of ${crewLogin}`).toBeDefined();
  return free!;
}

describe('a crew member walks the first screens on a phone', () => {
  const today = dayOf(inject('clock'));
  /** The crew member's language (English, checked before the tests). */
  const t = textIn('en');
  let browser: Browser;
  /** This file's own job to confirm (a new crew, a position the planner confirmed and then moved). */
  let job: Job;

  /** A phone page of a crew member who logged in from the jobs list's address and is back on it. */
  async function onJobs(): Promise<{ page: Page; problems: string[] }> {
    const opened = await openPhonePage(browser);
    await logIn(opened.page, crewLogin, 'demo1234', '/login?redirect=%2Fjobs');
    await opened.page.waitForURL(/\/jobs$/);
    await settle(opened.page);
    return opened;
  }

  beforeAll(async () => {
    expect(claimsOf(await token(crewLogin)).loginData.language).toBe('en');
    browser = await openBrowser();
    const crew = await newCrew('Walk crew');
    job = await newJobToConfirm(crew, { function: uniqueName('Walk rigger'), day: addDays(today, 1), startTime: '09:00', endTime: '17:00' });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('sends a visitor without a session to the login screen, carrying the path', async () => {
    const { page, problems } = await openPhonePage(browser);
    await page.goto('/jobs');
    await page.waitForURL(/\/login\?redirect=%2Fjobs$/);
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    await keepScreenshot(page, 'walk-login.png');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('refuses a wrong password with the server’s message and keeps the form', async () => {
    const { page, problems } = await openPhonePage(browser);
    await logIn(page, crewLogin, 'wrong-password');
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').textContent()).toContain('Wrong e-mail or password');
    expect(await page.getByLabel('E-mail or login ID').inputValue()).toBe(crewLogin);
    expect(page.url()).toMatch(/\/login$/);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('logs in and returns to the jobs list with its tabs, the upcoming one open', async () => {
    const { page, problems } = await onJobs();
    await page.getByRole('heading', { name: 'Jobs', level: 1 }).waitFor();
    for (const tab of ['Upcoming', 'To confirm', 'Applied for', 'Past']) {
      await page.getByRole('tab', { name: tab }).waitFor();
    }
    expect(await page.getByRole('tab', { name: 'Upcoming' }).getAttribute('aria-selected')).toBe('true');
    // This file's job lies ahead (confirmed or not yet), so the upcoming tab lists it.
    await page.getByTestId('item-card').filter({ hasText: job.function }).waitFor();
    await keepScreenshot(page, 'walk-jobs.png');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('opens its job on the to-confirm tab and confirms it', async () => {
    expect((await api<Job>(await token(crewLogin), `/jobs/${job.id}`)).toConfirm, 'the job still waits for confirmation').toBe(true);
    const { page, problems } = await onJobs();
    await selectTab(page, 'To confirm');
    // The job is on the upcoming tab too: wait for the to-confirm list itself, so the card tapped is not swapped away.
    await settle(page, 'after the to-confirm tab was chosen');
    const card = page.getByTestId('item-card').filter({ hasText: job.function });
    await card.getByText(t('jobs.needsConfirmation')).waitFor();
    await card.getByRole('link').first().click();
    await page.waitForURL(new RegExp(`/jobs/${job.id}$`));
    await page.getByRole('heading', { name: 'Job', exact: true, level: 1 }).waitFor();
    await settle(page);
    await keepScreenshot(page, 'walk-job.png');
    await page.getByRole('button', { name: 'Confirm job' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await page.getByText('Job confirmed').waitFor();
    await page.getByRole('button', { name: 'Confirm job' }).waitFor({ state: 'detached' });
    const confirmed = await api<Job>(await token(crewLogin), `/jobs/${job.id}`);
    expect(confirmed).toMatchObject({ status: 'confirmed', toConfirm: false, period: 'upcoming' });
    expect(confirmed.confirmedAt).not.toBeNull();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('reaches the personal calendar through the side menu and sees the legend', async () => {
    const { page, problems } = await onJobs();
    await page.getByRole('button', { name: 'Open or close the menu' }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Personal calendar' }).click();
    await page.waitForURL(/\/personal-calendar$/);
    await page.getByRole('heading', { name: 'Personal calendar', level: 1 }).waitFor();
    // On a phone the legend starts closed, under its toggle.
    const legend = await openLegend(page, t);
    await legend.getByText('Blocked date', { exact: true }).waitFor();
    await settle(page);
    await keepScreenshot(page, 'walk-personal-calendar.png', { fullPage: true });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('blocks a free day of this month with a reason and unblocks it again', async () => {
    const bearer = await token(crewLogin);
    const day = await freeDayThisMonth(bearer, today);
    const reason = uniqueName('Family visit');
    const blocked = async () => (await api<List<PlanningItem>>(bearer, `/planningCalendarItems?from=${day}&to=${day}`)).items
      .filter((item) => item.type === 'blockDate' && item.reason === reason);
    const { page, problems } = await onJobs();
    await page.goto('/personal-calendar');
    await settle(page);

    await page.getByRole('button', { name: t('personalCalendar.blockDate') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(t('personalCalendar.startDate')).fill(day);
    await dialog.getByLabel(t('personalCalendar.reason')).fill(reason);
    await keepScreenshot(page, 'walk-block-date.png');
    await dialog.getByRole('button', { name: t('personalCalendar.blockDateSubmit'), exact: true }).click();
    // No confirmed job that day: saved straight away, without the extra question.
    await page.getByText(t('personalCalendar.blockDateSaved')).waitFor();
    expect(await page.getByText(t('personalCalendar.blockConfirmedQuestion')).count()).toBe(0);
    expect(await blocked()).toMatchObject([{ startDate: day, endDate: day, marker: 'blockedDate' }]);

    // Once the calendar has the new block date, its day lists it; tapping it there offers to unblock.
    await settle(page);
    const dayList = await openDay(page, day);
    await dayEvents(dayList).filter({ hasText: reason }).click();
    await page.getByRole('button', { name: t('personalCalendar.deleteBlockDate') }).click();
    await page.getByRole('dialog').filter({ hasText: t('personalCalendar.deleteBlockDateQuestion') })
      .getByRole('button', { name: t('common.yes') }).click();
    await page.getByText(t('personalCalendar.blockDateDeleted')).waitFor();
    await expect.poll(() => page.getByText(reason).count()).toBe(0);
    expect(await blocked()).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('serves the app with a Content-Security-Policy that allows only its own scripts', async () => {
    const { page } = await openPhonePage(browser);
    const response = await page.request.get('/');
    const directives = (response.headers()['content-security-policy'] ?? '').split(';').map((directive) => directive.trim());
    expect(directives.filter((directive) => directive.startsWith('script-src'))).toEqual(["script-src 'self'"]);
    await page.context().close();
  });
});
