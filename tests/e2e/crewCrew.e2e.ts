import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator } from 'playwright-core';
import { api, claimsOf, expectNoErrorState, section, send, textIn, token, watchedPhonePage, type List, signIn } from './demo';
import { openBrowser, keepScreenshot } from './browser';
import { addDays, dayOf } from './suiteClock';
import { chiefCrewFor } from './chiefCrews';
import { openSection } from './sections';

type MapService = 'google' | 'apple' | 'openStreetMap';
interface Claims { loginData: { person: { id: number; mapService?: MapService }; language: string } }
interface Crew { id: number; name: string; project: { number: string; name: string }; location: { id: number; name: string; address: string; city: string } | null; myRole: string }
interface Member {
  id: number; status: string; function: string; startDate: string; endDate: string; startTime: string; endTime: string;
  person: { id: number; firstName: string; lastName: string } | null; noShow: boolean; statusId: number | null;
}
interface CrewItem { id: number; status: string; statusId: number | null; noShow: boolean; function: string; person: { personId: number | null } | null }
interface Job { id: number; crew: { id: number } | null; location: { id: number } | null; status: string }
interface Location { id: number; name: string; address: string; city: string }
interface NewPosition { startDate: string; startTime: string; endTime: string; function: string; amount: number }

/** Where each map service's search link starts (src/ground/screenLanguage/formatValue.ts); a person without one gets Google Maps. */
const mapLinks: Record<MapService, string> = {
  google: 'https://www.google.com/maps/search/?api=1&query=',
  apple: 'https://maps.apple.com/?q=',
  openStreetMap: 'https://www.openstreetmap.org/search?query=',
};
const mapLinkOf = (bearer: string) => mapLinks[claimsOf<Claims>(bearer).loginData.person.mapService ?? 'google'];

/** The suite's day (the server's and the browser's today). */
const today = () => dayOf(inject('clock'));

/** The chief's crew this file changes (see chiefCrews.ts), with a location. */
async function chiefsCrew(bearer: string): Promise<Crew> {
  const crew = await api<Crew>(bearer, `/projectCrews/${await chiefCrewFor(bearer, 'crewCrew')}`);
  expect(crew.myRole).toBe('chief');
  expect(crew.location, 'the crew has a location').not.toBeNull();
  return crew;
}

/** Adds positions of the test's own to the crew, as its chief (the page's add and duplicate forms make the same call). */
async function addPositions(bearer: string, crew: Crew, position: NewPosition): Promise<CrewItem[]> {
  const added = await send<List<CrewItem>>(bearer, 'POST', `/projects/${crew.project.number}/projectCrewItems`, { crewId: crew.id, ...position }, 201);
  expect(added.items).toHaveLength(position.amount);
  return added.items;
}

const membersOf = async (bearer: string, crew: Crew) => (await api<List<Member>>(bearer, `/projectCrews/${crew.id}/items`)).items;

/** Where a position is among the crew's positions (as the crew page lists them). */
function indexOf(members: Member[], id: number): number {
  const index = members.findIndex((member) => member.id === id);
  expect(index, `position ${id} is listed`).toBeGreaterThanOrEqual(0);
  return index;
}

/** A job of the crew member on a crew with a location, not cancelled. */
function jobWithCrewAndLocation(jobs: Job[]): Job & { crew: { id: number }; location: { id: number } } {
  const job = jobs.find((one) => one.crew !== null && one.location !== null && one.status !== 'cancelled');
  expect(job, 'a job with a crew and a location').toBeDefined();
  return job as Job & { crew: { id: number }; location: { id: number } };
}

/** A crew of the project login's project with a location. */
function crewWithLocation(crews: { id: number; location: { id: number } | null }[]): { id: number } {
  const crew = crews.find((one) => one.location !== null);
  expect(crew, 'a crew of the project with a location').toBeDefined();
  return crew!;
}

