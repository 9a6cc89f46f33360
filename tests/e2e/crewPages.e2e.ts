import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { api, claimsOf, expectNoErrorState, openScreen, section, textIn, token, watchedPhonePage, type List, type Texts, signIn } from './demo';
import { openBrowser, keepScreenshot } from './browser';
import { pngFile } from './pngFile';
import { chiefCrewFor } from './chiefCrews';

interface Crew {
  id: number; name: string; myRole: string; project: { name: string; client: string };
  location: { id: number; name: string } | null; crewChief: { personId: number | null; name: string; phone: string | null } | null;
  contactOnSite: { name: string; phone: string | null } | null;
}
interface CrewMember { id: number; function: string; person: { id: number; firstName: string; lastName: string } | null }
interface SheetLine { name: string; checkedInAt: string | null }
interface Sheet { released: boolean; downloaded: boolean; signed: boolean; hoursConfirmedAt: string | null; lines: SheetLine[] }
interface SecurityCheck { id: number; formName: string; date: string; shift: string; answers: { question: string; answer: string }[] }
interface Job { crew: { id: number } | null }
interface Doc { id: number; caption: string; state: string; file: { id: number; kind: string; status: string; fileName: string } | null }
interface Activity { id: number; caption: string; body: string; type: string; parameters: { recipient?: number } }

/** A crew with the crew chief, location and contact on site the pages show, each with what the tests check. */
type FullCrew = Crew & {
  location: { id: number; name: string };
  crewChief: { personId: number; name: string; phone: string };
  contactOnSite: { name: string; phone: string };
};
type Person = { id: number; firstName: string; lastName: string };
const nameOf = (person: Person) => `${person.firstName} ${person.lastName}`;

/** A small real PNG (16×16, a red square on white), written to a file of this run to upload. */
function samplePng(name: string): string {
  return pngFile(name, 16, (x, y) => (x >= 4 && x < 12 && y >= 4 && y < 12 ? [220, 30, 40] : [255, 255, 255]));
}

/** The crew has a crew chief with a person and a phone, a location and a contact on site with a phone. */
function expectFullCrew(crew: Crew, who: string): FullCrew {
  expect(crew.crewChief?.personId, `${who}: the crew chief has a person`).toEqual(expect.any(Number));
  expect(crew.crewChief?.phone, `${who}: the crew chief has a phone`).toEqual(expect.any(String));
  expect(crew.location, `${who}: the crew has a location`).not.toBeNull();
  expect(crew.contactOnSite?.phone, `${who}: the contact on site has a phone`).toEqual(expect.any(String));
  return crew as FullCrew;
}

/** A member of the crew with a person other than `personId`. */
const otherMember = (members: CrewMember[], personId: number) =>
  members.find((one) => one.person !== null && one.person.id !== personId) as (CrewMember & { person: Person }) | undefined;

/** A security check with answers filled in. */
const filledCheck = (checks: SecurityCheck[]) => checks.find((one) => one.answers.length > 0);

/** The crew member's first crew (of his jobs) with a crew chief who has a person and a phone, and another member. */
async function crewToContact(bearer: string, personId: number): Promise<{ crew: Crew; member: CrewMember & { person: Person } } | undefined> {
  const crewIds = [...new Set((await api<List<Job>>(bearer, '/jobs')).items.flatMap((job) => (job.crew ? [job.crew.id] : [])))];
  for (const id of crewIds) {
    const crew = await api<Crew>(bearer, `/projectCrews/${id}`);
    const member = otherMember((await api<List<CrewMember>>(bearer, `/projectCrews/${id}/items`)).items, personId);
    if (crew.crewChief?.personId && crew.crewChief.phone && member) return { crew, member };
  }
  return undefined;
}

/** The flag the sign-off page shows on a line: checked in or not. */
const checkInFlag = (line: SheetLine) => (line.checkedInAt ? 'signOff.checkedIn' : 'signOff.notCheckedIn');

/** An image's natural width once it has loaded (0 before). */
const loadedWidth = (image: Locator) => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0));

/** A section's PDF preview has drawn its pages. */
async function expectPdfShown(where: Locator): Promise<void> {
  await expect.poll(() => where.getByTestId('pdf-pages').getAttribute('data-state'), { timeout: 20_000 }).toBe('shown');
  expect(await where.getByTestId('pdf-pages').locator('canvas').count()).toBeGreaterThan(0);
}

