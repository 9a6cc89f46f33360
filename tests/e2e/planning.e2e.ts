import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { mkdirSync, readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, logIn, openPhonePage, settle } from './browser';

const shots = '/tmp/shots';

interface List<T> { items: T[]; total: number }
interface Project {
  number: string; name: string; company: string; companyId: number | null; clientMark: string | null; beginDate: string | null;
  endDate: string | null; reference: string | null; rateCard: string | null; comment: string | null; closed: boolean; period: string;
}
interface Company { id: number; name: string; clientMark: string | null }
interface RateCard { id: number; name: string; currency: string }
interface PlanningItem { id: string; type: string; marker: string; colour: string; title: string; startDate: string; endDate: string; person: { id: number; name: string } | null }
interface Activity { id: number; caption: string; type: string; parameters: { dueDate?: string; priority?: number } }

/** A text of the app in English (every demo login used here is English), by its i18n key. */
const texts = JSON.parse(readFileSync('locales/en.json', 'utf8')) as Record<string, unknown>;
function t(key: string): string {
  const text = key.split('.').reduce<unknown>((node, step) => (node as Record<string, unknown> | undefined)?.[step], texts);
  if (typeof text !== 'string') throw new Error(`no text ${key}`);
  return text;
}

/** A day `YYYY-MM-DD` plus whole days, as the app's `addDays` formatter computes it. */
function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

const projectColours = ['confirmed', 'quoted', 'designClient', 'past'];
const planningColours = ['blockedDate', 'confirmedJob', 'requestedJob', 'requestedVacation', 'requestedCrew',
  'severalEventsOverlap', 'severalEventsNoOverlap', 'other'];

