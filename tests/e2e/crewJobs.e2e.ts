import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { api, claimsOf, expectNoErrorState, section, textIn, token, watchedPhonePage } from './demo';
import { launchBrowser, logIn } from './browser';

const shots = '/tmp/shots';

interface Job {
  id: number; period: string; status: string; toConfirm: boolean; confirmedAt: string | null; crewChiefOnly: boolean;
  startDate: string; endDate: string; function: string;
  project: { number: string; name: string }; crew: { id: number; name: string }; location: { id: number; name: string } | null;
}
interface Doc { id: number; caption: string; crewChiefOnly: boolean }
interface Activity { id: number; caption: string; type: string; body: string; parameters: { dueDate?: string; priority?: number }; subject: { type: string; id: number } }
interface PlanningItem { type: string; marker: string; reason: string | null; startDate: string; endDate: string; refId: number }
interface Vacation { id: number; startDate: string; endDate: string; paid: boolean; reason: string; status: string }
interface CrewSheet { released: boolean; lines: { name: string }[] }
interface List<T> { items: T[]; total: number }

/** `YYYY-MM-DD` plus `days`. */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

describe('a crew member and a crew chief work through their jobs, calendar and documents on a phone', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;

  /** The browser's own today, as the app's `$today` reads it. */
  const browserToday = (page: Page) => page.evaluate(() => {
    const now = new Date();
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });

  beforeAll(async () => {
    mkdirSync(shots, { recursive: true });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows the crew member the four job tabs, a job with its links, confirms a job and contacts the project manager', async () => {
    const bearer = await token('crew@demo.test');
    const t = textIn(claimsOf(bearer).loginData.language);
    const jobs = (await api<List<Job>>(bearer, '/jobs')).items;
    const inPeriod = (...periods: string[]) => jobs.filter((job) => periods.includes(job.period));
    // The demo fills every tab for Sam; an empty one would make this test prove little.
    for (const period of ['past', 'upcoming', 'toConfirm', 'appliedFor']) expect(inPeriod(period).length, period).toBeGreaterThan(0);

    const { page, problems } = await watchedPhonePage(browser);
    await logIn(page, 'crew@demo.test');
    await page.waitForURL(`${baseUrl}/`);
    await page.goto('/jobs');
    await page.getByRole('heading', { name: t('jobs.title'), level: 1 }).waitFor();
    const tabs: [string, string[]][] = [
      ['jobs.upcoming', ['upcoming', 'toConfirm']], ['jobs.toConfirm', ['toConfirm']],
      ['jobs.appliedFor', ['appliedFor']], ['jobs.past', ['past']],
    ];
    for (const [label, periods] of tabs) {
      await page.getByRole('tab', { name: t(label) }).click();
      const cards = page.getByTestId('item-card');
      await cards.first().waitFor();
      // The list is virtualised: check the first cards against the server's jobs of these periods.
      const expected = inPeriod(...periods);
      expect(await cards.first().textContent()).toContain(expected[0]!.project.name);
      if (expected.length <= 4) await expect.poll(() => cards.count(), { message: label }).toBe(expected.length);
      await page.screenshot({ path: `${shots}/jobs-${label.split('.')[1]}.png` });
      await expectNoErrorState(page);
    }
    // The to-confirm flag shows on the to-confirm tab.
    await page.getByRole('tab', { name: t('jobs.toConfirm') }).click();
    await page.getByTestId('item-card').first().getByText(t('jobs.needsConfirmation')).waitFor();

    // A job with a crew and a location: its links lead on; a crew member's job has no crew chief documents.
    const upcoming = inPeriod('upcoming').find((job) => job.location !== null)!;
    await page.goto(`/jobs/${upcoming.id}`);
    await page.getByRole('heading', { name: t('jobs.detailTitle'), exact: true, level: 1 }).waitFor();
    await page.getByText(upcoming.project.name).first().waitFor();
    await page.getByRole('button', { name: t('jobs.openCrew') }).waitFor();
    await page.getByRole('button', { name: t('jobs.openLocation') }).waitFor();
    await page.getByRole('button', { name: t('jobs.contactProjectManager') }).waitFor();
    expect(await page.getByRole('button', { name: t('jobs.crewChiefDocuments') }).count()).toBe(0);
    await expectNoErrorState(page);
    await page.screenshot({ path: `${shots}/job.png`, fullPage: true });
    await page.getByRole('button', { name: t('jobs.openLocation') }).click();
    await page.waitForURL(`${baseUrl}/locations/${upcoming.location!.id}`);
    await page.goBack();
    await page.getByRole('button', { name: t('jobs.openCrew') }).click();
    await page.waitForURL(`${baseUrl}/crews/${upcoming.crew.id}`);

    // Confirm a job that waits for it; the server has it confirmed afterwards.
    const toConfirm = inPeriod('toConfirm').find((job) => job.status !== 'cancelled')!;
    await page.goto(`/jobs/${toConfirm.id}`);
    await page.getByText(t('jobs.confirmMessage')).waitFor();
    if (toConfirm.startDate > (await browserToday(page))) await page.getByText(t('jobs.notStarted')).waitFor();
    await page.screenshot({ path: `${shots}/job-to-confirm.png`, fullPage: true });
    await page.getByRole('button', { name: t('jobs.confirm') }).click();
    await page.getByRole('dialog').filter({ hasText: t('jobs.confirmQuestion') }).getByRole('button', { name: t('common.yes') }).click();
    await page.getByText(t('jobs.confirmed')).first().waitFor();
    await page.getByRole('button', { name: t('jobs.confirm') }).waitFor({ state: 'detached' });
    const confirmed = await api<Job>(bearer, `/jobs/${toConfirm.id}`);
    expect(confirmed.status).toBe('confirmed');
    expect(confirmed.confirmedAt).not.toBeNull();
    expect(confirmed.toConfirm).toBe(false);

    // Contact the project manager about it: a todo due tomorrow (DD.MM.YYYY) with priority 1, about this job.
    await page.getByRole('button', { name: t('jobs.contactProjectManager') }).click();
    await page.waitForURL(`${baseUrl}/jobs/${toConfirm.id}/contact-project-manager`);
    await page.getByRole('heading', { name: t('contactProjectManager.title'), level: 1 }).waitFor();
    const tomorrow = addDays(await browserToday(page), 1).split('-').reverse().join('.');
    const dueDate = page.getByLabel(t('contactProjectManager.dueDate'));
    await expect.poll(() => dueDate.inputValue()).toBe(tomorrow);
    const subject = page.getByLabel(t('contactProjectManager.caption'));
    expect(await subject.inputValue()).toContain(toConfirm.project.name);
    const caption = `Parking at the venue? ${Date.now()}`;
    await subject.fill(caption);
    await page.getByLabel(t('contactProjectManager.body')).fill('Is there crew parking near the venue, or should I come by train?');
    await page.screenshot({ path: `${shots}/job-contact-project-manager.png`, fullPage: true });
    await expectNoErrorState(page);
    await page.getByRole('button', { name: t('contactProjectManager.send') }).click();
    await page.getByText(t('contactProjectManager.sent')).first().waitFor();
    await page.waitForURL(`${baseUrl}/jobs/${toConfirm.id}`);
    const activities = (await api<List<Activity>>(bearer, '/activities?type=TODO_INT')).items;
    const sent = activities.find((activity) => activity.caption === caption);
    expect(sent, 'the activity the page sent').toBeDefined();
    expect(sent!.type).toBe('TODO_INT');
    expect(sent!.body).toContain('crew parking');
    expect(sent!.parameters.dueDate).toBe(tomorrow);
    expect(sent!.parameters.priority).toBe(1);
    expect(sent!.subject).toEqual({ type: 'crewItem', id: toConfirm.id });

    await expectNoErrorState(page);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('blocks a date holding a confirmed job after the extra question, and requests and withdraws a vacation', async () => {
    const bearer = await token('crew@demo.test');
    const t = textIn(claimsOf(bearer).loginData.language);
    const { page, problems } = await watchedPhonePage(browser);
    await logIn(page, 'crew@demo.test');
    await page.waitForURL(`${baseUrl}/`);
    const today = await browserToday(page);
    const confirmedJob = (await api<List<Job>>(bearer, '/jobs')).items
      .find((job) => job.status === 'confirmed' && job.startDate >= today);
    expect(confirmedJob, 'an upcoming confirmed job').toBeDefined();
    const day = confirmedJob!.startDate;

    await page.goto('/personal-calendar');
    await page.getByRole('heading', { name: t('personalCalendar.title'), level: 1 }).waitFor();
    for (const marker of ['confirmed', 'requested', 'spare', 'doubleBooked', 'changed', 'cancelled', 'vacationPaid',
      'vacationUnpaid', 'sickDay', 'absence', 'bankHoliday', 'blockedDate']) {
      await page.getByText(t(`markers.${marker}`), { exact: true }).first().waitFor();
    }
    await expectNoErrorState(page);
    await page.screenshot({ path: `${shots}/personal-calendar.png`, fullPage: true });

    // Block the day of the confirmed job: the extra question comes, and yes blocks it.
    const reason = `Dentist ${Date.now()}`;
    await page.getByRole('button', { name: t('personalCalendar.blockDate') }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel(t('personalCalendar.startDate')).fill(day);
    await form.getByLabel(t('personalCalendar.reason')).fill(reason);
    await page.waitForTimeout(400); // let the dialog finish opening before the picture
    await page.screenshot({ path: `${shots}/personal-calendar-block.png` });
    await form.getByRole('button', { name: t('personalCalendar.blockDateSubmit'), exact: true }).click();
    const question = page.getByRole('dialog').filter({ hasText: t('personalCalendar.blockConfirmedQuestion') });
    await question.waitFor();
    await page.waitForTimeout(400); // let the dialog finish opening before the picture
    await page.screenshot({ path: `${shots}/personal-calendar-block-question.png` });
    await question.getByRole('button', { name: t('common.yes') }).click();
    await page.getByText(t('personalCalendar.blockDateSaved')).first().waitFor();
    const items = (await api<List<PlanningItem>>(bearer, `/planningCalendarItems?from=${day}&to=${day}`)).items;
    const blocked = items.find((item) => item.type === 'blockDate' && item.reason === reason);
    expect(blocked, 'the blocked date').toBeDefined();
    expect(blocked!.startDate).toBe(day);
    expect(blocked!.endDate).toBe(day);
    expect(blocked!.marker).toBe('blockedDate');
    await expectNoErrorState(page);

    // Request a vacation on the vacation tab, then withdraw it.
    await page.getByRole('tab', { name: t('personalCalendar.vacationTab') }).click();
    await page.getByTestId('item-card').first().waitFor();
    const existing = (await api<List<Vacation>>(bearer, '/vacationRequests')).items;
    const latestEnd = existing.map((vacation) => vacation.endDate).sort().at(-1) ?? today;
    const start = addDays(latestEnd > today ? latestEnd : today, 30);
    const end = addDays(start, 2);
    const why = `Island trip ${Date.now()}`;
    await page.getByRole('button', { name: t('personalCalendar.requestVacation') }).click();
    const vacationForm = page.getByRole('dialog');
    await vacationForm.getByLabel(t('personalCalendar.startDate')).fill(start);
    await vacationForm.getByLabel(t('personalCalendar.endDate')).fill(end);
    expect(await vacationForm.getByLabel(t('personalCalendar.paid')).isChecked()).toBe(true);
    await vacationForm.getByLabel(t('personalCalendar.reason')).fill(why);
    await page.waitForTimeout(400); // let the dialog finish opening before the picture
    await page.screenshot({ path: `${shots}/personal-calendar-vacation.png` });
    await vacationForm.getByRole('button', { name: t('personalCalendar.requestVacationSubmit') }).click();
    await page.getByText(t('personalCalendar.vacationRequested')).first().waitFor();
    const requested = (await api<List<Vacation>>(bearer, '/vacationRequests')).items.find((vacation) => vacation.reason === why);
    expect(requested).toMatchObject({ startDate: start, endDate: end, paid: true, status: 'requested' });

    const card = page.getByTestId('item-card').filter({ hasText: why });
    await card.waitFor();
    await page.screenshot({ path: `${shots}/personal-calendar-vacations.png`, fullPage: true });
    await card.getByRole('button', { name: t('personalCalendar.deleteVacation') }).click();
    await page.getByRole('dialog').filter({ hasText: t('personalCalendar.deleteVacationQuestion') })
      .getByRole('button', { name: t('common.yes') }).click();
    await page.getByText(t('personalCalendar.vacationDeleted')).first().waitFor();
    await card.waitFor({ state: 'detached' });
    const after = (await api<List<Vacation>>(bearer, '/vacationRequests')).items;
    expect(after.find((vacation) => vacation.id === requested!.id)).toBeUndefined();

    await expectNoErrorState(page);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('leads a crew chief from a crew-chief job to its documents: the crew chief sheet, chief-only and project documents', async () => {
    const bearer = await token('chief@demo.test');
    const person = claimsOf(bearer).loginData.person.id;
    const t = textIn(claimsOf(bearer).loginData.language);
    const chiefCrews = new Set((await api<List<{ crewId: number }>>(bearer, '/jobs/crewChief')).items.map((crew) => crew.crewId));
    const chiefJobs = (await api<List<Job>>(bearer, '/jobs')).items.filter((job) => job.crewChiefOnly && chiefCrews.has(job.crew.id));
    expect(chiefJobs.length).toBeGreaterThan(0);
    const sheets = await Promise.all(chiefJobs.map((job) => api<CrewSheet>(bearer, `/projectCrews/${job.crew.id}/crewChiefSheet`)));
    const index = Math.max(0, sheets.findIndex((sheet) => sheet.released));
    const job = chiefJobs[index]!;
    const sheet = sheets[index]!;
    const chiefDocuments = (await api<List<Doc>>(bearer, `/persons/${person}/documents`)).items.filter((document) => document.crewChiefOnly);
    const projectDocuments = (await api<List<Doc>>(bearer, `/projects/${job.project.number}/documents`)).items;
    expect(chiefDocuments.length).toBeGreaterThan(0);

    const { page, problems } = await watchedPhonePage(browser);
    await logIn(page, 'chief@demo.test');
    await page.waitForURL(`${baseUrl}/`);
    // The jobs list flags exactly the crew-chief-only positions the server marks (and no other).
    const chiefList = (await api<List<Job>>(bearer, '/jobs')).items;
    expect(chiefList.some((one) => one.crewChiefOnly)).toBe(true);
    expect(chiefList.some((one) => !one.crewChiefOnly)).toBe(true);
    await page.goto('/jobs');
    await page.getByRole('heading', { name: t('jobs.title'), level: 1 }).waitFor();
    for (const [label, periods] of [['jobs.upcoming', ['upcoming', 'toConfirm']], ['jobs.appliedFor', ['appliedFor']], ['jobs.past', ['past']]] as const) {
      const shown = chiefList.filter((one) => (periods as readonly string[]).includes(one.period));
      expect(shown.length).toBeLessThanOrEqual(6);
      await page.getByRole('tab', { name: t(label) }).click();
      await expect.poll(() => page.getByTestId('item-card').count(), { message: label }).toBe(shown.length);
      for (const [position, one] of shown.entries()) {
        const flag = page.getByTestId('item-card').nth(position).getByText(t('jobs.crewChiefOnly'), { exact: true });
        expect(await flag.count(), `job ${one.id}`).toBe(one.crewChiefOnly ? 1 : 0);
      }
    }
    await page.screenshot({ path: `${shots}/jobs-chief.png` });
    await expectNoErrorState(page);

    await page.goto(`/jobs/${job.id}`);
    await page.getByRole('heading', { name: t('jobs.detailTitle'), exact: true, level: 1 }).waitFor();
    await page.getByText(t('jobs.crewChiefJobMessage')).waitFor();
    await expectNoErrorState(page);
    await page.screenshot({ path: `${shots}/job-chief.png`, fullPage: true });
    await page.getByRole('button', { name: t('jobs.crewChiefDocuments') }).click();
    await page.waitForURL(`${baseUrl}/jobs/${job.id}/crew-chief-documents`);
    await page.getByRole('heading', { name: t('crewChiefDocuments.title'), level: 1 }).waitFor();

    const sheetSection = section(page, t('crewChiefDocuments.crewChiefSheet'));
    for (const line of sheet.lines) await sheetSection.getByText(line.name).first().waitFor();
    const mine = section(page, t('crewChiefDocuments.myDocuments'));
    await expect.poll(() => mine.getByTestId('item-card').count()).toBe(chiefDocuments.length);
    for (const document of chiefDocuments) {
      expect(await mine.getByTestId('item-card').filter({ hasText: document.caption }).getByRole('link').getAttribute('href'))
        .toBe(`/documents/${document.id}`);
    }
    const ofProject = section(page, t('crewChiefDocuments.projectDocuments'));
    if (projectDocuments.length > 0) {
      await expect.poll(() => ofProject.getByTestId('item-card').count()).toBe(projectDocuments.length);
    } else {
      await ofProject.getByText(t('errors.documentsNotFound')).waitFor();
    }
    await expectNoErrorState(page);
    await page.screenshot({ path: `${shots}/job-crew-chief-documents.png`, fullPage: true });

    // The released crew chief sheet downloads as a PDF.
    if (sheet.released) {
      const download = page.waitForEvent('download');
      await sheetSection.getByRole('button', { name: t('crewChiefDocuments.downloadCrewChiefSheet') }).click();
      expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
    }
    // A chief-only document opens on its page.
    await mine.getByTestId('item-card').first().getByRole('link').click();
    await page.waitForURL(new RegExp(`/documents/${chiefDocuments[0]!.id}$`));

    await expectNoErrorState(page);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
