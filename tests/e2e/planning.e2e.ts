import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openBrowser, selectTab, keepScreenshot } from './browser';
import { api, claimsOf, expectNoErrorState, loggedInPhone, openScreen, type Texts } from './demo';
import { addDays, dayOf } from './suiteClock';
import { dotted, post, uniqueSuffix } from './apiWrites';
import { cardAt, expectCards } from './virtualList';
import { expectListRows, monthOf, openLegend, rowsInMonth, showListView } from './calendarList';

/**
 * The planning screens of planners and clients. Each test logs in on a page of its own, reads what the screen should
 * show from the api just before it looks, and makes through the api what it needs to be certain of (a project of
 * today, to-dos due on days it picks), named uniquely. Dates come from the suite's clock, so the checks hold on any
 * day: "this month" is the clock's month, whatever it holds.
 */


interface List<T> { items: T[]; total: number }
interface Project {
  number: string; name: string; company: string; companyId: number | null; clientMark: string | null; beginDate: string | null;
  endDate: string | null; reference: string | null; rateCard: string | null; comment: string | null; closed: boolean; period: string;
}
/** A project as the project lists answer it (GET /projects/{number} answers a Project). */
type ProjectCard = Pick<Project, 'number' | 'name' | 'clientMark' | 'beginDate' | 'endDate' | 'closed' | 'period'> & { city: string | null };
interface Company { id: number; name: string; clientMark: string | null }
interface RateCard { id: number; name: string; currency: string }
interface Person { id: number; name: string }
interface PlanningItem {
  id: string; type: string; marker: string; colour: string; title: string; startDate: string; endDate: string; person: Person | null;
}
interface Activity { id: number; caption: string; type: string; parameters: { dueDate?: string; priority?: number } }

const today = () => dayOf(inject('clock'));

const planningColours = ['blockedDate', 'confirmedJob', 'requestedJob', 'requestedVacation', 'requestedCrew',
  'severalEventsOverlap', 'severalEventsNoOverlap', 'other'];
const projectLegend = ['confirmed', 'quoted', 'designClient', 'past'];
/** The projects calendar's marker is the project's period (screens/projects-calendar.yaml), labelled as a status. */
const projectMarkers: Record<string, string> = { ongoing: 'confirmed', requested: 'quoted', past: 'past' };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Opens a screen by its address (see openScreen) and keeps a picture of it. */
async function open(page: Page, path: string, title: string, shot: string): Promise<void> {
  await openScreen(page, path, title);
  await keepScreenshot(page, `planning-${shot}.png`, { fullPage: true });
}

/** The side menu's labels, in order, opened on home. */
async function sideMenu(page: Page): Promise<string[]> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open or close the menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('link').first().waitFor();
  return (await menu.getByRole('link').allTextContents()).map((label) => label.trim());
}

/** Section 2's side-menu order: every entry is there, in this order (others may stand between them). */
function expectInOrder(labels: string[], wanted: string[]): void {
  const positions = wanted.map((label) => labels.indexOf(label));
  for (const [index, position] of positions.entries()) expect(position, `${wanted[index]} in ${labels.join(', ')}`).toBeGreaterThan(-1);
  expect([...positions].sort((a, b) => a - b), labels.join(', ')).toEqual(positions);
}

/** Picks an option of one of the projects list's filter selects and waits until it is the picked one. */
async function pick(page: Page, t: Texts, label: string, value: string): Promise<void> {
  const select = page.getByLabel(t(label), { exact: true });
  await select.selectOption(value);
  await expect.poll(() => select.inputValue(), { message: `${label} = ${value}` }).toBe(value);
}

/**
 * Every pick of the projects list's one row of filters (all/my × not closed/closed × ongoing/requested/past) shows
 * exactly the server's projects for it, in its order, with the period badge, and the empty message exactly when there
 * are none; no row of tabs is left. Answers how many it saw.
 */