describe('planning screens: projects, projects calendar, planning calendar, to-do calendar and planned crew on a phone', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let page: Page;
  let problems: string[];
  let bearer: string;

  async function tokenOf(username: string): Promise<string> {
    const response = await fetch(`${baseUrl}/api/v1/auth/token`, {
      method: 'POST', headers: { 'content-type': 'application/json', Type: 'MOBILE' }, body: JSON.stringify({ username, password: 'demo1234' }),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { token: string }).token;
  }

  async function api<T>(path: string): Promise<T> {
    const response = await fetch(`${baseUrl}/api/v1${path}`, { headers: { Authorization: `Bearer ${bearer}`, Type: 'MOBILE' } });
    expect(response.status, path).toBe(200);
    return (await response.json()) as T;
  }

  /** Waits until nothing loads, then fails on an error state, a console error or a page error. */
  async function expectNoErrorState(where: string) {
    await settle(page, where);
    expect(await page.getByRole('alert').filter({ hasText: t('errors.loadFailed') }).count(), where).toBe(0);
    expect(await page.getByRole('alert').filter({ hasText: 'Could not load' }).count(), where).toBe(0);
    expect(problems, where).toEqual([]);
  }

  async function open(path: string, titleKey: string, shot: string) {
    await page.goto(path);
    await page.getByRole('heading', { name: t(titleKey), exact: true, level: 1 }).waitFor();
    await expectNoErrorState(path);
    await page.screenshot({ path: `${shots}/planning-${shot}.png`, fullPage: true });
  }

  async function logInAs(username: string) {
    // A fresh session: forget the last one on the login page, then log in through the form.
    await page.goto('/login');
    await page.evaluate(() => localStorage.clear());
    await page.context().clearCookies();
    await logIn(page, username);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    bearer = await tokenOf(username);
  }

  async function today(): Promise<string> {
    return page.evaluate(() => {
      const now = new Date();
      return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    });
  }

  /**
   * The texts of every card of the (virtualised) list, in order: the page is scrolled through, since only the
   * cards near the screen are in the DOM.
   */
  async function listedTexts(): Promise<string[]> {
    const seen = new Map<number, string>();
    await page.evaluate(() => window.scrollTo(0, 0));
    for (let step = 0; step < 200; step += 1) {
      const rows = await page.locator('[role="listitem"][data-index]').evaluateAll((elements) =>
        elements.map((element) => [Number(element.getAttribute('data-index')), element.textContent ?? ''] as const));
      for (const [index, text] of rows) seen.set(index, text);
      const atEnd = await page.evaluate(() => {
        const before = window.scrollY;
        window.scrollBy(0, Math.round(window.innerHeight * 0.7));
        return window.scrollY === before;
      });
      if (atEnd) break;
      await page.waitForTimeout(80);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    return [...seen.entries()].sort((a, b) => a[0] - b[0]).map(([, text]) => text);
  }

  /** Waits until the list shows exactly `count` cards, and answers their texts. */
  async function expectListed(count: number, where: string): Promise<string[]> {
    let texts: string[] = [];
    await expect.poll(async () => (texts = await listedTexts()).length, { message: where, timeout: 15_000 }).toBe(count);
    return texts;
  }

  /** Switches a calendar to its list view (the month's events as rows with their full titles). */
  async function showListView() {
    await page.getByRole('tab', { name: t('calendar.listView') }).click();
  }

  /** The side menu's labels, in order. */
  async function sideMenu(): Promise<string[]> {
    await page.getByRole('button', { name: 'Open or close the menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link').first().waitFor();
    const labels = (await menu.getByRole('link').allTextContents()).map((label) => label.trim());
    return labels;
  }

  /** Section 2's side-menu order for the entries of this group (and home) that the menu shows. */
  function expectSectionTwoOrder(labels: string[], keys: string[]) {
    const positions = keys.map((key) => labels.indexOf(t(key)));
    for (const [index, position] of positions.entries()) expect(position, `${keys[index]} in ${labels.join(', ')}`).toBeGreaterThan(-1);
    expect([...positions].sort((a, b) => a - b), labels.join(', ')).toEqual(positions);
  }

  /** Every project tab (all/my × not closed/closed × ongoing/requested/past) shows exactly the server's projects. */
  async function walkProjectTabs(who: string) {
    await open('/projects', 'projects.title', `projects-${who}`);
    let seen = 0;
    for (const [scope, scopeLabel] of [['all', 'projects.all'], ['my', 'projects.my']] as const) {
      await page.getByRole('tab', { name: t(scopeLabel), exact: true }).click();
      for (const [closed, closedLabel] of [['false', 'projects.notClosed'], ['true', 'projects.closed']] as const) {
        await page.getByRole('tab', { name: t(closedLabel), exact: true }).click();
        for (const period of ['ongoing', 'requested', 'past'] as const) {
          await page.getByRole('tab', { name: t(`projects.${period}`), exact: true }).click();
          const where = `${who} /projects ${scope} closed=${closed} ${period}`;
          const expected = (await api<List<Project>>(`/projects?tab=${scope}&closed=${closed}&period=${period}`)).items;
          expect(expected.every((project) => !project.beginDate || project.beginDate >= '2018-01-01'), where).toBe(true);
          const listed = await expectListed(expected.length, where);
          for (const [index, project] of expected.entries()) {
            expect(listed[index], where).toContain(project.name);
            expect(listed[index], where).toContain(t(`projects.periods.${period}`));
          }
          if (expected.length === 0) await page.getByText(t('errors.projectsNotFound')).waitFor();
          seen += expected.length;
          await expectNoErrorState(where);
        }
      }
    }
    expect(seen, `${who} sees projects`).toBeGreaterThan(0);
    await page.getByRole('tab', { name: t('projects.all'), exact: true }).click();
    await page.getByRole('tab', { name: t('projects.notClosed'), exact: true }).click();
    await page.getByRole('tab', { name: t('projects.ongoing'), exact: true }).click();
  }

  /** The projects calendar: its legend, and the projects of this month in its list view, opening one. */
  async function checkProjectsCalendar(who: string) {
    await open('/projects-calendar', 'projectsCalendar.title', `projects-calendar-${who}`);
    const legend = page.getByRole('region', { name: t('calendar.legend') });
    for (const colour of projectColours) await legend.getByText(t(`projectsCalendar.markers.${colour}`), { exact: true }).waitFor();
    const day = await today();
    const monthStart = `${day.slice(0, 8)}01`;
    const monthEnd = addDays(`${addDays(monthStart, 32).slice(0, 8)}01`, -1);
    const thisMonth = (await api<List<Project>>('/projects?tab=all')).items
      .filter((project) => project.beginDate && project.beginDate <= monthEnd && (project.endDate ?? project.beginDate) >= monthStart);
    await showListView();
    for (const project of thisMonth) await page.getByText(project.name, { exact: false }).first().waitFor();
    await expectNoErrorState(`${who} /projects-calendar`);
    await page.screenshot({ path: `${shots}/planning-projects-calendar-${who}-list.png`, fullPage: true });
    if (thisMonth.length > 0) {
      await page.getByText(thisMonth[0]!.name, { exact: false }).first().click();
      await page.getByRole('button', { name: t('projectsCalendar.openProject') }).click();
      await page.waitForURL(`${baseUrl}/projects/${thisMonth[0]!.number}`);
    }
  }

  /** The planning calendar: the section-4 legend, this month's items in the list view, and the list from one month back. */
  async function checkPlanningCalendar(who: string) {
    await open('/planning-calendar', 'planningCalendar.title', `planning-calendar-${who}`);
    const legend = page.getByRole('region', { name: t('calendar.legend') });
    for (const colour of planningColours) await legend.getByText(t(`planningCalendar.colours.${colour}`), { exact: true }).waitFor();
    const day = await today();
    const monthStart = `${day.slice(0, 8)}01`;
    const monthEnd = addDays(`${addDays(monthStart, 32).slice(0, 8)}01`, -1);
    const thisMonth = (await api<List<PlanningItem>>(`/planningCalendarItems?from=${monthStart}&to=${monthEnd}`)).items;
    expect(thisMonth.length, `${who}: planning items this month`).toBeGreaterThan(0);
    await showListView();
    for (const item of thisMonth.slice(0, 5)) await page.getByText(item.title, { exact: false }).first().waitFor();
    await expectNoErrorState(`${who} /planning-calendar`);
    await page.screenshot({ path: `${shots}/planning-planning-calendar-${who}-list.png`, fullPage: true });

    await page.getByRole('tab', { name: t('planningCalendar.listTab') }).click();
    const fromLastMonth = (await api<List<PlanningItem>>(`/planningCalendarItems?from=${addDays(day, -30)}`)).items;
    const listed = await expectListed(fromLastMonth.length, `${who} planning list`);
    for (const [index, item] of fromLastMonth.entries()) expect(listed[index]).toContain(item.title);
    await page.getByRole('tab', { name: t('planningCalendar.jobs'), exact: true }).click();
    await expectListed(fromLastMonth.filter((item) => item.type === 'job').length, `${who} planning list, jobs`);
    await expectNoErrorState(`${who} /planning-calendar list`);
    await page.screenshot({ path: `${shots}/planning-planning-calendar-${who}-items.png`, fullPage: true });
    const firstJob = fromLastMonth.find((item) => item.type === 'job')!;
    await page.getByRole('listitem').first().getByRole('button', { name: t('planningCalendar.openProfile') }).click();
    await expectProfileOf(firstJob.person!, `${who} crew profile from the planning calendar`);
  }

  /** The crew profile page of a person has opened with its sections, without an error. */
  async function expectProfileOf(person: { id: number; name: string }, where: string) {
    await page.waitForURL(`${baseUrl}/crew-profile/${person.id}`);
    await page.getByRole('heading', { name: t('crewProfile.title'), exact: true, level: 1 }).waitFor();
    await page.getByRole('region', { name: t('crewProfile.sectionPerson') }).getByText(person.name).waitFor();
    await page.getByRole('region', { name: t('crewProfile.ratings') }).waitFor();
    await expectNoErrorState(where);
  }

  beforeAll(async () => {
    mkdirSync(shots, { recursive: true });
    browser = await launchBrowser();
    ({ page, problems } = await openPhonePage(browser));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()} (${message.location().url})`);
    });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('as a planner: the side menu in section 2 order, every projects tab, the projects and planning calendars', async () => {
    await logInAs('planner@demo.test');
    const labels = await sideMenu();
    expectSectionTwoOrder(labels, ['home.title', 'planningCalendar.title', 'projects.title', 'projectsCalendar.title', 'todoCalendar.title']);
    expect(labels).not.toContain(t('planningCrewItemList.title'));
    await walkProjectTabs('planner');
    await checkProjectsCalendar('planner');
    await checkPlanningCalendar('planner');
  });

  it('as a planner: creates a project with the form, checked through the api', async () => {
    const companies = (await api<List<Company>>('/companies')).items;
    const rateCards = (await api<List<RateCard>>('/rateCards')).items;
    expect(companies.length).toBeGreaterThan(0);
    expect(rateCards.length).toBeGreaterThan(0);
    const company = companies[0]!;
    const rateCard = rateCards[0]!;
    const day = await today();
    const name = `E2E launch party ${Date.now()}`;
    await open('/projects', 'projects.title', 'projects-before-create');
    await page.getByRole('button', { name: t('projects.create') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: t('projects.company') }).click();
    await page.getByRole('option', { name: new RegExp(`^${company.name}`) }).click();
    await dialog.getByLabel(t('projects.clientMark')).fill('E2E');
    await dialog.getByLabel(t('projects.name'), { exact: true }).fill(name);
    await dialog.getByLabel(t('projects.beginDate')).fill(addDays(day, 10));
    await dialog.getByLabel(t('projects.endDate')).fill(addDays(day, 12));
    await dialog.getByLabel(t('projects.reference')).fill('PO-4711');
    await dialog.getByRole('combobox', { name: t('projects.rateCard') }).click();
    await page.getByRole('option', { name: new RegExp(`^${rateCard.name}`) }).click();
    await dialog.getByLabel(t('projects.comment')).fill('Made by the planning e2e test.');
    await page.waitForTimeout(400); // let the dialog finish opening before the picture
    await page.screenshot({ path: `${shots}/planning-projects-create.png`, fullPage: true });
    await dialog.getByRole('button', { name: t('projects.createSubmit') }).click();
    await page.getByText(t('projects.created')).first().waitFor();

    const created = (await api<List<Project>>('/projects?tab=all')).items.find((project) => project.name === name);
    expect(created, 'the new project').toBeDefined();
    expect(created).toMatchObject({
      company: company.name, companyId: company.id, clientMark: 'E2E', beginDate: addDays(day, 10), endDate: addDays(day, 12),
      reference: 'PO-4711', rateCard: rateCard.name, comment: 'Made by the planning e2e test.', closed: false, period: 'ongoing',
    });
    // The planner becomes its project manager: it is on the "my" tab too, and the list shows it at once.
    const mine = (await api<List<Project>>('/projects?tab=my&closed=false&period=ongoing')).items;
    expect(mine.some((project) => project.number === created!.number)).toBe(true);
    await page.getByTestId('item-card').filter({ hasText: name }).first().waitFor();
    await expectNoErrorState('after creating a project');
  });

  it('as a planner: the to-do calendar with its to-dos', async () => {
    const todos = (await api<List<Activity>>('/activities')).items.filter((activity) => activity.type.startsWith('TODO_'));
    expect(todos.length).toBeGreaterThan(0);
    await open('/todo-calendar', 'todoCalendar.title', 'todo-list');
    await page.getByRole('tab', { name: t('todoCalendar.listTab'), exact: true }).click();
    const listed = await expectListed(todos.length, 'to-dos');
    for (const [index, todo] of todos.entries()) {
      expect(listed[index]).toContain(todo.caption);
      expect(listed[index]).toContain(todo.parameters.dueDate);
    }
    await page.getByRole('tab', { name: t('todoCalendar.types.TODO_INT'), exact: true }).click();
    await expectListed(todos.filter((todo) => todo.type === 'TODO_INT').length, 'internal to-dos');
    await page.getByRole('tab', { name: t('todoCalendar.calendarTab'), exact: true }).click();
    const legend = page.getByRole('region', { name: t('calendar.legend') });
    for (const type of ['TODO_INT', 'TODO_PAYROLL_ITEM']) await legend.getByText(t(`todoCalendar.types.${type}`), { exact: true }).waitFor();
    await expectNoErrorState('/todo-calendar calendar');
    await page.screenshot({ path: `${shots}/planning-todo-calendar.png`, fullPage: true });
  });

  // To-do due dates come as DD.MM.YYYY; the calendar reads them as days.
  it('as a planner: the to-dos of this month on the to-do calendar by due date', async () => {
    const day = await today();
    const dotted = (iso: string) => iso.split('-').reverse().join('.');
    const thisMonth = (await api<List<Activity>>('/activities')).items
      .filter((activity) => activity.type.startsWith('TODO_') && activity.parameters.dueDate?.endsWith(dotted(day).slice(2)));
    expect(thisMonth.length).toBeGreaterThan(0);
    await open('/todo-calendar', 'todoCalendar.title', 'todo-calendar-month');
    await page.getByRole('tab', { name: t('todoCalendar.calendarTab') }).click();
    await showListView();
    for (const todo of thisMonth) await page.getByText(todo.caption).first().waitFor({ timeout: 5_000 });
  });

  it('as a client: the menus, projects, projects calendar, planning calendar and the planned crew list', async () => {
    await logInAs('client@demo.test');
    const labels = await sideMenu();
    expectSectionTwoOrder(labels, ['home.title', 'planningCalendar.title', 'projects.title', 'planningCrewItemList.title', 'projectsCalendar.title']);
    expect(labels).not.toContain(t('todoCalendar.title'));
    // Bottom menu for clients: (jobs,) projects, home, (personal calendar,) projects calendar.
    const bottom = page.getByRole('navigation', { name: 'Quick menu' });
    const quick = (await bottom.getByRole('link').allTextContents()).map((label) => label.trim());
    const at = (key: string) => quick.findIndex((label) => label.includes(t(key)));
    expect(at('projects.title'), quick.join(', ')).toBeGreaterThan(-1);
    expect(at('projects.title')).toBeLessThan(at('home.title'));
    expect(at('home.title')).toBeLessThan(at('projectsCalendar.title'));

    await walkProjectTabs('client');
    await checkProjectsCalendar('client');
    await checkPlanningCalendar('client');

    await open('/planning-crew-item-list', 'planningCrewItemList.title', 'planning-crew-item-list');
    const day = await today();
    const jobs = (await api<List<PlanningItem>>(`/planningCalendarItems?from=${addDays(day, -30)}`)).items.filter((item) => item.type === 'job');
    expect(jobs.length).toBeGreaterThan(0);
    const listed = await expectListed(jobs.length, 'planned crew');
    for (const [index, job] of jobs.entries()) {
      expect(listed[index]).toContain(job.title);
      expect(listed[index]).toContain(t(`positionStatus.${job.marker}`));
    }
    await page.getByRole('tab', { name: t('positionStatus.confirmed'), exact: true }).click();
    await expectListed(jobs.filter((job) => job.marker === 'confirmed').length, 'planned crew, confirmed');
    await expectNoErrorState('/planning-crew-item-list');
    await page.screenshot({ path: `${shots}/planning-crew-item-list-confirmed.png`, fullPage: true });
    const firstConfirmed = jobs.find((job) => job.marker === 'confirmed')!;
    await page.getByTestId('item-card').first().click();
    await expectProfileOf(firstConfirmed.person!, 'crew profile from the planned crew');
  });
});
