import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { api, claimsOf, expectNoErrorState, section, textIn, token, watchedPhonePage } from './demo';
import { launchBrowser, logIn } from './browser';

const shots = '/tmp/shots';

interface List<T> { items: T[]; total: number }
interface Crew {
  id: number; name: string; myRole: string; project: { name: string; client: string };
  location: { id: number; name: string } | null; crewChief: { personId: number | null; name: string; phone: string | null } | null;
  contactOnSite: { name: string; phone: string | null } | null;
}
interface CrewMember { id: number; function: string; person: { id: number; firstName: string; lastName: string } | null }
interface Sheet { released: boolean; downloaded: boolean; signed: boolean; hoursConfirmedAt: string | null; lines: { name: string; checkedInAt: string | null }[] }
interface SecurityCheck { id: number; formName: string; date: string; shift: string; answers: { question: string; answer: string }[] }
interface ChiefJob { crewId: number }
interface Job { crew: { id: number } | null }
interface Doc { id: number; caption: string; state: string; file: { id: number; kind: string; status: string; fileName: string } | null }
interface Activity { id: number; caption: string; body: string; type: string; parameters: { recipient?: number } }
/** CRC-32 of PNG chunks. */
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A small real PNG (16×16, a red square on white), written to a file to upload. */
function samplePng(path: string): string {
  const size = 16;
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter, no interlace
  const rows: number[] = [];
  for (let y = 0; y < size; y += 1) {
    rows.push(0);
    for (let x = 0; x < size; x += 1) {
      const inside = x >= 4 && x < 12 && y >= 4 && y < 12;
      rows.push(inside ? 220 : 255, inside ? 30 : 255, inside ? 40 : 255);
    }
  }
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.from(rows))), chunk('IEND', Buffer.alloc(0)),
  ]);
  writeFileSync(path, png);
  return path;
}