describe('a crew chief and a crew member use the crew pages on a phone', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await openBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  describe('the crew chief', () => {
    let page: Page;
    let problems: string[];
    let bearer: string;
    let t: Texts;
    let chiefId: number;
    let crew: FullCrew;
    let members: CrewMember[];
    let member: CrewMember & { person: Person };
    let check: SecurityCheck;

    beforeAll(async () => {
      bearer = await token('chief@demo.test');
      const claims = claimsOf(bearer);
      chiefId = claims.loginData.person.id;
      t = textIn(claims.loginData.language);
      // This file's crew of the chief (see chiefCrews.ts): the one with a filled-in security check; it is the only file
      // that releases its delivery note and confirms its hours.
      const candidate = await api<Crew>(bearer, `/projectCrews/${await chiefCrewFor(bearer, 'crewPages')}`);
      expect(candidate.myRole).toBe('chief');
      crew = expectFullCrew(candidate, 'the chief\'s crew');
      const found = filledCheck((await api<List<SecurityCheck>>(bearer, `/projectCrews/${crew.id}/securityChecks`)).items);
      expect(found, 'a filled-in security check of the crew').toBeDefined();
      check = found!;
      members = (await api<List<CrewMember>>(bearer, `/projectCrews/${crew.id}/items`)).items;
      const other = otherMember(members, chiefId);
      expect(other, 'a member of the crew other than the chief').toBeDefined();
      member = other!;
      ({ page, problems } = await watchedPhonePage(browser));
      await signIn(page, 'chief@demo.test');
    });

    beforeEach(() => {
      problems.splice(0);
    });

    it('reads the crew chief job: positions with their people, the crew chief\'s phone and the released crew chief sheet', async () => {
      const sheet = await api<Sheet>(bearer, `/projectCrews/${crew.id}/crewChiefSheet`);
      expect(sheet.released, 'the demo releases the crew chief sheet of this crew').toBe(true);
      await openScreen(page, `/crews/${crew.id}/crew-chief-job`, t('crewChiefJob.title'));
      await section(page, t('crewChiefJob.sectionJob')).getByText(crew.project.name).waitFor();
      const positions = section(page, t('crewChiefJob.sectionPositions'));
      for (const one of members.filter((position) => position.person !== null)) {
        await positions.getByTestId('item-card').filter({ hasText: nameOf(one.person!) }).first().waitFor();
      }
      const chief = section(page, t('crewChiefJob.sectionCrewChief'));
      expect(await chief.getByRole('link', { name: crew.crewChief.phone }).getAttribute('href')).toBe(`tel:${crew.crewChief.phone}`);
      const sheetSection = section(page, t('crewChiefJob.sectionSheet'));
      for (const line of sheet.lines) await sheetSection.getByText(line.name, { exact: true }).first().waitFor();
      expect(await sheetSection.getByRole('button', { name: t('crewChiefJob.download') }).count()).toBe(1);
      expect(await sheetSection.getByRole('button', { name: t('crewChiefJob.release') }).count()).toBe(0);
      expect(await page.getByText(t('crewChiefJob.notChief')).count()).toBe(0);
      await keepScreenshot(page, 'crewPages-crew-chief-job.png', { fullPage: true });
      expect(problems).toEqual([]);
    });

    it('reads the location, with a map link and the contact on site', async () => {
      await openScreen(page, `/crews/${crew.id}/crew-chief-location`, t('crewChiefLocation.title'));
      const venue = section(page, t('crewChiefLocation.sectionLocation'));
      await venue.getByText(crew.location.name, { exact: true }).waitFor();
      expect(await venue.getByRole('link').first().getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\/search/);
      await section(page, t('crewChiefLocation.sectionContactOnSite')).getByText(crew.contactOnSite.name, { exact: true }).waitFor();
      await keepScreenshot(page, 'crewPages-crew-chief-location.png', { fullPage: true });
      expect(problems).toEqual([]);
    });

    it('opens the contact pages: crew chief, contact on site and a crew member', async () => {
      await openScreen(page, `/crews/${crew.id}/contact-crew-chief`, t('crewContact.crewChiefTitle'));
      await section(page, t('crewContact.crewChief')).getByText(crew.crewChief.name, { exact: true }).first().waitFor();
      // The crew chief does not message themselves.
      expect(await page.getByRole('button', { name: t('crewContact.sendMessage') }).count()).toBe(0);

      await openScreen(page, `/crews/${crew.id}/contact-contact-on-site`, t('crewContact.onSiteTitle'));
      const contact = section(page, t('crewContact.contactOnSite'));
      await contact.getByText(crew.contactOnSite.name, { exact: true }).waitFor();
      expect(await contact.getByRole('link', { name: crew.contactOnSite.phone }).getAttribute('href')).toBe(`tel:${crew.contactOnSite.phone}`);
      await keepScreenshot(page, 'crewPages-contact-on-site.png', { fullPage: true });

      await openScreen(page, `/crews/${crew.id}/contact-crew-member/${member.person.id}`, t('crewContact.crewMemberTitle'));
      await section(page, t('crewContact.crewMember')).getByText(crew.name, { exact: true }).waitFor();
      await page.getByRole('button', { name: t('crewContact.sendMessage') }).waitFor();
      await keepScreenshot(page, 'crewPages-contact-crew-member-chief.png', { fullPage: true });
      expect(problems).toEqual([]);
    });

    it('uploads a photo, which waits for approval, and sees it in the gallery', async () => {
      await openScreen(page, `/crews/${crew.id}/photos`, t('photos.title'));
      const before = (await api<List<Doc>>(bearer, `/persons/${chiefId}/documents`)).items.map((doc) => doc.id);
      await page.getByRole('button', { name: t('photos.upload'), exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.locator('input[type="file"]').setInputFiles(samplePng('crewPages-e2e-photo.png'));
      const caption = `Stand build ${Date.now()}`;
      const captionField = dialog.getByLabel(t('photos.caption'));
      await captionField.fill(caption);
      await expect.poll(() => captionField.inputValue()).toBe(caption);
      await dialog.getByRole('button', { name: t('photos.uploadSubmit'), exact: true }).waitFor();
      await keepScreenshot(page, 'crewPages-photo-dialog.png');
      await dialog.getByRole('button', { name: t('photos.uploadSubmit'), exact: true }).click();
      await page.getByText(t('photos.uploaded'), { exact: true }).waitFor();

      const added = (await api<List<Doc>>(bearer, `/persons/${chiefId}/documents`)).items.filter((doc) => !before.includes(doc.id));
      expect(added).toHaveLength(1);
      expect(added[0]).toMatchObject({ caption, state: 'verifying', file: { kind: 'png', status: 'pending', fileName: 'crewPages-e2e-photo.png' } });

      const item = section(page, t('photos.sectionGallery')).getByTestId('gallery-item').filter({ hasText: caption });
      await item.waitFor();
      await item.getByText(t('photos.status.pending'), { exact: false }).waitFor();
      await expect.poll(() => loadedWidth(item.locator('img')), { timeout: 10_000 }).toBe(16);
      await expectNoErrorState(page);
      await keepScreenshot(page, 'crewPages-photos.png', { fullPage: true });
      expect(problems).toEqual([]);
    });

    it('releases the delivery note (which marks it downloaded), shows its PDF and downloads it', async () => {
      expect(await api<Sheet>(bearer, `/projectCrews/${crew.id}/deliveryNote`), 'the delivery note is not released yet')
        .toMatchObject({ released: false, signed: false });
      await openScreen(page, `/crews/${crew.id}/delivery-note`, t('deliveryNote.title'));
      await page.getByText(t('deliveryNote.notReleasedMessage')).waitFor();
      await keepScreenshot(page, 'crewPages-delivery-note-before.png', { fullPage: true });
      await page.getByRole('button', { name: t('deliveryNote.release'), exact: true }).click();
      await page.getByRole('dialog').getByRole('button', { name: t('common.yes') }).click();
      await page.getByText(t('deliveryNote.releasedToast'), { exact: true }).waitFor();
      const note = await api<Sheet>(bearer, `/projectCrews/${crew.id}/deliveryNote`);
      expect(note).toMatchObject({ released: true, downloaded: true, signed: false });
      await page.getByText(t('deliveryNote.toSignMessage')).waitFor();
      await page.getByRole('button', { name: t('deliveryNote.release'), exact: true }).waitFor({ state: 'detached' });
      const document = section(page, t('deliveryNote.sectionDocument'));
      await expectPdfShown(document);
      const download = page.waitForEvent('download');
      await document.getByRole('button', { name: t('files.download'), exact: true }).click();
      expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
      await expectNoErrorState(page);
      await keepScreenshot(page, 'crewPages-delivery-note.png', { fullPage: true });
      expect(problems).toEqual([]);
    });

    it('signs off the crew by confirming its hours', async () => {
      const note = await api<Sheet>(bearer, `/projectCrews/${crew.id}/deliveryNote`);
      expect(note.hoursConfirmedAt, 'the hours are not confirmed yet').toBeNull();
      expect(note.lines.length, 'the crew has people on its lines').toBeGreaterThan(0);
      await openScreen(page, `/crews/${crew.id}/sign-off`, t('signOff.title'));
      const hours = section(page, t('signOff.sectionHours'));
      for (const line of note.lines) {
        const card = hours.getByTestId('item-card').filter({ hasText: line.name }).first();
        await card.getByText(t(checkInFlag(line)), { exact: true }).waitFor();
      }
      await page.getByRole('button', { name: t('signOff.confirmHours'), exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(t('signOff.remarks')).fill('Build finished early; no overtime.');
      await dialog.getByRole('button', { name: t('signOff.confirmSubmit'), exact: true }).click();
      await page.getByRole('dialog').getByRole('button', { name: t('common.yes') }).click();
      await page.getByText(t('signOff.confirmedToast'), { exact: true }).waitFor();
      expect((await api<Sheet>(bearer, `/projectCrews/${crew.id}/deliveryNote`)).hoursConfirmedAt).not.toBeNull();
      await page.getByText(t('signOff.confirmedMessage')).waitFor();
      await expectNoErrorState(page);
      await keepScreenshot(page, 'crewPages-sign-off.png', { fullPage: true });
      expect(problems).toEqual([]);
    });

    it('reads a security check of the crew with its answers and downloads it', async () => {
      await openScreen(page, `/crews/${crew.id}/security-check/${check.id}/${check.date}/${check.shift}`, t('securityCheck.title'));
      await section(page, t('securityCheck.sectionCheck')).getByText(check.formName, { exact: true }).waitFor();
      await section(page, t('securityCheck.sectionCheck')).getByText(t(`securityCheck.shifts.${check.shift}`), { exact: true }).waitFor();
      const answers = section(page, t('securityCheck.sectionAnswers'));
      for (const answer of check.answers) await answers.getByText(answer.question, { exact: true }).waitFor();
      const document = section(page, t('securityCheck.sectionDocument'));
      await expectPdfShown(document);
      const download = page.waitForEvent('download');
      await document.getByRole('button', { name: t('files.download'), exact: true }).click();
      expect((await download).suggestedFilename()).toBe(`security-check-${check.id}.pdf`);
      await expectNoErrorState(page);
      await keepScreenshot(page, 'crewPages-security-check.png', { fullPage: true });
      expect(problems).toEqual([]);
    });
  });

  describe('a crew member', () => {
    let page: Page;
    let problems: string[];
    let bearer: string;
    let t: Texts;
    let crew: Crew & { crewChief: { personId: number; name: string; phone: string } };
    let member: CrewMember & { person: Person };

    beforeAll(async () => {
      bearer = await token('crew@demo.test');
      const claims = claimsOf(bearer);
      t = textIn(claims.loginData.language);
      // Only read here (and a message sent): any crew of his with a crew chief who has a person and a phone, and another member.
      const found = await crewToContact(bearer, claims.loginData.person.id);
      expect(found, 'a crew of the crew member with a crew chief (person and phone) and another member').toBeDefined();
      crew = found!.crew as typeof crew;
      member = found!.member;
      ({ page, problems } = await watchedPhonePage(browser));
      await signIn(page, 'crew@demo.test');
    });

    beforeEach(() => {
      problems.splice(0);
    });

    it('contacts the crew chief: name, phone and a message the crew chief receives', async () => {
      await openScreen(page, `/crews/${crew.id}/contact-crew-chief`, t('crewContact.crewChiefTitle'));
      const chief = section(page, t('crewContact.crewChief'));
      await chief.getByText(crew.crewChief.name, { exact: true }).first().waitFor();
      expect(await chief.getByRole('link', { name: crew.crewChief.phone }).getAttribute('href')).toBe(`tel:${crew.crewChief.phone}`);
      await keepScreenshot(page, 'crewPages-contact-crew-chief.png', { fullPage: true });
      await page.getByRole('button', { name: t('crewContact.sendMessage'), exact: true }).click();
      const dialog = page.getByRole('dialog');
      const body = `Running ten minutes late ${Date.now()}`;
      const bodyField = dialog.getByLabel(t('crewContact.body'));
      await bodyField.fill(body);
      await expect.poll(() => bodyField.inputValue()).toBe(body);
      await keepScreenshot(page, 'crewPages-contact-crew-chief-message.png');
      await dialog.getByRole('button', { name: t('crewContact.send'), exact: true }).click();
      await page.getByText(t('crewContact.sent'), { exact: true }).waitFor();
      const chiefBearer = await token('chief@demo.test');
      const received = (await api<List<Activity>>(chiefBearer, '/activities')).items.find((activity) => activity.body === body);
      expect(received).toMatchObject({ type: 'TODO_INT', parameters: { recipient: crew.crewChief.personId } });
      await expectNoErrorState(page);
      expect(problems).toEqual([]);
    });

    it('opens the contact page of another crew member of his crew', async () => {
      await openScreen(page, `/crews/${crew.id}/contact-crew-member/${member.person.id}`, t('crewContact.crewMemberTitle'));
      await section(page, t('crewContact.crewMember')).getByText(crew.name, { exact: true }).waitFor();
      await page.getByRole('button', { name: t('crewContact.sendMessage'), exact: true }).waitFor();
      await expectNoErrorState(page);
      await keepScreenshot(page, 'crewPages-contact-crew-member.png', { fullPage: true });
      expect(problems).toEqual([]);
    });
  });
});
