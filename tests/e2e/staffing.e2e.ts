import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { api, claimsOf, expectNoErrorState, loggedInPhone, section, signIn, textIn, token, uniqueName, freeDayOf, type List } from './demo';
import { keepScreenshot, openBrowser, openPhonePage, selectTab, settle } from './browser';
import { addDays, dayOf } from './suiteClock';

/**
 * Staffing end to end (issue 32): the planner (planner@demo.test) creates a project with the projects screen's form,
 * adds a crew to it on its Crews tab (chief, venue, days, times), opens the crew and adds two Rigger positions, which
 * start at the crew's first day and times; on the project's Crew items tab they are open, and the planner finds the best
 * person for one and requests Sam Crew (crew@demo.test), the only Rigger. Sam finds the request under Jobs to confirm
 * and confirms it; the planner then sees it confirmed on the project, on a desk (1280×800), and the client
 * (client@demo.test, a contact of the project's company) sees the staffing on a phone, without its planning actions. Every step a person takes is
 * taken in the app; the api only reads what came of it. The file owns its data: a project of its own, named uniquely,
 * on a day far ahead that Sam has free (so it is the first of the planner's ongoing projects, which list the latest
 * first).
 */

const plannerLogin = 'planner@demo.test';
const crewLogin = 'crew@demo.test';
const chiefLogin = 'chief@demo.test';
const clientLogin = 'client@demo.test';

interface Company { id: number; name: string }
interface Venue { id: number; name: string; city: string }
interface ProjectCard { number: string; name: string }
interface Crew { id: number; name: string; startDate: string | null; endDate: string | null; startTime: string | null; endTime: string | null;
  crewChief: { personId: number | null; name: string } | null; location: { id: number } | null }
interface CrewItem { id: number; function: string; startDate: string; endDate: string; startTime: string; endTime: string; status: string;
  vacant: boolean; person: { personId: number | null; name: string } | null; crew: { id: number; name: string } }

const laptop = { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false };
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Picks the option named `option` (alone, or followed by its details: "Dana de Vries (C-2002)") in a dialog's select. */
async function pick(page: Page, dialog: Locator, label: string, option: string): Promise<void> {
  const select = dialog.getByRole('combobox', { name: label });
  await select.click();
  await page.getByRole('option', { name: new RegExp(`^${escape(option)}( \\(|,|$)`) }).click();
  await expect.poll(() => select.inputValue()).toContain(option);
}