describe('a crew chief and a crew member use the crew pages on a phone', () => {
  let browser: Browser;

  async function open(page: Page, t: (key: string) => string, path: string, title: string) {
    await page.goto(path);
    await page.getByRole('heading', { name: title, exact: true, level: 1 }).waitFor();
    await expectNoErrorState(page);
  }

  beforeAll(async () => {
    mkdirSync(shots, { recursive: true });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  describe('the crew chief', () => {
    let page: Page;
    let problems: string[];
    let bearer: string;
    let t: (key: string) => string;
    let chiefId: number;
    let crew: Crew;
    let members: CrewMember[];
    let check: SecurityCheck;

    beforeAll(async () => {
      bearer = await token('chief@demo.test');
      const claims = claimsOf(bearer);
      chiefId = claims.loginData.person.id;
      t = textIn(claims.loginData.language);
      // A crew he leads whose delivery note waits for release and that has a filled-in security check.
      const crewIds = [...new Set((await api<List<ChiefJob>>(bearer, '/jobs/crewChief')).items.map((job) => job.crewId))];
      for (const id of crewIds) {
        const candidate = await api<Crew>(bearer, `/projectCrews/${id}`);
        const note = await api<Sheet>(bearer, `/projectCrews/${id}/deliveryNote`);
        const checks = (await api<List<SecurityCheck>>(bearer, `/projectCrews/${id}/securityChecks`)).items;
        const filled = checks.find((one) => one.answers.length > 0);
        if (candidate.myRole === 'chief' && !note.released && filled) {
          crew = candidate;
          check = filled;
          break;
        }
      }
      expect(crew, 'a crew the chief leads with an unreleased delivery note and a filled security check').toBeDefined();
      members = (await api<List<CrewMember>>(bearer, `/projectCrews/${crew.id}/items`)).items;
      ({ page, problems } = await watchedPhonePage(browser));
      await logIn(page, 'chief@demo.test');
      await page.waitForURL((url) => url.pathname === '/');
    });

    it('reads the crew chief job: positions with their people, the crew chief and the crew chief sheet', async () => {
      await open(page, t, `/crews/${crew.id}/crew-chief-job`, t('crewChiefJob.title'));
      await section(page, t('crewChiefJob.sectionJob')).getByText(crew.project.name).waitFor();
      const positions = section(page, t('crewChiefJob.sectionPositions'));
      for (const member of members.filter((one) => one.person)) {
        await positions.getByTestId('item-card').filter({ hasText: `${member.person!.firstName} ${member.person!.lastName}` }).first().waitFor();
      }
      const chief = section(page, t('crewChiefJob.sectionCrewChief'));
      if (crew.crewChief?.phone) {
        expect(await chief.getByRole('link', { name: crew.crewChief.phone }).getAttribute('href')).toBe(`tel:${crew.crewChief.phone}`);
      }
      const sheet = await api<Sheet>(bearer, `/projectCrews/${crew.id}/crewChiefSheet`);
      const sheetSection = section(page, t('crewChiefJob.sectionSheet'));
      for (const line of sheet.lines) await sheetSection.getByText(line.name, { exact: true }).first().waitFor();
      expect(await sheetSection.getByRole('button', { name: t(sheet.released ? 'crewChiefJob.download' : 'crewChiefJob.release') }).count()).toBe(1);
      expect(await page.getByText(t('crewChiefJob.notChief')).count()).toBe(0);
      await page.screenshot({ path: `${shots}/crewPages-crew-chief-job.png`, fullPage: true });
    });

    it('reads the location, with map links and the contact on site', async () => {
      await open(page, t, `/crews/${crew.id}/crew-chief-location`, t('crewChiefLocation.title'));
      if (crew.location) {
        const venue = section(page, t('crewChiefLocation.sectionLocation'));
        await venue.getByText(crew.location.name, { exact: true }).waitFor();
        expect(await venue.getByRole('link').first().getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\/search/);
      }
      await expectNoErrorState(page);
      await page.screenshot({ path: `${shots}/crewPages-crew-chief-location.png`, fullPage: true });
    });

    it('opens the contact pages: crew chief, contact on site and a crew member', async () => {
      await open(page, t, `/crews/${crew.id}/contact-crew-chief`, t('crewContact.crewChiefTitle'));
      await section(page, t('crewContact.crewChief')).getByText(crew.crewChief!.name, { exact: true }).first().waitFor();
      // The crew chief does not message themselves.
      expect(await page.getByRole('button', { name: t('crewContact.sendMessage') }).count()).toBe(0);

      await open(page, t, `/crews/${crew.id}/contact-contact-on-site`, t('crewContact.onSiteTitle'));
      if (crew.contactOnSite) {
        const contact = section(page, t('crewContact.contactOnSite'));
        await contact.getByText(crew.contactOnSite.name, { exact: true }).waitFor();
        if (crew.contactOnSite.phone) {
          expect(await contact.getByRole('link', { name: crew.contactOnSite.phone }).getAttribute('href')).toBe(`tel:${crew.contactOnSite.phone}`);
        }
      }
      await page.screenshot({ path: `${shots}/crewPages-contact-on-site.png`, fullPage: true });

      const member = members.find((one) => one.person && one.person.id !== chiefId)!;
      await open(page, t, `/crews/${crew.id}/contact-crew-member/${member.person!.id}`, t('crewContact.crewMemberTitle'));
      await section(page, t('crewContact.crewMember')).getByText(crew.name, { exact: true }).waitFor();
      await page.getByRole('button', { name: t('crewContact.sendMessage') }).waitFor();
      await page.screenshot({ path: `${shots}/crewPages-contact-crew-member-chief.png`, fullPage: true });
    });

    it('uploads a photo, which waits for approval, and sees it in the gallery', async () => {
      await open(page, t, `/crews/${crew.id}/photos`, t('photos.title'));
      const before = (await api<List<Doc>>(bearer, `/persons/${chiefId}/documents`)).items.map((doc) => doc.id);
      await page.getByRole('button', { name: t('photos.upload'), exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.locator('input[type="file"]').setInputFiles(samplePng('/tmp/crewPages-e2e-photo.png'));
      const caption = `Stand build ${Date.now()}`;
      await dialog.getByLabel(t('photos.caption')).fill(caption);
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${shots}/crewPages-photo-dialog.png` });
      await dialog.getByRole('button', { name: t('photos.uploadSubmit'), exact: true }).click();
      await page.getByText(t('photos.uploaded'), { exact: true }).waitFor();

      const added = (await api<List<Doc>>(bearer, `/persons/${chiefId}/documents`)).items.filter((doc) => !before.includes(doc.id));
      expect(added).toHaveLength(1);
      expect(added[0]).toMatchObject({ caption, state: 'verifying', file: { kind: 'png', status: 'pending', fileName: 'crewPages-e2e-photo.png' } });

      const item = section(page, t('photos.sectionGallery')).getByTestId('gallery-item').filter({ hasText: caption });
      await item.waitFor();
      await item.getByText(t('photos.status.pending'), { exact: false }).waitFor();
      await expect.poll(() => item.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 10_000 }).toBe(16);
      await expectNoErrorState(page);
      await page.screenshot({ path: `${shots}/crewPages-photos.png`, fullPage: true });
    });

    it('releases the delivery note, which is then downloaded, and shows the document', async () => {
      await open(page, t, `/crews/${crew.id}/delivery-note`, t('deliveryNote.title'));
      await page.getByText(t('deliveryNote.notReleasedMessage')).waitFor();
      await page.screenshot({ path: `${shots}/crewPages-delivery-note-before.png`, fullPage: true });
      await page.getByRole('button', { name: t('deliveryNote.release'), exact: true }).click();
      await page.getByRole('dialog').getByRole('button', { name: t('common.yes') }).click();
      await page.getByText(t('deliveryNote.releasedToast'), { exact: true }).waitFor();
      const note = await api<Sheet>(bearer, `/projectCrews/${crew.id}/deliveryNote`);
      expect(note).toMatchObject({ released: true, downloaded: true, signed: false });
      await page.getByText(t('deliveryNote.toSignMessage')).waitFor();
      await page.getByRole('button', { name: t('deliveryNote.release'), exact: true }).waitFor({ state: 'detached' });
      const document = section(page, t('deliveryNote.sectionDocument'));
      await document.locator('canvas, img').first().waitFor({ timeout: 20_000 });
      const download = page.waitForEvent('download');
      await document.getByRole('button', { name: t('files.download'), exact: true }).click();
      expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
      await expectNoErrorState(page);
      await page.screenshot({ path: `${shots}/crewPages-delivery-note.png`, fullPage: true });
    });

    it('signs off the crew by confirming its hours', async () => {
      await open(page, t, `/crews/${crew.id}/sign-off`, t('signOff.title'));
      const note = await api<Sheet>(bearer, `/projectCrews/${crew.id}/deliveryNote`);
      const hours = section(page, t('signOff.sectionHours'));
      for (const line of note.lines) {
        const card = hours.getByTestId('item-card').filter({ hasText: line.name }).first();
        await card.getByText(t(line.checkedInAt ? 'signOff.checkedIn' : 'signOff.notCheckedIn'), { exact: true }).waitFor();
      }
      expect(note.hoursConfirmedAt).toBeNull();
      await page.getByRole('button', { name: t('signOff.confirmHours'), exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(t('signOff.remarks')).fill('Build finished early; no overtime.');
      await dialog.getByRole('button', { name: t('signOff.confirmSubmit'), exact: true }).click();
      await page.getByRole('dialog').getByRole('button', { name: t('common.yes') }).click();
      await page.getByText(t('signOff.confirmedToast'), { exact: true }).waitFor();
      expect((await api<Sheet>(bearer, `/projectCrews/${crew.id}/deliveryNote`)).hoursConfirmedAt).not.toBeNull();
      await page.getByText(t('signOff.confirmedMessage')).waitFor();
      await expectNoErrorState(page);
      await page.screenshot({ path: `${shots}/crewPages-sign-off.png`, fullPage: true });
    });

    it('reads a security check of the crew with its answers and downloads it', async () => {
      await open(page, t, `/crews/${crew.id}/security-check/${check.id}/${check.date}/${check.shift}`, t('securityCheck.title'));
      await section(page, t('securityCheck.sectionCheck')).getByText(check.formName, { exact: true }).waitFor();
      await section(page, t('securityCheck.sectionCheck')).getByText(t(`securityCheck.shifts.${check.shift}`), { exact: true }).waitFor();
      const answers = section(page, t('securityCheck.sectionAnswers'));
      for (const answer of check.answers) await answers.getByText(answer.question, { exact: true }).waitFor();
      const document = section(page, t('securityCheck.sectionDocument'));
      await document.locator('canvas, img').first().waitFor({ timeout: 20_000 });
      const download = page.waitForEvent('download');
      await document.getByRole('button', { name: t('files.download'), exact: true }).click();
      expect((await download).suggestedFilename()).toBe(`security-check-${check.id}.pdf`);
      await expectNoErrorState(page);
      await page.screenshot({ path: `${shots}/crewPages-security-check.png`, fullPage: true });
    });

    it('met no console error and no page error', () => {
      expect(problems).toEqual([]);
    });
  });

  describe('a crew member', () => {
    let page: Page;
    let problems: string[];
    let bearer: string;
    let t: (key: string) => string;
    let crew: Crew;
    let member: CrewMember;

    beforeAll(async () => {
      bearer = await token('crew@demo.test');
      const claims = claimsOf(bearer);
      t = textIn(claims.loginData.language);
      // A crew of his with a crew chief who has a person, and another crew member.
      const crewIds = [...new Set((await api<List<Job>>(bearer, '/jobs')).items.flatMap((job) => (job.crew ? [job.crew.id] : [])))];
      for (const id of crewIds) {
        const candidate = await api<Crew>(bearer, `/projectCrews/${id}`);
        const others = (await api<List<CrewMember>>(bearer, `/projectCrews/${id}/items`)).items
          .filter((one) => one.person && one.person.id !== claims.loginData.person.id);
        if (candidate.crewChief?.personId && others.length > 0) {
          crew = candidate;
          member = others[0]!;
          break;
        }
      }
      expect(crew, 'a crew of the crew member with a crew chief and another member').toBeDefined();
      ({ page, problems } = await watchedPhonePage(browser));
      await logIn(page, 'crew@demo.test');
      await page.waitForURL((url) => url.pathname === '/');
    });

    it('contacts the crew chief: name, phone and a message the crew chief receives', async () => {
      await open(page, t, `/crews/${crew.id}/contact-crew-chief`, t('crewContact.crewChiefTitle'));
      const chief = section(page, t('crewContact.crewChief'));
      await chief.getByText(crew.crewChief!.name, { exact: true }).first().waitFor();
      if (crew.crewChief!.phone) {
        expect(await chief.getByRole('link', { name: crew.crewChief!.phone }).getAttribute('href')).toBe(`tel:${crew.crewChief!.phone}`);
      }
      await page.screenshot({ path: `${shots}/crewPages-contact-crew-chief.png`, fullPage: true });
      await page.getByRole('button', { name: t('crewContact.sendMessage'), exact: true }).click();
      const dialog = page.getByRole('dialog');
      const body = `Running ten minutes late ${Date.now()}`;
      await dialog.getByLabel(t('crewContact.body')).fill(body);
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${shots}/crewPages-contact-crew-chief-message.png` });
      await dialog.getByRole('button', { name: t('crewContact.send'), exact: true }).click();
      await page.getByText(t('crewContact.sent'), { exact: true }).waitFor();
      const chiefBearer = await token('chief@demo.test');
      const received = (await api<List<Activity>>(chiefBearer, '/activities')).items.find((activity) => activity.body === body);
      expect(received).toMatchObject({ type: 'TODO_INT', parameters: { recipient: crew.crewChief!.personId } });
      await expectNoErrorState(page);
    });

    it('opens the contact page of another crew member of his crew', async () => {
      await open(page, t, `/crews/${crew.id}/contact-crew-member/${member.person!.id}`, t('crewContact.crewMemberTitle'));
      await section(page, t('crewContact.crewMember')).getByText(crew.name, { exact: true }).waitFor();
      await page.getByRole('button', { name: t('crewContact.sendMessage'), exact: true }).waitFor();
      await expectNoErrorState(page);
      await page.screenshot({ path: `${shots}/crewPages-contact-crew-member.png`, fullPage: true });
    });

    it('met no console error and no page error', () => {
      expect(problems).toEqual([]);
    });
  });
});
