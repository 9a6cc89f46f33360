import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, claimsOf, expectNoErrorState, section, send, textIn, token, uniqueName, watchedPhonePage, type List, signIn } from './demo';
import { openLegend } from './calendarList';
import { openBrowser, selectTab, settle, keepScreenshot } from './browser';
import { addDays, dayOf } from './suiteClock';
import { crewLogin, newAppliedJob, newConfirmedJob, newCrew, newJobToConfirm, type Job } from './ownCrewJobs';

interface Doc { id: number; caption: string; crewChiefOnly: boolean }
interface Activity { id: number; caption: string; type: string; body: string; parameters: { dueDate?: string; priority?: number }; subject: { type: string; id: number } }
interface PlanningItem { type: string; marker: string; reason: string | null; startDate: string; endDate: string; refId: number }
interface Vacation { id: number; startDate: string; endDate: string; paid: boolean; reason: string; status: string }
interface CrewSheet { released: boolean; lines: { name: string }[] }
type Translate = ReturnType<typeof textIn>;

/** The jobs list's tabs: label and the periods each shows (the upcoming tab shows the jobs to confirm too). */
const jobTabs: [string, string[]][] = [
  ['jobs.upcoming', ['upcoming', 'toConfirm']], ['jobs.toConfirm', ['toConfirm']], ['jobs.appliedFor', ['appliedFor']], ['jobs.past', ['past']],
];

/** `YYYY-MM-DD` as DD.MM.YYYY, the form a todo's due date takes. */
const dotted = (day: string) => day.split('-').reverse().join('.');

/**
 * What differs between the first cards of the open tab and the jobs expected there, in order (the list is
 * virtualised: the first four are on screen whatever the list's length, and there are never more cards than jobs).
 * Each card names its job's project and function, and is flagged "to confirm" exactly when the job waits for it.
 */
async function cardDifferences(page: Page, t: Translate, expected: Job[]): Promise<string[]> {
  const texts = await page.getByTestId('item-card').allTextContents();
  const first = expected.slice(0, 4);
  const differences = texts.length < first.length || texts.length > expected.length
    ? [`${texts.length} cards for ${expected.length} jobs`] : [];
  for (const [index, job] of first.entries()) {
    const text = texts[index] ?? '';
    const flagged = text.includes(t('jobs.needsConfirmation'));
    if (!text.includes(job.project.name) || !text.includes(job.function) || flagged !== job.toConfirm) {
      differences.push(`card ${index} shows "${text}" for job ${job.id} (${job.function}, to confirm: ${job.toConfirm})`);
    }
  }
  return differences;
}

/** Which cards of the open tab carry the crew-chief-only flag, by position. */
async function chiefFlags(page: Page, t: Translate): Promise<boolean[]> {
  const texts = await page.getByTestId('item-card').allTextContents();
  return texts.map((text) => text.includes(t('jobs.crewChiefOnly')));
}