/** The card's text once it holds all of `parts` (a card may still show its previous state right after an action). */
async function expectCardText(card: Locator, parts: string[]): Promise<void> {
  for (const part of parts) await expect.poll(async () => (await card.textContent()) ?? '', { message: part }).toContain(part);
}

describe('a crew chief and a crew member on the crew page and the location page', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;

  beforeAll(async () => {
    browser = await openBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows the crew chief his crew and its positions, duplicates a position into two, shows the add form\'s planner notice and the location', async () => {
    const bearer = await token('chief@demo.test');
    const t = textIn(claimsOf(bearer).loginData.language);
    const crew = await chiefsCrew(bearer);
    // A position of this test's own, which it duplicates.
    const [original] = await addPositions(bearer, crew, { startDate: addDays(today(), 3), startTime: '09:15', endTime: '17:45', function: 'Stand builder', amount: 1 });
    const before = await membersOf(bearer, crew);
    const index = indexOf(before, original!.id);
    const source = before[index]!;
    expect(before.length).toBeGreaterThan(2);

    const { page, problems } = await watchedPhonePage(browser);
    await signIn(page, 'chief@demo.test');
    await page.goto(`/crews/${crew.id}`);
    await page.getByRole('heading', { name: t('crew.title'), level: 1 }).waitFor();
    await expectNoErrorState(page);
    for (const title of ['crew.sectionInfo', 'crew.sectionActions', 'crew.sectionCheckIn', 'crew.sectionContacts', 'crew.sectionLocation', 'crew.sectionStatus', 'crew.sectionItems']) {
      await section(page, t(title)).waitFor();
    }
    // The details, the location and the chief's actions are collapsed, one tap away.
    await (await openSection(page, t('crew.sectionInfo'))).getByText(crew.project.name).waitFor();
    await (await openSection(page, t('crew.sectionLocation'))).getByText(crew.location!.name, { exact: true }).waitFor();
    await openSection(page, t('crew.sectionActions'));
    // The crew chief's links.
    for (const label of ['crew.crewChiefJob', 'crew.signOff', 'crew.photos', 'crew.checkIn', 'crew.crewChiefLocation']) {
      await page.getByRole('button', { name: t(label) }).first().waitFor();
    }
    // The positions as the server lists them, each with its status; one nobody holds yet says it is open, no more.
    const items = section(page, t('crew.sectionItems'));
    const cards = items.getByTestId('item-card');
    await expect.poll(() => cards.count()).toBe(before.length);
    const isOpen = (member: Member) => member.person === null && member.status === 'requested';
    for (const [position, member] of before.entries()) {
      const text = await cards.nth(position).textContent();
      expect(text, `position ${member.id}`).toContain(member.function);
      expect(text, `position ${member.id}`).toContain(isOpen(member) ? t('crew.open') : t(`positionStatus.${member.status}`));
      expect(text?.includes(t('positionStatus.requested')), `position ${member.id} shows Requested`).toBe(member.status === 'requested' && !isOpen(member));
    }
    expect(await cards.nth(index).textContent()).toContain('09:15');
    await keepScreenshot(page, 'crew-chief.png', { fullPage: true });

    // The rare and destructive actions wait behind each card's More button: a short row of buttons on a phone.
    const more = cards.nth(index).getByRole('button', { name: t('frame.moreActions') });
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    expect(await cards.nth(index).getByRole('button', { name: t('crewItem.duplicate') }).count()).toBe(0);
    await more.click();
    expect(await more.getAttribute('aria-expanded')).toBe('true');
    // Duplicate the test's position: two rows with its values.
    await cards.nth(index).getByRole('button', { name: t('crewItem.duplicate') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: t('crewItem.duplicateTitle') }).waitFor();
    // The day is kept (and sent) in the contract's form, whatever the language it is shown in.
    await dialog.getByLabel(t('crewItem.startDate')).waitFor();
    expect(await dialog.locator('input[name="startDate"]').inputValue()).toBe(source.startDate);
    expect(await dialog.getByLabel(t('crewItem.startTime')).inputValue()).toBe('09:15');
    expect(await dialog.getByLabel(t('crewItem.endTime')).inputValue()).toBe('17:45');
    // The function list loads first; then the position's function is the chosen one.
    await expect.poll(() => dialog.getByRole('combobox', { name: t('crewItem.function'), exact: true }).inputValue()).toBe('Stand builder');
    // No notice while both times are there.
    expect(await dialog.getByText(t('crewItem.noTimeNotice')).count()).toBe(0);
    await dialog.getByLabel(t('crewItem.amount')).fill('2');
    await expect.poll(() => dialog.getByLabel(t('crewItem.amount')).inputValue()).toBe('2');
    await keepScreenshot(page, 'crew-duplicate.png');
    await dialog.getByRole('button', { name: t('crewItem.duplicateSubmit') }).click();
    await page.getByText(t('crewItem.duplicated')).first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    const after = await membersOf(bearer, crew);
    const created = after.filter((member) => !before.some((old) => old.id === member.id));
    expect(created).toHaveLength(2);
    for (const member of created) {
      expect(member).toMatchObject({
        function: 'Stand builder', startDate: source.startDate, endDate: source.endDate,
        startTime: source.startTime, endTime: source.endTime, status: 'requested', person: null,
      });
    }
    await expect.poll(() => cards.count()).toBe(after.length);

    // The add form: the planner notice shows while a time is missing, and goes once both are there.
    await items.getByRole('button', { name: t('crewItem.add') }).click();
    await dialog.getByRole('heading', { name: t('crewItem.addTitle') }).waitFor();
    const notice = dialog.getByRole('status').filter({ hasText: t('crewItem.noTimeNotice') });
    await notice.waitFor();
    await dialog.getByLabel(t('crewItem.startTime')).fill('08:00');
    await dialog.getByLabel(t('crewItem.endTime')).fill('16:00');
    await notice.waitFor({ state: 'detached' });
    await dialog.getByLabel(t('crewItem.startTime')).fill('');
    await notice.waitFor();
    await keepScreenshot(page, 'crew-add-notice.png');
    await dialog.getByRole('button', { name: t('form.cancel') }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await api<List<Member>>(bearer, `/projectCrews/${crew.id}/items`)).total).toBe(after.length);

    // The location, with the link of the chief's map service (from the login's person).
    await section(page, t('crew.sectionLocation')).getByRole('button', { name: t('crew.openLocation') }).click();
    await page.waitForURL(`${baseUrl}/locations/${crew.location!.id}`);
    await page.getByRole('heading', { name: t('location.title'), level: 1 }).waitFor();
    const location = await api<Location>(bearer, `/locations/${crew.location!.id}`);
    await section(page, t('location.sectionLocation')).getByText(location.name, { exact: true }).waitFor();
    const mapLink = page.locator(`a[href^="${mapLinkOf(bearer)}"]`);
    await mapLink.waitFor();
    const href = (await mapLink.getAttribute('href'))!;
    expect(decodeURIComponent(href.slice(mapLinkOf(bearer).length))).toBe(`${location.address}, ${location.city}`);
    await expectNoErrorState(page);
    await keepScreenshot(page, 'location.png', { fullPage: true });

    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('lets the crew chief cancel an open position as not needed and mark a started confirmed one as a no show', async () => {
    const bearer = await token('chief@demo.test');
    const t = textIn(claimsOf(bearer).loginData.language);
    const crew = await chiefsCrew(bearer);
    const member = await token('crew@demo.test');
    const memberId = claimsOf(member).loginData.person.id;
    // Two positions of this test's own: an open one, and one that started today at midnight (so it has started on any
    // clock), filled by the crew member applying for it (only crew apply) and confirmed by the chief (section 4: activate).
    const [open] = await addPositions(bearer, crew, { startDate: addDays(today(), 4), startTime: '10:00', endTime: '14:00', function: 'Runner', amount: 1 });
    const [started] = await addPositions(bearer, crew, { startDate: today(), startTime: '00:00', endTime: '08:00', function: 'Truck loader', amount: 1 });
    await api<CrewItem>(member, `/projectCrewItems/${started!.id}/applyVacancy`);
    const applied = await api<CrewItem>(bearer, `/projectCrewItems/${started!.id}`);
    await send(bearer, 'POST', `/projectCrewItemStatus/${applied.statusId}/activate`, {});
    expect(await api<CrewItem>(bearer, `/projectCrewItems/${started!.id}`)).toMatchObject({ status: 'confirmed', noShow: false, person: { personId: memberId } });
    const members = await membersOf(bearer, crew);
    const openIndex = indexOf(members, open!.id);
    const startedIndex = indexOf(members, started!.id);
    // The status actions run on a position's latest status record; the crew's item list must name it.
    expect(members[openIndex]!.statusId, 'GET /projectCrews/{id}/items names each position\'s statusId').toEqual(expect.any(Number));
    expect(members[startedIndex]).toMatchObject({ status: 'confirmed', noShow: false, person: { id: memberId } });

    const { page, problems } = await watchedPhonePage(browser);
    await signIn(page, 'chief@demo.test');
    await page.goto(`/crews/${crew.id}`);
    const cards = section(page, t('crew.sectionItems')).getByTestId('item-card');
    await expect.poll(() => cards.count()).toBe(members.length);
    await expectNoErrorState(page);
    await expectCardText(cards.nth(openIndex), ['Runner', '10:00', t('crew.open')]);
    await expectCardText(cards.nth(startedIndex), ['Truck loader', '00:00', t('positionStatus.confirmed')]);

    // Not needed, after the question: the server has the position cancelled.
    await cards.nth(openIndex).getByRole('button', { name: t('frame.moreActions') }).click();
    await cards.nth(openIndex).getByRole('button', { name: t('crewItemStatus.notNeeded') }).click();
    await page.getByRole('dialog').filter({ hasText: t('crewItemStatus.notNeededQuestion') }).getByRole('button', { name: t('common.yes') }).click();
    await page.getByText(t('crewItemStatus.notNeededDone')).first().waitFor();
    expect((await api<CrewItem>(bearer, `/projectCrewItems/${open!.id}`)).status).toBe('cancelled');
    await expectCardText(cards.nth(openIndex), [t('positionStatus.cancelled')]);

    // No show, after the question: the position stays confirmed and is marked a no show.
    const card = cards.nth(startedIndex);
    await card.getByRole('button', { name: t('frame.moreActions') }).click();
    await card.getByRole('button', { name: t('crewItemStatus.noShow') }).click();
    await page.getByRole('dialog').filter({ hasText: t('crewItemStatus.noShowQuestion') }).getByRole('button', { name: t('common.yes') }).click();
    await page.getByText(t('crewItemStatus.noShowMarked')).first().waitFor();
    expect(await api<CrewItem>(bearer, `/projectCrewItems/${started!.id}`)).toMatchObject({ status: 'confirmed', noShow: true });
    await card.getByRole('button', { name: t('crewItemStatus.noShow') }).waitFor({ state: 'detached' });
    await card.getByText(t('crewItemStatus.noShowFlag'), { exact: true }).waitFor();
    await keepScreenshot(page, 'crew-status-actions.png', { fullPage: true });

    await expectNoErrorState(page);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('shows a crew member the crew of one of his jobs, without the chief\'s actions, and its location', async () => {
    const bearer = await token('crew@demo.test');
    const t = textIn(claimsOf(bearer).loginData.language);
    const job = jobWithCrewAndLocation((await api<List<Job>>(bearer, '/jobs')).items);
    const crew = await api<Crew>(bearer, `/projectCrews/${job.crew.id}`);
    expect(crew.myRole).toBe('member');
    const members = await membersOf(bearer, crew);

    const { page, problems } = await watchedPhonePage(browser);
    await signIn(page, 'crew@demo.test');
    await page.goto(`/crews/${crew.id}`);
    await page.getByRole('heading', { name: t('crew.title'), level: 1 }).waitFor();
    await (await openSection(page, t('crew.sectionInfo'))).getByText(crew.name, { exact: true }).first().waitFor();
    const cards = section(page, t('crew.sectionItems')).getByTestId('item-card');
    await expect.poll(() => cards.count()).toBe(members.length);
    await page.getByRole('button', { name: t('crew.contactCrewChief') }).waitFor();
    // The member's actions (photos), open, without the chief's.
    await (await openSection(page, t('crew.sectionActions'))).getByRole('button', { name: t('crew.photos') }).waitFor();
    await expectNoErrorState(page);
    for (const label of ['crewItem.add', 'crewItem.duplicate', 'crewItemStatus.noShow', 'crewItemStatus.notNeeded', 'crew.signOff', 'crew.crewChiefJob']) {
      expect(await page.getByRole('button', { name: t(label) }).count(), label).toBe(0);
    }
    await keepScreenshot(page, 'crew-member.png', { fullPage: true });

    await page.goto(`/locations/${job.location.id}`);
    await page.getByRole('heading', { name: t('location.title'), level: 1 }).waitFor();
    const location = await api<Location>(bearer, `/locations/${job.location.id}`);
    await section(page, t('location.sectionLocation')).getByText(location.name, { exact: true }).waitFor();
    // The link of the crew member's map service (from the login's person).
    await page.locator(`a[href^="${mapLinkOf(bearer)}"]`).waitFor();
    await expectNoErrorState(page);
    await keepScreenshot(page, 'location-member.png', { fullPage: true });

    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('lets a project login open a crew of its project and its location', async () => {
    const bearer = await token('P-1001');
    const t = textIn('en');
    const claims = claimsOf<{ loginData: { projectNumber: string } }>(bearer);
    const crewRef = crewWithLocation((await api<List<{ id: number; location: { id: number } | null }>>(bearer, `/projects/${claims.loginData.projectNumber}/projectCrews`)).items);
    const crew = await api<Crew>(bearer, `/projectCrews/${crewRef.id}`);
    expect(crew.myRole).toBe('project');
    const members = await membersOf(bearer, crew);
    expect(members.length, 'the crew has positions').toBeGreaterThan(0);

    const { page, problems } = await watchedPhonePage(browser);
    await page.goto(`/crews/${crew.id}?login=P-1001&password=demo1234`);
    await page.getByRole('heading', { name: t('crew.title'), level: 1 }).waitFor();
    await (await openSection(page, t('crew.sectionInfo'))).getByText(crew.name, { exact: true }).first().waitFor();
    await expect.poll(() => section(page, t('crew.sectionItems')).getByTestId('item-card').count()).toBe(members.length);
    // The pages a project login may open: the crew chief's and crew members' contact pages and the location.
    await page.getByRole('button', { name: t('crew.contactCrewChief') }).waitFor();
    await section(page, t('crew.sectionItems')).getByRole('button', { name: t('crew.contactMember') }).first().waitFor();
    await expectNoErrorState(page);
    for (const label of ['crewItem.add', 'crewItem.duplicate', 'crew.checkIn', 'crew.signOff', 'crew.contactContactOnSite']) {
      expect(await page.getByRole('button', { name: t(label) }).count(), label).toBe(0);
    }
    await keepScreenshot(page, 'crew-project-login.png', { fullPage: true });
    await (await openSection(page, t('crew.sectionLocation'))).getByRole('button', { name: t('crew.openLocation') }).click();
    await page.waitForURL(`${baseUrl}/locations/${crew.location!.id}`);
    await section(page, t('location.sectionLocation')).getByText(crew.location!.name, { exact: true }).waitFor();
    await expectNoErrorState(page);

    expect(problems).toEqual([]);
    await page.context().close();
  });
});