async function walkProjectTabs(page: Page, bearer: string, t: Texts, who: string): Promise<number> {
  await open(page, '/projects', t('projects.title'), `projects-${who}`);
  expect(await page.getByRole('tab').count(), 'the filters are selects, not rows of tabs').toBe(0);
  expect(await page.getByTestId('tabs-picker').count(), 'one select per filter').toBe(3);
  let seen = 0;
  for (const scope of ['all', 'my'] as const) {
    await pick(page, t, 'projects.pickScope', scope);
    for (const [closed, closedId] of [['false', 'notClosed'], ['true', 'closed']] as const) {
      await pick(page, t, 'projects.pickState', closedId);
      for (const period of ['ongoing', 'requested', 'past'] as const) {
        await pick(page, t, 'projects.pickPeriod', period);
        const where = `${who} /projects ${scope} closed=${closed} ${period}`;
        const expected = (await api<List<ProjectCard>>(bearer, `/projects?tab=${scope}&closed=${closed}&period=${period}`)).items;
        // Section 9: nothing that began before 2018.
        expect(expected.filter((project) => project.beginDate !== null && project.beginDate < '2018-01-01'), where).toEqual([]);
        await expectCards(page, expected.map((project) => [project.name, t(`projects.periods.${period}`)]), where);
        await expect.poll(() => page.getByText(t('errors.projectsNotFound'), { exact: true }).count(), { message: `${where}: empty message` })
          .toBe(expected.length === 0 ? 1 : 0);
        await expectNoErrorState(page);
        seen += expected.length;
      }
    }
  }
  return seen;
}

/** What the projects calendar's list view shows of these projects in the month of `day`. */
function projectRows(projects: ProjectCard[], t: Texts, day: string): string[] {
  return rowsInMonth(projects.filter((project) => project.beginDate !== null).map((project) => ({
    start: project.beginDate!, end: project.endDate,
    text: `${project.clientMark ?? ''} · ${project.name} (${t(`projectsCalendar.markers.${projectMarkers[project.period]}`)})`,
  })), day);
}

/** What the planning calendar's list view shows of these items in the month of `day`. */
function planningRows(items: PlanningItem[], t: Texts, day: string): string[] {
  return rowsInMonth(items.map((item) => ({
    start: item.startDate, end: item.endDate,
    text: `${item.person?.name ?? item.title}: ${item.title} (${t(`planningCalendar.colours.${item.colour}`)})`,
  })), day);
}

/** What the to-do calendar's list view shows of these to-dos in the month of `day` (due dates come DD.MM.YYYY). */
function todoRows(todos: Activity[], t: Texts, day: string): string[] {
  return rowsInMonth(todos.map((todo) => ({
    start: (todo.parameters.dueDate ?? '').split('.').reverse().join('-'), end: null,
    text: `${todo.caption} (${t(`todoCalendar.types.${todo.type}`)})`,
  })), day);
}

/** The to-dos among the caller's activities (log entries have no due date and stay off the to-do screens). */
async function todosOf(bearer: string): Promise<Activity[]> {
  return (await api<List<Activity>>(bearer, '/activities')).items.filter((activity) => activity.type.startsWith('TODO_'));
}

/** A to-do card: caption, due date and priority badge. */
const todoCard = (t: Texts) => (todo: Activity) => [todo.caption, todo.parameters.dueDate ?? '?', t(`todoCalendar.priorities.${todo.parameters.priority}`)];

/** A card of the planning lists: whose (or what) it is, the item's title, and its badge (colour or position status). */
const planningCard = (badge: (item: PlanningItem) => string) => (item: PlanningItem) => [item.person?.name ?? item.title, item.title, badge(item)];

/** A project of today only, made through the api: whatever the clock, the month of today holds it. */
async function projectOfToday(bearer: string, who: string): Promise<Project> {
  const companies = (await api<List<Company>>(bearer, '/companies')).items;
  expect(companies.length, `${who} may pick a company`).toBeGreaterThan(0);
  return post<Project>(bearer, '/projects', {
    company: companies[0]!.name, clientMark: 'E2E', name: `E2E calendar day ${who} ${uniqueSuffix()}`, beginDate: today(), endDate: today(),
  });
}