describe('a crew member and a crew chief work through their jobs, calendar and documents on a phone', () => {
  const baseUrl = inject('baseUrl');
  const today = dayOf(inject('clock'));
  const tomorrow = addDays(today, 1);
  let browser: Browser;
  /** This file's own jobs of the crew member on a crew of its own: one to confirm, one confirmed, one applied for. */
  let toConfirm: Job;
  let confirmed: Job;
  let appliedFor: Job;

  beforeAll(async () => {
    browser = await openBrowser();
    const crew = await newCrew('Jobs crew');
    toConfirm = await newJobToConfirm(crew, { function: uniqueName('Jobs rigger'), day: tomorrow, startTime: '09:00', endTime: '17:00' });
    confirmed = await newConfirmedJob(crew, { function: uniqueName('Jobs stagehand'), day: tomorrow });
    appliedFor = await newAppliedJob(crew, { function: uniqueName('Jobs steward'), day: addDays(today, 2) });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows the crew member the four job tabs as the server lists them, a job with its links, confirms a job and contacts the project manager', async () => {
    const bearer = await token(crewLogin);
    const t = textIn(claimsOf(bearer).loginData.language);
    const jobs = (await api<List<Job>>(bearer, '/jobs')).items;
    const inPeriods = (periods: string[]) => jobs.filter((job) => periods.includes(job.period));
    // This file's own jobs fill the upcoming, to-confirm and applied-for tabs; the demo's past jobs stay past.
    expect(jobs.find((job) => job.id === toConfirm.id)?.period).toBe('toConfirm');
    expect(jobs.find((job) => job.id === confirmed.id)?.period).toBe('upcoming');
    expect(jobs.find((job) => job.id === appliedFor.id)?.period).toBe('appliedFor');
    expect(inPeriods(['past']).length, 'past jobs of the crew member').toBeGreaterThan(0);

    const { page, problems } = await watchedPhonePage(browser);
    await signIn(page, crewLogin);
    await page.goto('/jobs');
    await page.getByRole('heading', { name: t('jobs.title'), level: 1 }).waitFor();
    await settle(page);
    for (const [label, periods] of jobTabs) {
      await selectTab(page, t(label));
      await expect.poll(() => cardDifferences(page, t, inPeriods(periods)), { message: label }).toEqual([]);
      await keepScreenshot(page, `jobs-${label.split('.')[1]}.png`);
      await expectNoErrorState(page);
    }

    // Its confirmed job, with a crew and a location: the links lead on; a crew member's job has no crew chief documents.
    await page.goto(`/jobs/${confirmed.id}`);
    await page.getByRole('heading', { name: t('jobs.detailTitle'), exact: true, level: 1 }).waitFor();
    await expectNoErrorState(page);
    await page.getByText(confirmed.function).first().waitFor();
    await page.getByText(confirmed.project.name).first().waitFor();
    await page.getByRole('button', { name: t('jobs.openCrew') }).waitFor();
    await page.getByRole('button', { name: t('jobs.contactProjectManager') }).waitFor();
    expect(await page.getByRole('button', { name: t('jobs.crewChiefDocuments') }).count()).toBe(0);
    expect(await page.getByText(t('jobs.confirmMessage')).count()).toBe(0);
    await keepScreenshot(page, 'jobs-job.png', { fullPage: true });
    await page.getByRole('button', { name: t('jobs.openLocation') }).click();
    await page.waitForURL(`${baseUrl}/locations/${confirmed.location!.id}`);
    await page.goBack();
    await page.getByRole('button', { name: t('jobs.openCrew') }).click();
    await page.waitForURL(`${baseUrl}/crews/${confirmed.crew.id}`);

    // Its job to confirm, which starts tomorrow: not started yet; confirmed, the server has it confirmed.
    await page.goto(`/jobs/${toConfirm.id}`);
    await page.getByText(t('jobs.confirmMessage')).waitFor();
    await page.getByText(t('jobs.notStarted')).waitFor();
    await settle(page);
    await keepScreenshot(page, 'jobs-job-to-confirm.png', { fullPage: true });
    await page.getByRole('button', { name: t('jobs.confirm') }).click();
    await page.getByRole('dialog').filter({ hasText: t('jobs.confirmQuestion') }).getByRole('button', { name: t('common.yes') }).click();
    await page.getByText(t('jobs.confirmed')).first().waitFor();
    await page.getByRole('button', { name: t('jobs.confirm') }).waitFor({ state: 'detached' });
    const nowConfirmed = await api<Job>(bearer, `/jobs/${toConfirm.id}`);
    expect(nowConfirmed).toMatchObject({ status: 'confirmed', toConfirm: false, period: 'upcoming' });
    expect(nowConfirmed.confirmedAt).not.toBeNull();

    // Contact the project manager about it: a todo due tomorrow (DD.MM.YYYY) with priority 1, about this job.
    await page.getByRole('button', { name: t('jobs.contactProjectManager') }).click();
    await page.waitForURL(`${baseUrl}/jobs/${toConfirm.id}/contact-project-manager`);
    await page.getByRole('heading', { name: t('contactProjectManager.title'), level: 1 }).waitFor();
    await settle(page);
    const dueDate = page.getByLabel(t('contactProjectManager.dueDate'));
    await expect.poll(() => dueDate.inputValue()).toBe(dotted(tomorrow));
    const subject = page.getByLabel(t('contactProjectManager.caption'));
    expect(await subject.inputValue()).toContain(toConfirm.project.name);
    const caption = uniqueName('Parking at the venue?');
    await subject.fill(caption);
    await page.getByLabel(t('contactProjectManager.body')).fill('Is there crew parking near the venue, or should I come by train?');
    await keepScreenshot(page, 'jobs-contact-project-manager.png', { fullPage: true });
    await expectNoErrorState(page);
    await page.getByRole('button', { name: t('contactProjectManager.send') }).click();
    await page.getByText(t('contactProjectManager.sent')).first().waitFor();
    await page.waitForURL(`${baseUrl}/jobs/${toConfirm.id}`);
    const activities = (await api<List<Activity>>(bearer, '/activities?type=TODO_INT')).items;
    expect(activities.filter((activity) => activity.caption === caption)).toMatchObject([{
      type: 'TODO_INT', parameters: { dueDate: dotted(tomorrow), priority: 1 }, subject: { type: 'crewItem', id: toConfirm.id },
    }]);
    expect(activities.find((activity) => activity.caption === caption)!.body).toContain('crew parking');

    await expectNoErrorState(page);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('blocks the day of its confirmed job after the extra question, and requests and withdraws a vacation', async () => {
    const bearer = await token(crewLogin);
    const t = textIn(claimsOf(bearer).loginData.language);
    const day = confirmed.startDate;
    const onDay = async () => (await api<List<PlanningItem>>(bearer, `/planningCalendarItems?from=${day}&to=${day}`)).items;
    expect((await onDay()).filter((item) => item.type === 'job' && item.refId === confirmed.id)).toMatchObject([{ marker: 'confirmed' }]);

    const { page, problems } = await watchedPhonePage(browser);
    await signIn(page, crewLogin);
    await page.goto('/personal-calendar');
    await page.getByRole('heading', { name: t('personalCalendar.title'), level: 1 }).waitFor();
    // On a phone the legend starts closed, under its toggle.
    const legend = await openLegend(page, t);
    for (const marker of ['confirmed', 'requested', 'spare', 'doubleBooked', 'changed', 'cancelled', 'vacationPaid',
      'vacationUnpaid', 'sickDay', 'absence', 'bankHoliday', 'blockedDate']) {
      await legend.getByText(t(`markers.${marker}`), { exact: true }).waitFor();
    }
    await expectNoErrorState(page);
    await keepScreenshot(page, 'jobs-personal-calendar.png', { fullPage: true });

    // Block the day of the confirmed job: the extra question comes, and yes blocks it.
    const reason = uniqueName('Dentist');
    await page.getByRole('button', { name: t('personalCalendar.blockDate') }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel(t('personalCalendar.startDate')).fill(day);
    await form.getByLabel(t('personalCalendar.reason')).fill(reason);
    await keepScreenshot(page, 'jobs-personal-calendar-block.png');
    await form.getByRole('button', { name: t('personalCalendar.blockDateSubmit'), exact: true }).click();
    const question = page.getByRole('dialog').filter({ hasText: t('personalCalendar.blockConfirmedQuestion') });
    await question.getByRole('button', { name: t('common.yes') }).waitFor();
    await keepScreenshot(page, 'jobs-personal-calendar-block-question.png');
    await question.getByRole('button', { name: t('common.yes') }).click();
    await page.getByText(t('personalCalendar.blockDateSaved')).first().waitFor();
    const blocked = (await onDay()).filter((item) => item.type === 'blockDate' && item.reason === reason);
    expect(blocked).toMatchObject([{ startDate: day, endDate: day, marker: 'blockedDate' }]);
    await expectNoErrorState(page);
    // The block is this test's own: it goes again, so that the day holds only the job for anyone after.
    await send(bearer, 'DELETE', `/blockDates/${blocked[0]!.refId}`, undefined, 204);

    // Request a vacation on the vacation tab, after every one there is, then withdraw it.
    const existing = (await api<List<Vacation>>(bearer, '/vacationRequests')).items;
    const latestEnd = [today, ...existing.map((vacation) => vacation.endDate)].sort().at(-1)!;
    const start = addDays(latestEnd, 30);
    const end = addDays(start, 2);
    const why = uniqueName('Island trip');
    await selectTab(page, t('personalCalendar.vacationTab'));
    await settle(page);
    await page.getByRole('button', { name: t('personalCalendar.requestVacation') }).click();
    const vacationForm = page.getByRole('dialog');
    await vacationForm.getByLabel(t('personalCalendar.startDate')).fill(start);
    await vacationForm.getByLabel(t('personalCalendar.endDate')).fill(end);
    expect(await vacationForm.getByLabel(t('personalCalendar.paid')).isChecked()).toBe(true);
    await vacationForm.getByLabel(t('personalCalendar.reason')).fill(why);
    await keepScreenshot(page, 'jobs-personal-calendar-vacation.png');
    await vacationForm.getByRole('button', { name: t('personalCalendar.requestVacationSubmit') }).click();
    await page.getByText(t('personalCalendar.vacationRequested')).first().waitFor();
    const requested = (await api<List<Vacation>>(bearer, '/vacationRequests')).items.filter((vacation) => vacation.reason === why);
    expect(requested).toMatchObject([{ startDate: start, endDate: end, paid: true, status: 'requested' }]);

    const card = page.getByTestId('item-card').filter({ hasText: why });
    await card.waitFor();
    await keepScreenshot(page, 'jobs-personal-calendar-vacations.png', { fullPage: true });
    await card.getByRole('button', { name: t('personalCalendar.deleteVacation') }).click();
    await page.getByRole('dialog').filter({ hasText: t('personalCalendar.deleteVacationQuestion') })
      .getByRole('button', { name: t('common.yes') }).click();
    await page.getByText(t('personalCalendar.vacationDeleted')).first().waitFor();
    await card.waitFor({ state: 'detached' });
    const after = (await api<List<Vacation>>(bearer, '/vacationRequests')).items;
    expect(after.map((vacation) => vacation.id)).not.toContain(requested[0]!.id);

    await expectNoErrorState(page);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('leads a crew chief from a crew-chief job to its documents: the crew chief sheet, chief-only and project documents', async () => {
    const bearer = await token('chief@demo.test');
    const person = claimsOf(bearer).loginData.person.id;
    const t = textIn(claimsOf(bearer).loginData.language);
    const chiefList = (await api<List<Job>>(bearer, '/jobs')).items;
    // The job: the first crew-chief-only job on a crew the chief leads whose crew chief sheet is released and whose
    // project has documents (the demo's Horecava hall 8 crew); nothing in the suite takes a sheet back.
    const chiefCrews = new Set((await api<List<{ crewId: number }>>(bearer, '/jobs/crewChief')).items.map((crew) => crew.crewId));
    const candidates = await Promise.all(chiefList.filter((one) => one.crewChiefOnly && chiefCrews.has(one.crew.id)).map(async (one) => ({
      job: one,
      sheet: await api<CrewSheet>(bearer, `/projectCrews/${one.crew.id}/crewChiefSheet`),
      projectDocuments: (await api<List<Doc>>(bearer, `/projects/${one.project.number}/documents`)).items,
    })));
    const chosen = candidates.find((candidate) => candidate.sheet.released && candidate.projectDocuments.length > 0);
    expect(chosen, 'a crew-chief job with a released crew chief sheet and project documents').toBeDefined();
    const { job, sheet, projectDocuments } = chosen!;
    const chiefDocuments = (await api<List<Doc>>(bearer, `/persons/${person}/documents`)).items.filter((document) => document.crewChiefOnly);
    expect(chiefDocuments.length, 'chief-only documents of the chief').toBeGreaterThan(0);
    expect(sheet.lines.length, 'lines on the crew chief sheet').toBeGreaterThan(0);
    // The jobs list flags exactly the crew-chief-only positions the server marks (and no other).
    expect(chiefList.some((one) => one.crewChiefOnly)).toBe(true);
    expect(chiefList.some((one) => !one.crewChiefOnly)).toBe(true);

    const { page, problems } = await watchedPhonePage(browser);
    await signIn(page, 'chief@demo.test');
    await page.goto('/jobs');
    await page.getByRole('heading', { name: t('jobs.title'), level: 1 }).waitFor();
    await settle(page);
    for (const [label, periods] of jobTabs) {
      const shown = chiefList.filter((one) => periods.includes(one.period));
      // Few enough to all be drawn at once (the list is virtualised), so the flags can be checked card by card.
      expect(shown.length, label).toBeLessThanOrEqual(6);
      await selectTab(page, t(label));
      await expect.poll(() => chiefFlags(page, t), { message: label }).toEqual(shown.map((one) => one.crewChiefOnly));
    }
    await keepScreenshot(page, 'jobs-chief.png');
    await expectNoErrorState(page);

    await page.goto(`/jobs/${job.id}`);
    await page.getByRole('heading', { name: t('jobs.detailTitle'), exact: true, level: 1 }).waitFor();
    await page.getByText(t('jobs.crewChiefJobMessage')).waitFor();
    await expectNoErrorState(page);
    await keepScreenshot(page, 'jobs-job-chief.png', { fullPage: true });
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
    await expect.poll(() => ofProject.getByTestId('item-card').count()).toBe(projectDocuments.length);
    for (const document of projectDocuments) await ofProject.getByTestId('item-card').filter({ hasText: document.caption }).waitFor();
    await expectNoErrorState(page);
    await keepScreenshot(page, 'jobs-crew-chief-documents.png', { fullPage: true });

    // The released crew chief sheet downloads as a PDF.
    const download = page.waitForEvent('download');
    await sheetSection.getByRole('button', { name: t('crewChiefDocuments.downloadCrewChiefSheet') }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
    // A chief-only document opens on its page.
    await mine.getByTestId('item-card').first().getByRole('link').click();
    await page.waitForURL(new RegExp(`/documents/${chiefDocuments[0]!.id}$`));

    await expectNoErrorState(page);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