describe('a planner staffs a new project; the crew member confirms; the planner sees it confirmed', () => {
  let browser: Browser;
  let day: string;
  let projectName: string;
  let crewName: string;
  let projectNumber: string;
  let requestedId: number;
  let samId: number;
  const samName = 'Sam Crew';

  beforeAll(async () => {
    browser = await openBrowser();
    samId = claimsOf(await token(crewLogin)).loginData.person.id;
    // A year and more ahead: past every day other files plan for Sam, and the latest of the planner's projects.
    day = await freeDayOf(crewLogin, addDays(dayOf(inject('clock')), 420));
    projectName = uniqueName('E2E staffing');
    crewName = uniqueName('Rigging crew');
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('creates a project, adds a crew and two positions, and requests the best person for one (phone)', async () => {
    const { page, problems, bearer, t } = await loggedInPhone(browser, plannerLogin);
    // The client's own company, so that client@demo.test (one of its contacts) sees the project's staffing.
    const company = (await api<List<Company>>(await token(clientLogin), '/companies')).items[0]!;
    const venue = (await api<List<Venue>>(bearer, '/locations')).items[0]!;

    // The project, with the projects screen's form; the latest project is the first ongoing one.
    await page.goto('/projects');
    await page.getByRole('heading', { name: t('projects.title'), exact: true, level: 1 }).waitFor();
    await settle(page);
    await page.getByRole('button', { name: t('projects.create') }).click();
    const create = page.getByRole('dialog', { name: t('projects.create') });
    await pick(page, create, t('projects.company'), company.name);
    await create.getByLabel(t('projects.clientMark')).fill('E2E');
    await create.getByLabel(t('projects.name'), { exact: true }).fill(projectName);
    await create.getByLabel(t('projects.beginDate')).fill(day);
    await create.getByLabel(t('projects.endDate')).fill(addDays(day, 1));
    await create.getByRole('button', { name: t('projects.createSubmit') }).click();
    await page.getByText(t('projects.created')).first().waitFor();
    await create.waitFor({ state: 'detached' });
    const card = page.getByTestId('item-card').filter({ hasText: projectName });
    await card.waitFor();
    await keepScreenshot(page, 'staffing-projects.png');
    await card.getByText(projectName).click();
    await page.waitForURL(/\/projects\/[\w-]+$/);
    projectNumber = new URL(page.url()).pathname.split('/').at(-1)!;
    const listed = (await api<List<ProjectCard>>(bearer, '/projects?tab=all')).items.filter((project) => project.name === projectName);
    expect(listed.map((project) => project.number), 'the new project, once, is the one opened').toEqual([projectNumber]);

    // A new project has no crews: the Crews tab says so and offers to add one.
    await page.getByRole('heading', { name: t('project.title'), exact: true, level: 1 }).waitFor();
    await selectTab(page, page.getByRole('tab', { name: t('project.tabCrews') }));
    const crews = section(page, t('project.crews'));
    await crews.getByText(t('project.noCrews')).waitFor();
    await section(page, t('project.shiftTiles')).getByText(t('project.noPositions')).waitFor();
    expect(await page.getByText(t('errors.crewItemsNotFound')).count(), 'no crew items text on the Crews tab').toBe(0);
    await expectNoErrorState(page);
    await keepScreenshot(page, 'staffing-no-crews.png', { fullPage: true });

    // Add crew: its days start as the project's; the planner names it, picks its chief and venue, and gives its hours.
    await crews.getByRole('button', { name: t('project.addCrew') }).click();
    const addCrew = page.getByRole('dialog', { name: t('project.addCrew') });
    await addCrew.getByLabel(t('project.crewName')).fill(crewName);
    await pick(page, addCrew, t('project.crewChief'), 'Dana de Vries');
    await pick(page, addCrew, t('project.locationName'), venue.name);
    await addCrew.getByLabel(t('crewItem.startTime')).fill('08:00');
    await addCrew.getByLabel(t('crewItem.endTime')).fill('17:00');
    await keepScreenshot(page, 'staffing-add-crew.png');
    await addCrew.getByRole('button', { name: t('project.addCrewSubmit') }).click();
    await page.getByText(t('project.crewAdded')).first().waitFor();
    await addCrew.waitFor({ state: 'detached' });
    const crewCard = crews.getByTestId('item-card').filter({ hasText: crewName });
    await crewCard.waitFor();
    const [crew] = (await api<List<Crew>>(bearer, `/projects/${projectNumber}/projectCrews`)).items;
    expect(crew, 'the one crew, with the days of the project, its hours, chief and venue').toMatchObject({
      name: crewName, startDate: day, endDate: addDays(day, 1), startTime: '08:00', endTime: '17:00',
      crewChief: { personId: claimsOf(await token(chiefLogin)).loginData.person.id }, location: { id: venue.id },
    });
    await expectNoErrorState(page);
    await keepScreenshot(page, 'staffing-crew-added.png', { fullPage: true });

    // The crew's page: Add crew items starts at the crew's first day and hours; two Riggers.
    await crewCard.getByText(crewName).click();
    await page.waitForURL(`${inject('baseUrl')}/crews/${crew!.id}`);
    const items = section(page, t('crew.sectionItems'));
    await items.getByText(t('errors.crewItemsNotFound')).waitFor();
    await items.getByRole('button', { name: t('crewItem.add') }).click();
    const addItems = page.getByRole('dialog', { name: t('crewItem.addTitle') });
    await expect.poll(() => addItems.getByLabel(t('crewItem.startTime')).inputValue()).toBe('08:00');
    await pick(page, addItems, t('crewItem.function'), 'Rigger');
    await addItems.getByLabel(t('crewItem.amount')).fill('2');
    await keepScreenshot(page, 'staffing-add-crew-items.png');
    await addItems.getByRole('button', { name: t('crewItem.addSubmit') }).click();
    await page.getByText(t('crewItem.added')).first().waitFor();
    await expect.poll(() => items.getByTestId('item-card').filter({ hasText: 'Rigger' }).count()).toBe(2);
    const positions = (await api<List<CrewItem>>(bearer, `/projects/${projectNumber}/projectCrewItems`)).items;
    expect(positions.map(({ function: role, startDate, endDate, startTime, endTime, vacant, person }) =>
      ({ role, startDate, endDate, startTime, endTime, vacant, person }))).toEqual(Array.from({ length: 2 }, () => (
      { role: 'Rigger', startDate: day, endDate: day, startTime: '08:00', endTime: '17:00', vacant: true, person: null })));
    await expectNoErrorState(page);
    await keepScreenshot(page, 'staffing-crew-page.png', { fullPage: true });

    // Back on the project: both positions open; find the best person for one and request Sam.
    await page.getByRole('button', { name: t('common.back') }).click();
    await page.waitForURL(`${inject('baseUrl')}/projects/${projectNumber}`);
    await selectTab(page, page.getByRole('tab', { name: t('project.tabCrewItems') }));
    const openCards = section(page, t('project.crewItems')).getByTestId('item-card').filter({ hasText: t('project.vacant') });
    await expect.poll(() => openCards.count()).toBe(2);
    await openCards.first().getByRole('button', { name: t('findBestPerson.find') }).click();
    const panel = page.getByRole('dialog', { name: t('findBestPerson.title') });
    const sam = panel.getByTestId('item-card').filter({ hasText: samName });
    await sam.getByText(t('findBestPerson.availability.true')).waitFor();
    await keepScreenshot(page, 'staffing-find-best-person.png');
    await sam.getByRole('button', { name: t('findBestPerson.request') }).click();
    await page.getByRole('dialog').filter({ hasText: t('findBestPerson.requestQuestion') }).getByRole('button', { name: t('common.yes') }).click();
    await page.getByText(t('findBestPerson.requested')).first().waitFor();
    await panel.waitFor({ state: 'detached' });
    const samCard = section(page, t('project.crewItems')).getByTestId('item-card').filter({ hasText: samName });
    await samCard.getByText(t('positionStatus.requested')).waitFor();
    await expect.poll(() => openCards.count(), { message: 'one position still open' }).toBe(1);
    const requested = (await api<List<CrewItem>>(bearer, `/projects/${projectNumber}/projectCrewItems`)).items
      .filter((item) => item.person?.personId === samId);
    expect(requested.map((item) => item.status)).toEqual(['requested']);
    requestedId = requested[0]!.id;
    await expectNoErrorState(page);
    await keepScreenshot(page, 'staffing-requested.png', { fullPage: true });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('shows crew@demo.test the request under Jobs to confirm, and he confirms it (phone)', async () => {
    const { page, problems, bearer, t } = await loggedInPhone(browser, crewLogin);
    await page.goto('/jobs');
    await page.getByRole('heading', { name: t('jobs.title'), exact: true, level: 1 }).waitFor();
    await selectTab(page, t('jobs.toConfirm'));
    const card = page.getByTestId('item-card').filter({ has: page.locator(`a[href="/jobs/${requestedId}"]`) });
    await card.getByText(projectName).waitFor();
    await card.getByText(t('jobs.needsConfirmation')).waitFor();
    await keepScreenshot(page, 'staffing-jobs-to-confirm.png');
    await card.click();
    await page.waitForURL(`${inject('baseUrl')}/jobs/${requestedId}`);
    await page.getByText(t('jobs.confirmMessage')).waitFor();
    await page.getByRole('button', { name: t('jobs.confirm') }).click();
    await page.getByRole('dialog').filter({ hasText: t('jobs.confirmQuestion') }).getByRole('button', { name: t('common.yes') }).click();
    await page.getByText(t('jobs.confirmed')).first().waitFor();
    await page.getByText(t('jobs.confirmMessage')).waitFor({ state: 'detached' });
    expect(await api<{ status: string; toConfirm: boolean }>(bearer, `/jobs/${requestedId}`)).toMatchObject({ status: 'confirmed', toConfirm: false });
    await expectNoErrorState(page);
    await keepScreenshot(page, 'staffing-job-confirmed.png', { fullPage: true });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('shows the planner the position confirmed on the project, on a desk (1280×800)', async () => {
    const { page, problems } = await openPhonePage(browser, laptop);
    const t = textIn(claimsOf(await signIn(page, plannerLogin)).loginData.language);
    await page.goto(`/projects/${projectNumber}`);
    await page.getByRole('heading', { name: t('project.title'), exact: true, level: 1 }).waitFor();
    await selectTab(page, page.getByRole('tab', { name: t('project.tabCrews') }));
    const crewCard = section(page, t('project.crews')).getByTestId('item-card').filter({ hasText: crewName });
    await crewCard.getByText('1/2').waitFor();
    await expectNoErrorState(page);
    await keepScreenshot(page, 'staffing-desk-crews.png', { fullPage: true });
    await selectTab(page, page.getByRole('tab', { name: t('project.tabCrewItems') }));
    const samCard = section(page, t('project.crewItems')).getByTestId('item-card').filter({ hasText: samName });
    await samCard.getByText(t('positionStatus.confirmed')).waitFor();
    const open = section(page, t('project.crewItems')).getByTestId('item-card').filter({ hasText: t('project.vacant') });
    await expect.poll(() => open.count()).toBe(1);
    // An open position says it is open, and only that: no status badge of a request nobody holds, no dangling "·".
    expect(await open.getByText(t('positionStatus.requested'), { exact: true }).count()).toBe(0);
    await open.getByText(crewName, { exact: true }).waitFor();
    await expectNoErrorState(page);
    await keepScreenshot(page, 'staffing-desk-confirmed.png', { fullPage: true });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("shows client@demo.test the staffing of their company's project: the crew, Sam confirmed and one position open (phone)", async () => {
    const { page, problems, t } = await loggedInPhone(browser, clientLogin);
    await page.goto(`/projects/${projectNumber}`);
    await page.getByRole('heading', { name: t('project.title'), exact: true, level: 1 }).waitFor();
    await selectTab(page, page.getByRole('tab', { name: t('project.tabCrews') }));
    await section(page, t('project.crews')).getByTestId('item-card').filter({ hasText: crewName }).getByText('1/2').waitFor();
    await selectTab(page, page.getByRole('tab', { name: t('project.tabCrewItems') }));
    const items = section(page, t('project.crewItems'));
    await items.getByTestId('item-card').filter({ hasText: samName }).getByText(t('positionStatus.confirmed')).waitFor();
    await expect.poll(() => items.getByTestId('item-card').filter({ hasText: t('project.vacant') }).count()).toBe(1);
    // Staffing is the planner's: a client finds no one and requests no one.
    await settle(page);
    expect(await page.getByRole('button', { name: t('findBestPerson.find') }).count()).toBe(0);
    await expectNoErrorState(page);
    await keepScreenshot(page, 'staffing-client-sees-staffing.png', { fullPage: true });
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
