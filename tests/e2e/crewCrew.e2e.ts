import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { api, claimsOf, expectNoErrorState, section, textIn, token, watchedPhonePage } from './demo';
import { launchBrowser, logIn } from './browser';

const shots = '/tmp/shots';

interface ChiefCrew { crewId: number; crewName: string; period: string; location: { id: number; name: string; address: string } | null; counts: { total: number } }
interface Crew { id: number; name: string; project: { number: string; name: string }; location: { id: number; name: string; address: string; city: string } | null; myRole: string }
interface Member {
  id: number; status: string; function: string; startDate: string; endDate: string; startTime: string; endTime: string;
  person: { id: number } | null;
}
interface CrewItem { id: number; status: string; statusId: number | null; noShow: boolean; function: string; startDate: string; startTime: string; endTime: string }
interface Job { id: number; crew: { id: number } | null; location: { id: number } | null; status: string }
interface Location { id: number; name: string; address: string; city: string }
interface List<T> { items: T[]; total: number }

describe('a crew chief and a crew member on the crew page and the location page', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;

  /** The chief's upcoming crew with the most positions, found through the api. */
  async function chiefsCrew(bearer: string): Promise<Crew> {
    const crews = (await api<List<ChiefCrew>>(bearer, '/jobs/crewChief')).items
      .filter((crew) => crew.period !== 'past' && crew.location !== null)
      .sort((a, b) => b.counts.total - a.counts.total);
    expect(crews.length, 'a crew the chief leads').toBeGreaterThan(0);
    const crew = await api<Crew>(bearer, `/projectCrews/${crews[0]!.crewId}`);
    expect(crew.myRole).toBe('chief');
    return crew;
  }

  /** The clock of the page's browser as the server compares it (`YYYY-MM-DDTHH:mm`, local time). */
  const browserNow = (page: Page) => page.evaluate(() => {
    const now = new Date();
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}T${pad(now.getHours())}:${pad(now.getMinutes())}`;
  });

  beforeAll(async () => {
    mkdirSync(shots, { recursive: true });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows the crew chief his crew, duplicates a position into two, shows the planner notice and the location', async () => {
    const bearer = await token('chief@demo.test');
    const t = textIn(claimsOf(bearer).loginData.language);
    const crew = await chiefsCrew(bearer);
    const before = (await api<List<Member>>(bearer, `/projectCrews/${crew.id}/items`)).items;
    expect(before.length).toBeGreaterThan(2);

    const { page, problems } = await watchedPhonePage(browser);
    await logIn(page, 'chief@demo.test');
    await page.waitForURL(`${baseUrl}/`);
    await page.goto(`/crews/${crew.id}`);
    await page.getByRole('heading', { name: t('crew.title'), level: 1 }).waitFor();
    await expectNoErrorState(page);
    for (const title of ['crew.sectionInfo', 'crew.sectionActions', 'crew.sectionCheckIn', 'crew.sectionCrewChief', 'crew.sectionLocation', 'crew.sectionStatus', 'crew.sectionItems']) {
      await section(page, t(title)).waitFor();
    }
    await section(page, t('crew.sectionInfo')).getByText(crew.project.name).waitFor();
    await section(page, t('crew.sectionLocation')).getByText(crew.location!.name, { exact: true }).waitFor();
    // The crew chief's links.
    for (const label of ['crew.crewChiefJob', 'crew.signOff', 'crew.photos', 'crew.checkIn', 'crew.crewChiefLocation']) {
      await page.getByRole('button', { name: t(label) }).first().waitFor();
    }
    // The positions as the server lists them, each with its status.
    const items = section(page, t('crew.sectionItems'));
    const cards = items.getByTestId('item-card');
    await expect.poll(() => cards.count()).toBe(before.length);
    for (const [index, member] of before.entries()) {
      const card = cards.nth(index);
      expect(await card.textContent()).toContain(member.function);
      expect(await card.textContent()).toContain(t(`positionStatus.${member.status}`));
    }
    await page.screenshot({ path: `${shots}/crew-chief.png`, fullPage: true });

    // Duplicate a position the chief may see: two rows with its values.
    const index = before.findIndex((member) => member.status !== 'cancelled' && member.function !== 'Crew chief');
    const original = before[index]!;
    await cards.nth(index).getByRole('button', { name: t('crewItem.duplicate') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: t('crewItem.duplicateTitle') }).waitFor();
    expect(await dialog.getByLabel(t('crewItem.startDate')).inputValue()).toBe(original.startDate);
    expect(await dialog.getByLabel(t('crewItem.startTime')).inputValue()).toBe(original.startTime.slice(0, 5));
    expect(await dialog.getByLabel(t('crewItem.endTime')).inputValue()).toBe(original.endTime.slice(0, 5));
    // The function list loads first; then the position's function is the chosen one.
    await expect.poll(() => dialog.getByRole('combobox', { name: t('crewItem.function'), exact: true }).inputValue()).toBe(original.function);
    // No notice while both times are there.
    expect(await dialog.getByText(t('crewItem.noTimeNotice')).count()).toBe(0);
    await dialog.getByLabel(t('crewItem.amount')).fill('2');
    await page.screenshot({ path: `${shots}/crew-duplicate.png` });
    await dialog.getByRole('button', { name: t('crewItem.duplicateSubmit') }).click();
    await page.getByText(t('crewItem.duplicated')).first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    const after = (await api<List<Member>>(bearer, `/projectCrews/${crew.id}/items`)).items;
    const created = after.filter((member) => !before.some((old) => old.id === member.id));
    expect(created).toHaveLength(2);
    for (const member of created) {
      expect(member).toMatchObject({
        function: original.function, startDate: original.startDate, endDate: original.endDate,
        startTime: original.startTime, endTime: original.endTime, status: 'requested', person: null,
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
    await page.screenshot({ path: `${shots}/crew-add-notice.png` });
    await dialog.getByRole('button', { name: t('form.cancel') }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await api<List<Member>>(bearer, `/projectCrews/${crew.id}/items`)).total).toBe(after.length);

    // The location, with the link of the chief's map service (Apple Maps in the demo data).
    await section(page, t('crew.sectionLocation')).getByRole('button', { name: t('crew.openLocation') }).click();
    await page.waitForURL(`${baseUrl}/locations/${crew.location!.id}`);
    await page.getByRole('heading', { name: t('location.title'), level: 1 }).waitFor();
    const location = await api<Location>(bearer, `/locations/${crew.location!.id}`);
    await section(page, t('location.sectionLocation')).getByText(location.name, { exact: true }).waitFor();
    const mapLink = page.locator('a[href^="https://maps.apple.com/?q="]');
    await mapLink.waitFor();
    const href = (await mapLink.getAttribute('href'))!;
    expect(decodeURIComponent(href.replace('https://maps.apple.com/?q=', ''))).toBe(`${location.address}, ${location.city}`);
    await expectNoErrorState(page);
    await page.screenshot({ path: `${shots}/location.png`, fullPage: true });

    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('lets the crew chief cancel a new position as not needed and mark a started one as a no show', async () => {
    const bearer = await token('chief@demo.test');
    const t = textIn(claimsOf(bearer).loginData.language);
    const crew = await chiefsCrew(bearer);
    const { page, problems } = await watchedPhonePage(browser);
    await logIn(page, 'chief@demo.test');
    await page.waitForURL(`${baseUrl}/`);
    const now = await browserNow(page);
    const members = (await api<List<Member>>(bearer, `/projectCrews/${crew.id}/items`)).items;
    // Section 4: noShow needs a confirmed position that has started; notNeeded any open one.
    const started = members.findIndex((member) => member.status === 'confirmed' && member.person !== null
      && member.function !== 'Crew chief' && `${member.startDate}T${member.startTime}` <= now);
    const open = members.findIndex((member) => member.status === 'requested' && member.person === null);
    expect(started, 'a confirmed position that has started').toBeGreaterThanOrEqual(0);
    expect(open, 'an open requested position').toBeGreaterThanOrEqual(0);
    // The status actions run on a position's latest status record; the crew's item list must name it.
    expect(members[open], 'GET /projectCrews/{id}/items names each position\'s statusId').toHaveProperty('statusId');

    await page.goto(`/crews/${crew.id}`);
    const cards = section(page, t('crew.sectionItems')).getByTestId('item-card');
    await expect.poll(() => cards.count()).toBe(members.length);
    await expectNoErrorState(page);

    // Not needed, after the question: the server has the position cancelled.
    await cards.nth(open).getByRole('button', { name: t('crewItemStatus.notNeeded') }).click();
    await page.getByRole('dialog').filter({ hasText: t('crewItemStatus.notNeededQuestion') }).getByRole('button', { name: t('common.yes') }).click();
    await page.getByText(t('crewItemStatus.notNeededDone')).first().waitFor();
    expect((await api<CrewItem>(bearer, `/projectCrewItems/${members[open]!.id}`)).status).toBe('cancelled');

    // No show, after the question: the position stays confirmed and is marked a no show.
    const card = cards.nth(started);
    await card.getByRole('button', { name: t('crewItemStatus.noShow') }).click();
    await page.getByRole('dialog').filter({ hasText: t('crewItemStatus.noShowQuestion') }).getByRole('button', { name: t('common.yes') }).click();
    await page.getByText(t('crewItemStatus.noShowMarked')).first().waitFor();
    const marked = await api<CrewItem>(bearer, `/projectCrewItems/${members[started]!.id}`);
    expect(marked).toMatchObject({ status: 'confirmed', noShow: true });
    await card.getByRole('button', { name: t('crewItemStatus.noShow') }).waitFor({ state: 'detached' });
    await page.screenshot({ path: `${shots}/crew-status-actions.png`, fullPage: true });

    await expectNoErrorState(page);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('shows a crew member the crew of one of his jobs, without the chief\'s actions, and its location', async () => {
    const bearer = await token('crew@demo.test');
    const t = textIn(claimsOf(bearer).loginData.language);
    const job = (await api<List<Job>>(bearer, '/jobs')).items.find((one) => one.crew !== null && one.location !== null && one.status !== 'cancelled');
    expect(job, 'a job with a crew and a location').toBeDefined();
    const crew = await api<Crew>(bearer, `/projectCrews/${job!.crew!.id}`);
    expect(crew.myRole).toBe('member');
    const members = (await api<List<Member>>(bearer, `/projectCrews/${crew.id}/items`)).items;

    const { page, problems } = await watchedPhonePage(browser);
    await logIn(page, 'crew@demo.test');
    await page.waitForURL(`${baseUrl}/`);
    await page.goto(`/crews/${crew.id}`);
    await page.getByRole('heading', { name: t('crew.title'), level: 1 }).waitFor();
    await section(page, t('crew.sectionInfo')).getByText(crew.name, { exact: true }).first().waitFor();
    const cards = section(page, t('crew.sectionItems')).getByTestId('item-card');
    await expect.poll(() => cards.count()).toBe(members.length);
    await page.getByRole('button', { name: t('crew.contactCrewChief') }).waitFor();
    for (const label of ['crewItem.add', 'crewItem.duplicate', 'crewItemStatus.noShow', 'crewItemStatus.notNeeded', 'crew.signOff', 'crew.crewChiefJob']) {
      expect(await page.getByRole('button', { name: t(label) }).count(), label).toBe(0);
    }
    await expectNoErrorState(page);
    await page.screenshot({ path: `${shots}/crew-member.png`, fullPage: true });

    await page.goto(`/locations/${job!.location!.id}`);
    await page.getByRole('heading', { name: t('location.title'), level: 1 }).waitFor();
    const location = await api<Location>(bearer, `/locations/${job!.location!.id}`);
    await section(page, t('location.sectionLocation')).getByText(location.name, { exact: true }).waitFor();
    // Sam's map service is Google Maps.
    await page.locator('a[href^="https://www.google.com/maps/search/?api=1&query="]').waitFor();
    await expectNoErrorState(page);
    await page.screenshot({ path: `${shots}/location-member.png`, fullPage: true });

    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('lets a project login open a crew of its project and its location', async () => {
    const bearer = await token('P-1001');
    const t = textIn('en');
    const crews = (await api<List<{ id: number; location: { id: number } | null }>>(bearer, '/projects/1001/projectCrews')).items;
    const crewRef = crews.find((one) => one.location !== null);
    expect(crewRef, 'a crew of the project with a location').toBeDefined();
    const crew = await api<Crew>(bearer, `/projectCrews/${crewRef!.id}`);
    expect(crew.myRole).toBe('project');

    const { page, problems } = await watchedPhonePage(browser);
    await page.goto(`/crews/${crew.id}?login=P-1001&password=demo1234`);
    await page.getByRole('heading', { name: t('crew.title'), level: 1 }).waitFor();
    await section(page, t('crew.sectionInfo')).getByText(crew.name, { exact: true }).first().waitFor();
    await section(page, t('crew.sectionItems')).getByTestId('item-card').first().waitFor();
    // The pages a project login may open: the crew chief's and crew members' contact pages and the location.
    await page.getByRole('button', { name: t('crew.contactCrewChief') }).waitFor();
    await section(page, t('crew.sectionItems')).getByRole('button', { name: t('crew.contactMember') }).first().waitFor();
    for (const label of ['crewItem.add', 'crewItem.duplicate', 'crew.checkIn', 'crew.signOff', 'crew.contactContactOnSite']) {
      expect(await page.getByRole('button', { name: t(label) }).count(), label).toBe(0);
    }
    await expectNoErrorState(page);
    await page.screenshot({ path: `${shots}/crew-project-login.png`, fullPage: true });
    await section(page, t('crew.sectionLocation')).getByRole('button', { name: t('crew.openLocation') }).click();
    await page.waitForURL(`${baseUrl}/locations/${crew.location!.id}`);
    await section(page, t('location.sectionLocation')).getByText(crew.location!.name, { exact: true }).waitFor();
    await expectNoErrorState(page);

    expect(problems).toEqual([]);
    await page.context().close();
  });
});