/** The projects calendar's legend and list view show this month's projects, the one made today among them; it opens. */
async function checkProjectsCalendar(page: Page, bearer: string, t: Texts, who: string): Promise<void> {
  const made = await projectOfToday(bearer, who);
  const projects = (await api<List<ProjectCard>>(bearer, '/projects?tab=all')).items;
  const rows = projectRows(projects, t, today());
  expect(rows, `${who}: the project made for today is in this month`).toContain(`${today()} E2E · ${made.name} (${t(`projectsCalendar.markers.${projectMarkers[made.period]}`)})`);

  await open(page, '/projects-calendar', t('projectsCalendar.title'), `projects-calendar-${who}`);
  const legend = await openLegend(page, t);
  for (const marker of projectLegend) await legend.getByText(t(`projectsCalendar.markers.${marker}`), { exact: true }).waitFor();
  await showListView(page, t);
  await expectListRows(page, t, rows, `${who} /projects-calendar, this month`);
  await expectNoErrorState(page);
  await keepScreenshot(page, `planning-projects-calendar-${who}-list.png`, { fullPage: true });

  await page.getByRole('button', { name: `E2E · ${made.name}` }).first().click();
  await page.getByRole('button', { name: t('projectsCalendar.openProject') }).click();
  await page.waitForURL(`${inject('baseUrl')}/projects/${made.number}`);
  await page.getByText(made.name).first().waitFor();
}

/** The crew profile page of a person has opened with its sections, without an error. */
async function expectProfileOf(page: Page, t: Texts, person: Person): Promise<void> {
  await page.waitForURL(`${inject('baseUrl')}/crew-profile/${person.id}`);
  await page.getByRole('heading', { name: t('crewProfile.title'), exact: true, level: 1 }).waitFor();
  await page.getByRole('region', { name: t('crewProfile.sectionPerson') }).getByText(person.name).first().waitFor();
  await page.getByRole('region', { name: t('crewProfile.ratings') }).waitFor();
  await expectNoErrorState(page);
}

/**
 * The planning calendar: the section-4 legend, this month's items in the list view (exactly, day by day), the list
 * tab from one month back, its jobs tab, and a job's crew profile.
 */
async function checkPlanningCalendar(page: Page, bearer: string, t: Texts, who: string): Promise<void> {
  const { first, last } = monthOf(today());
  const thisMonth = (await api<List<PlanningItem>>(bearer, `/planningCalendarItems?from=${first}&to=${last}`)).items;
  // Dana's crew chief job on the expo floor (seed days -1 to 6) covers today, whatever the clock.
  expect(thisMonth.length, `${who}: planning items this month`).toBeGreaterThan(0);

  await open(page, '/planning-calendar', t('planningCalendar.title'), `planning-calendar-${who}`);
  const legend = await openLegend(page, t);
  for (const colour of planningColours) await legend.getByText(t(`planningCalendar.colours.${colour}`), { exact: true }).waitFor();
  await showListView(page, t);
  await expectListRows(page, t, planningRows(thisMonth, t, today()), `${who} /planning-calendar, this month`);
  await expectNoErrorState(page);
  await keepScreenshot(page, `planning-planning-calendar-${who}-list.png`, { fullPage: true });

  // The list tab: from one month back (section 9), open-ended, in the server's order.
  const fromLastMonth = (await api<List<PlanningItem>>(bearer, `/planningCalendarItems?from=${addDays(today(), -30)}`)).items;
  const jobs = fromLastMonth.filter((item) => item.type === 'job');
  const withPerson = jobs.findIndex((job) => job.person !== null);
  expect(withPerson, `${who}: a job of a crew member from last month on`).toBeGreaterThan(-1);
  await selectTab(page, page.getByRole('tab', { name: t('planningCalendar.listTab'), exact: true }));
  const colourBadge = planningCard((item) => t(`planningCalendar.colours.${item.colour}`));
  await expectCards(page, fromLastMonth.map(colourBadge), `${who} planning list`);
  await selectTab(page, page.getByRole('tab', { name: t('planningCalendar.jobs'), exact: true }));
  await expectCards(page, jobs.map(colourBadge), `${who} planning list, jobs`);
  await expectNoErrorState(page);
  await keepScreenshot(page, `planning-planning-calendar-${who}-items.png`, { fullPage: true });
  const card = await cardAt(page, withPerson);
  await card.getByRole('button', { name: t('planningCalendar.openProfile') }).click();
  await expectProfileOf(page, t, jobs[withPerson]!.person!);
}

describe('planning screens: projects, projects calendar, planning calendar, to-do calendar and planned crew on a phone', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await openBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('as a planner: the side menu holds the planning entries in section 2 order, without the planned crew list', async () => {
    const { page, problems, t } = await loggedInPhone(browser, 'planner@demo.test');
    const labels = await sideMenu(page);
    expectInOrder(labels, ['home.title', 'planningCalendar.title', 'projects.title', 'projectsCalendar.title', 'todoCalendar.title'].map((key) => t(key)));
    expect(labels).not.toContain(t('planningCrewItemList.title'));
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it.each(['planner', 'client'] as const)('as a %s: every projects tab lists exactly the projects the server answers for it', async (who) => {
    const { page, problems, bearer, t } = await loggedInPhone(browser, `${who}@demo.test`);
    expect(await walkProjectTabs(page, bearer, t, who), `the ${who} sees projects`).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it.each(['planner', 'client'] as const)('as a %s: the projects calendar lists this month\'s projects in its list view and opens one', async (who) => {
    const { page, problems, bearer, t } = await loggedInPhone(browser, `${who}@demo.test`);
    await checkProjectsCalendar(page, bearer, t, who);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it.each(['planner', 'client'] as const)('as a %s: the planning calendar lists this month\'s items, its list tab those from a month back, and opens a crew profile', async (who) => {
    const { page, problems, bearer, t } = await loggedInPhone(browser, `${who}@demo.test`);
    await checkPlanningCalendar(page, bearer, t, who);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('as a planner: creates a project with the form, checked through the api and in the list', async () => {
    const { page, problems, bearer, t } = await loggedInPhone(browser, 'planner@demo.test');
    const companies = (await api<List<Company>>(bearer, '/companies')).items;
    const rateCards = (await api<List<RateCard>>(bearer, '/rateCards')).items;
    expect(companies.length).toBeGreaterThan(0);
    expect(rateCards.length).toBeGreaterThan(0);
    const company = companies[0]!;
    const rateCard = rateCards[0]!;
    const name = `E2E launch party ${uniqueSuffix()}`;
    const comment = 'Made by the planning e2e test.';
    await open(page, '/projects', t('projects.title'), 'projects-before-create');
    await page.getByRole('button', { name: t('projects.create') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: t('projects.company') }).click();
    await page.getByRole('option', { name: new RegExp(`^${escape(company.name)}`) }).click();
    await dialog.getByLabel(t('projects.clientMark')).fill('E2E');
    await dialog.getByLabel(t('projects.name'), { exact: true }).fill(name);
    await dialog.getByLabel(t('projects.beginDate')).fill(addDays(today(), 10));
    await dialog.getByLabel(t('projects.endDate')).fill(addDays(today(), 12));
    await dialog.getByLabel(t('projects.reference')).fill('PO-4711');
    await dialog.getByRole('combobox', { name: t('projects.rateCard') }).click();
    await page.getByRole('option', { name: new RegExp(`^${escape(rateCard.name)}`) }).click();
    await dialog.getByLabel(t('projects.comment')).fill(comment);
    // The picture shows the filled form: wait for its values, not for a time (there are no animations).
    await expect.poll(() => dialog.getByRole('combobox', { name: t('projects.rateCard') }).inputValue()).toContain(rateCard.name);
    await expect.poll(() => dialog.getByLabel(t('projects.comment')).inputValue()).toBe(comment);
    await keepScreenshot(page, 'planning-projects-create.png', { fullPage: true });
    await dialog.getByRole('button', { name: t('projects.createSubmit') }).click();
    await page.getByText(t('projects.created')).first().waitFor();

    const listed = (await api<List<ProjectCard>>(bearer, '/projects?tab=all')).items.filter((project) => project.name === name);
    expect(listed, 'the new project, once').toHaveLength(1);
    const created = [await api<Project>(bearer, `/projects/${listed[0]!.number}`)];
    expect(created[0]).toMatchObject({
      company: company.name, companyId: company.id, clientMark: 'E2E', beginDate: addDays(today(), 10), endDate: addDays(today(), 12),
      reference: 'PO-4711', rateCard: rateCard.name, comment, closed: false, period: 'ongoing',
    });
    // The planner becomes its project manager: it is on the "my" tab too, and the open tab lists it at once.
    const mine = (await api<List<ProjectCard>>(bearer, '/projects?tab=my&closed=false&period=ongoing')).items;
    expect(mine.map((project) => project.number)).toContain(created[0]!.number);
    const ongoing = (await api<List<ProjectCard>>(bearer, '/projects?tab=all&closed=false&period=ongoing')).items;
    await expectCards(page, ongoing.map((project) => [project.name]), 'the ongoing projects after creating one');
    await expectNoErrorState(page);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('as a planner: the to-do list tab lists every to-do with due date and priority, and the internal ones on their tab', async () => {
    const { page, problems, bearer, t } = await loggedInPhone(browser, 'planner@demo.test');
    const me = claimsOf(bearer).loginData.person.id;
    const made = await post<Activity>(bearer, `/persons/${me}/activities`, {
      caption: `E2E call the venue ${uniqueSuffix()}`, type: 'TODO_INT', body: 'Made by the planning e2e test.',
      parameters: { dueDate: dotted(addDays(today(), 5)), priority: 3 },
    });
    const todos = await todosOf(bearer);
    expect(todos.map((todo) => todo.id), 'the to-do just made').toContain(made.id);

    await open(page, '/todo-calendar', t('todoCalendar.title'), 'todo-list');
    await selectTab(page, page.getByRole('tab', { name: t('todoCalendar.listTab'), exact: true }));
    await expectCards(page, todos.map(todoCard(t)), 'to-dos');
    await selectTab(page, page.getByRole('tab', { name: t('todoCalendar.types.TODO_INT'), exact: true }));
    await expectCards(page, todos.filter((todo) => todo.type === 'TODO_INT').map(todoCard(t)), 'internal to-dos');
    await expectNoErrorState(page);
    await selectTab(page, page.getByRole('tab', { name: t('todoCalendar.calendarTab'), exact: true }));
    const legend = await openLegend(page, t);
    for (const type of ['TODO_INT', 'TODO_PAYROLL_ITEM']) await legend.getByText(t(`todoCalendar.types.${type}`), { exact: true }).waitFor();
    await expectNoErrorState(page);
    await keepScreenshot(page, 'planning-todo-calendar.png', { fullPage: true });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  // To-do due dates come as DD.MM.YYYY; the calendar reads them as days. A to-do due today is always this month's,
  // one due on the first of next month always next month's: the test makes both, then expects every to-do due then.
  it('as a planner: the to-do calendar lists this month\'s to-dos by due date, and next month\'s a month on', async () => {
    const { page, problems, bearer, t } = await loggedInPhone(browser, 'planner@demo.test');
    const me = claimsOf(bearer).loginData.person.id;
    const { next } = monthOf(today());
    const suffix = uniqueSuffix();
    const dueToday = await post<Activity>(bearer, `/persons/${me}/activities`, {
      caption: `E2E due today ${suffix}`, type: 'TODO_INT', body: 'Made by the planning e2e test.', parameters: { dueDate: dotted(today()) },
    });
    const dueNextMonth = await post<Activity>(bearer, `/persons/${me}/activities`, {
      caption: `E2E due next month ${suffix}`, type: 'TODO_PAYROLL_ITEM', body: 'Made by the planning e2e test.', parameters: { dueDate: dotted(next) },
    });
    const todos = await todosOf(bearer);
    const thisMonth = todoRows(todos, t, today());
    const nextMonth = todoRows(todos, t, next);
    expect(thisMonth).toContain(`${today()} ${dueToday.caption} (${t('todoCalendar.types.TODO_INT')})`);
    expect(nextMonth).toContain(`${next} ${dueNextMonth.caption} (${t('todoCalendar.types.TODO_PAYROLL_ITEM')})`);

    await open(page, '/todo-calendar', t('todoCalendar.title'), 'todo-calendar-month');
    await expect.poll(() => page.getByRole('tab', { name: t('todoCalendar.calendarTab'), exact: true }).getAttribute('aria-selected')).toBe('true');
    await showListView(page, t);
    await expectListRows(page, t, thisMonth, 'the to-dos due this month');
    await page.getByRole('button', { name: t('calendar.nextMonth') }).click();
    await expectListRows(page, t, nextMonth, 'the to-dos due next month');
    await expectNoErrorState(page);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('as a client: the side menu and the quick menu hold the client\'s entries in section 2 order', async () => {
    const { page, problems, t } = await loggedInPhone(browser, 'client@demo.test');
    const labels = await sideMenu(page);
    expectInOrder(labels, ['home.title', 'planningCalendar.title', 'projects.title', 'planningCrewItemList.title', 'projectsCalendar.title'].map((key) => t(key)));
    expect(labels).not.toContain(t('todoCalendar.title'));
    // Bottom menu for clients: (jobs,) projects, home, (personal calendar,) projects calendar.
    const bottom = page.getByRole('navigation', { name: 'Quick menu' });
    const quick = (await bottom.getByRole('link').allTextContents()).map((label) => label.trim());
    const at = (key: string) => quick.findIndex((label) => label.includes(t(key)));
    expect(at('projects.title'), quick.join(', ')).toBeGreaterThan(-1);
    expect(at('projects.title'), quick.join(', ')).toBeLessThan(at('home.title'));
    expect(at('home.title'), quick.join(', ')).toBeLessThan(at('projectsCalendar.title'));
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('as a client: the planned crew list shows the jobs from a month back, the confirmed ones on their tab, and opens a profile', async () => {
    const { page, problems, bearer, t } = await loggedInPhone(browser, 'client@demo.test');
    const jobs = (await api<List<PlanningItem>>(bearer, `/planningCalendarItems?from=${addDays(today(), -30)}`)).items
      .filter((item) => item.type === 'job');
    const confirmed = jobs.filter((job) => job.marker === 'confirmed');
    const withPerson = confirmed.findIndex((job) => job.person !== null);
    // Dana's confirmed crew chief job on the expo floor (seed days -1 to 6) is always among them.
    expect(withPerson, 'a confirmed job of a crew member from last month on').toBeGreaterThan(-1);
    const statusBadge = planningCard((job) => t(`positionStatus.${job.marker}`));

    await open(page, '/planning-crew-item-list', t('planningCrewItemList.title'), 'planning-crew-item-list');
    await expectCards(page, jobs.map(statusBadge), 'planned crew');
    await selectTab(page, page.getByRole('tab', { name: t('positionStatus.confirmed'), exact: true }));
    await expectCards(page, confirmed.map(statusBadge), 'planned crew, confirmed');
    await expectNoErrorState(page);
    await keepScreenshot(page, 'planning-crew-item-list-confirmed.png', { fullPage: true });
    await (await cardAt(page, withPerson)).getByTestId('item-card').click();
    await expectProfileOf(page, t, confirmed[withPerson]!.person!);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
