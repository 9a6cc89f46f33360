import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, claimsOf, expectNoErrorState, section, textIn, token, signIn, uniqueName, watchedPhonePage, type List } from './demo';
import { openBrowser, settle, keepScreenshot } from './browser';
import { addDays, dayOf } from './suiteClock';
import { crewLogin, newCrew, newJobToConfirm, type Job } from './ownCrewJobs';

interface Doc { id: number; caption: string; state: string }
type Translate = ReturnType<typeof textIn>;

const personOf = (bearer: string): number => claimsOf(bearer).loginData.person.id;
const languageOf = (bearer: string): string => claimsOf(bearer).loginData.language;
/** A job's card names its project and its function. */
const jobCard = (job: Job) => [job.project.name, job.function];

/** The welcome card: its title names the person ("Welcome, Sam"), so it is found by the text before the name. */
function welcome(page: Page, t: Translate) {
  const opening = t('home.welcome').split('{{')[0]!.trim();
  return page.getByRole('region', { name: new RegExp(`^${opening.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
}

/**
 * What differs between a dashboard section and the cards it should show, in order (each card holding all of its
 * texts). A dashboard hides a section with nothing to list, so an empty list means the section is not there at all.
 */
async function sectionDifferences(page: Page, title: string, cards: string[][]): Promise<string[]> {
  const region = section(page, title);
  const shown = await region.count();
  const texts = await region.getByTestId('item-card').allTextContents();
  const differences = shown === Math.min(cards.length, 1) ? [] : [`the section is there ${shown} times`];
  if (texts.length !== cards.length) differences.push(`${texts.length} cards for ${cards.length}`);
  for (const [index, wanted] of cards.entries()) {
    const missing = wanted.filter((text) => !(texts[index] ?? '').includes(text));
    if (missing.length > 0) differences.push(`card ${index} ("${texts[index] ?? ''}") lacks ${missing.join(', ')}`);
  }
  return differences;
}

async function expectSectionLists(page: Page, title: string, cards: string[][]): Promise<void> {
  await expect.poll(() => sectionDifferences(page, title, cards), { message: title }).toEqual([]);
}

/** Today (the suite's day) as the app's `date` format writes it in `locale`, worked out by the page's own browser. */
function todayOnPage(page: Page, locale: string, day: string): Promise<string> {
  return page.evaluate(([where, when]) => new Intl.DateTimeFormat(where, {
    weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC',
  }).format(new Date(`${when}T12:00:00Z`)), [locale, day] as const);
}

describe('home, help, version and renew password on a phone', () => {
  const baseUrl = inject('baseUrl');
  const today = dayOf(inject('clock'));
  let browser: Browser;
  /** This file's own change to confirm: a job on a crew of its own whose times the planner moved. */
  let changed: Job;

  async function openHome(page: Page, username: string, t: Translate) {
    await signIn(page, username);
    await page.goto('/');
    await page.getByRole('heading', { name: t('home.title'), level: 1 }).waitFor();
    await welcome(page, t).waitFor();
    // Every section fetches its own list: settled, every one has answered.
    await settle(page);
  }

  beforeAll(async () => {
    browser = await openBrowser();
    const crew = await newCrew('Home crew');
    changed = await newJobToConfirm(crew, { function: uniqueName('Home rigger'), day: addDays(today, 1), startTime: '09:00', endTime: '17:00' });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows a crew member the sections of his data, opens his changed job and confirms it from home', async () => {
    const bearer = await token(crewLogin);
    const person = personOf(bearer);
    const t = textIn(languageOf(bearer));
    const jobs = (await api<List<Job>>(bearer, '/jobs')).items;
    expect(jobs.find((job) => job.id === changed.id), 'the own changed job still waits').toMatchObject({ status: 'changed', toConfirm: true });
    const toConfirm = jobs.filter((job) => job.period === 'toConfirm' && job.status !== 'changed');
    const changes = jobs.filter((job) => job.status === 'changed' && job.period !== 'past');
    const next = (await api<List<Job>>(bearer, '/jobs?period=upcoming')).items.filter((job) => job.status !== 'cancelled').slice(0, 5);
    const forms = (await api<List<{ title: string; status: string }>>(bearer, `/persons/${person}/formsPerform`)).items
      .filter((form) => ['todo', 'draft'].includes(form.status));
    const payrolls = (await api<List<{ number: string }>>(bearer, `/persons/${person}/payrolls?toConfirm=true`)).items;
    const toSign = (await api<List<Doc>>(bearer, '/documentsToSign')).items;
    const documents = (await api<List<Doc>>(bearer, `/persons/${person}/documents`)).items;
    const inState = (state: string) => documents.filter((document) => document.state === state).map((document) => [document.caption]);
    expect((await api<List<unknown>>(bearer, '/jobs/crewChief')).items, 'crews the crew member leads').toEqual([]);

    const { page, problems } = await watchedPhonePage(browser);
    await openHome(page, crewLogin, t);
    // Welcome and now: the name and today's date.
    expect(await welcome(page, t).textContent()).toContain('Sam');
    expect(await welcome(page, t).textContent()).toContain(await todayOnPage(page, 'en-GB', today));
    // Each section lists what the api holds for it, in the api's order, or is hidden when that is nothing.
    await expectSectionLists(page, t('home.jobsToConfirm'), toConfirm.map(jobCard));
    await expectSectionLists(page, t('home.changes'), changes.map(jobCard));
    await expectSectionLists(page, t('home.nextJobs'), next.map(jobCard));
    await expectSectionLists(page, t('home.forms'), forms.map((form) => [form.title]));
    await expectSectionLists(page, t('home.payrollsToConfirm'), payrolls.map((payroll) => [payroll.number]));
    await expectSectionLists(page, t('home.documentsToSign'), toSign.map((document) => [document.caption]));
    await expectSectionLists(page, t('home.informationReady'), inState('informationReady'));
    await expectSectionLists(page, t('home.verifying'), inState('verifying'));
    await expectSectionLists(page, t('home.documentsToUpload'), inState('toUpload'));
    // Nothing to show: no projects right, not a crew chief.
    for (const hidden of ['home.ongoingProjects', 'home.crewChiefCrews', 'home.deliveryNotes']) {
      expect(await section(page, t(hidden)).count(), hidden).toBe(0);
    }
    await section(page, t('home.information')).getByRole('button', { name: t('home.linkHelp') }).waitFor();
    await keepScreenshot(page, 'home-crew.png', { fullPage: true });
    await expectNoErrorState(page);

    // The own changed job opens its page.
    const card = () => section(page, t('home.changes')).getByTestId('item-card').filter({ hasText: changed.function });
    await card().getByRole('link').click();
    await page.waitForURL(`${baseUrl}/jobs/${changed.id}`);
    await page.getByRole('heading', { name: t('jobs.detailTitle'), exact: true, level: 1 }).waitFor();
    await page.getByText(changed.function).first().waitFor();
    await expectNoErrorState(page);

    // Back home, confirm it from its card; the server has it confirmed and the changes no longer list it.
    await page.goBack();
    await page.waitForURL(`${baseUrl}/`);
    await settle(page);
    await card().getByRole('button', { name: t('jobs.confirm') }).click();
    await page.getByRole('dialog').filter({ hasText: t('jobs.confirmQuestion') }).getByRole('button', { name: t('common.yes') }).click();
    await page.getByText(t('jobs.confirmed')).first().waitFor();
    const confirmed = await api<Job>(bearer, `/jobs/${changed.id}`);
    expect(confirmed).toMatchObject({ status: 'confirmed', toConfirm: false, period: 'upcoming' });
    expect(confirmed.confirmedAt).not.toBeNull();
    await expectSectionLists(page, t('home.changes'), changes.filter((job) => job.id !== changed.id).map(jobCard));

    await expectNoErrorState(page);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('shows a crew chief their crews, delivery notes and chief-only documents, and opens a document and a job', async () => {
    const bearer = await token('chief@demo.test');
    const person = personOf(bearer);
    const t = textIn(languageOf(bearer));
    const crews = (await api<List<{ crewId: number; period: string; project: { name: string }; deliveryNote: string }>>(bearer, '/jobs/crewChief')).items;
    const upcoming = crews.filter((crew) => crew.period === 'upcoming');
    // A delivery note once sent is done (signing.e2e.ts sends one).
    const finished = crews.filter((crew) => crew.period === 'past' && crew.deliveryNote !== 'sent').slice(0, 5);
    const toSign = (await api<List<Doc & { crewChiefOnly: boolean }>>(bearer, '/documentsToSign')).items;
    const ready = (await api<List<Doc>>(bearer, `/persons/${person}/documents`)).items.filter((document) => document.state === 'informationReady');
    const toConfirm = (await api<List<Job>>(bearer, '/jobs?period=toConfirm')).items.filter((job) => job.status !== 'changed');
    const payrolls = (await api<List<{ number: string }>>(bearer, `/persons/${person}/payrolls?toConfirm=true`)).items;
    const next = (await api<List<Job>>(bearer, '/jobs?period=upcoming')).items.filter((job) => job.status !== 'cancelled').slice(0, 5);
    // What the test opens: the demo's chief-only document for Dana to sign and her crew chief job to confirm (no
    // test file signs or confirms them).
    expect(toSign.filter((document) => document.crewChiefOnly).length, 'a chief-only document to sign').toBeGreaterThan(0);
    expect(toConfirm.length, 'a job of the chief to confirm').toBeGreaterThan(0);

    const { page, problems } = await watchedPhonePage(browser);
    await openHome(page, 'chief@demo.test', t);
    expect(await welcome(page, t).textContent()).toContain('Dana');
    await expectSectionLists(page, t('home.crewChiefCrews'), upcoming.map((crew) => [crew.project.name]));
    await expectSectionLists(page, t('home.deliveryNotes'), finished.map((crew) => [crew.project.name]));
    await expectSectionLists(page, t('home.documentsToSign'), toSign.map((document) => [document.caption]));
    await expectSectionLists(page, t('home.informationReady'), ready.map((document) => [document.caption]));
    await expectSectionLists(page, t('home.jobsToConfirm'), toConfirm.map(jobCard));
    await expectSectionLists(page, t('home.payrollsToConfirm'), payrolls.map((payroll) => [payroll.number]));
    await expectSectionLists(page, t('home.nextJobs'), next.map(jobCard));
    expect(await section(page, t('home.documentsToSign')).getByText(t('home.crewChiefOnly')).count())
      .toBe(toSign.filter((document) => document.crewChiefOnly).length);
    await keepScreenshot(page, 'home-chief.png', { fullPage: true });
    await expectNoErrorState(page);

    // A document to sign links to its page.
    const link = section(page, t('home.documentsToSign')).getByTestId('item-card').first().getByRole('link');
    expect(await link.getAttribute('href')).toBe(`/documents/${toSign[0]!.id}`);
    await link.click();
    await page.waitForURL(`${baseUrl}/documents/${toSign[0]!.id}`);
    await expectNoErrorState(page);
    // The job to confirm opens its job page.
    await page.goto('/');
    await settle(page);
    await section(page, t('home.jobsToConfirm')).getByTestId('item-card').first().getByRole('link').click();
    await page.waitForURL(`${baseUrl}/jobs/${toConfirm[0]!.id}`);
    await page.getByRole('heading', { name: t('jobs.detailTitle'), exact: true, level: 1 }).waitFor();
    await expectNoErrorState(page);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('shows a client the ongoing projects and none of the crew sections', async () => {
    const bearer = await token('client@demo.test');
    const t = textIn(languageOf(bearer));
    const ongoing = async () => (await api<List<{ number: string; name: string }>>(bearer, '/projects?period=ongoing')).items;
    // Another file (staffing) may create a project of the client's company while this one runs: the home shows the
    // list as it was before it opened or as it is after, so each look compares with both.
    const before = await ongoing();
    expect(before.length, 'ongoing projects of the client').toBeGreaterThan(0);
    const { page, problems } = await watchedPhonePage(browser);
    await openHome(page, 'client@demo.test', t);
    const title = t('home.ongoingProjects');
    const shownList = async () => {
      for (const list of [before, await ongoing()]) {
        if ((await sectionDifferences(page, title, list.map((project) => [project.name]))).length === 0) return list;
      }
      return null;
    };
    await expect.poll(shownList, { message: title }).not.toBeNull();
    const projects = (await shownList())!;
    const link = section(page, title).getByTestId('item-card').first().getByRole('link');
    expect(await link.getAttribute('href')).toBe(`/projects/${projects[0]!.number}`);
    for (const key of ['home.jobsToConfirm', 'home.changes', 'home.nextJobs', 'home.payrollsToConfirm', 'home.crewChiefCrews']) {
      expect(await section(page, t(key)).count(), key).toBe(0);
    }
    // The permission warnings concern check-in, check-out and pre-call: crew only.
    expect(await page.getByText(t('handOffs.locationWhy')).count()).toBe(0);
    await expectNoErrorState(page);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('warns a crew member about the location permission until it is granted', async () => {
    const t = textIn(languageOf(await token(crewLogin)));
    const denied = await watchedPhonePage(browser);
    await openHome(denied.page, crewLogin, t);
    // Not asked yet: the warning says why, and its button asks (phoneHandOffs.e2e taps it).
    await denied.page.getByText(t('handOffs.locationWhy')).waitFor();
    await denied.page.getByRole('button', { name: t('handOffs.allowLocation') }).waitFor();
    await denied.page.context().close();

    const granted = await watchedPhonePage(browser, ['geolocation']);
    await openHome(granted.page, crewLogin, t);
    // The notifications warning is drawn once its permission is known: a sign the permission checks have run.
    await granted.page.getByText(t('home.notificationsWarning')).waitFor();
    expect(await granted.page.getByText(t('handOffs.locationWhy')).count()).toBe(0);
    await keepScreenshot(granted.page, 'home-granted.png', { fullPage: true });
    expect(denied.problems).toEqual([]);
    expect(granted.problems).toEqual([]);
    await granted.page.context().close();
  });

  it('opens help and version logged in, and version and renew password logged out', async () => {
    const t = textIn(languageOf(await token(crewLogin)));
    const version = (await (await fetch(`${baseUrl}/version.json`)).json()) as { version: string; commit: string };
    const { page, problems } = await watchedPhonePage(browser);
    await openHome(page, crewLogin, t);
    await section(page, t('home.information')).getByRole('button', { name: t('home.linkHelp') }).click();
    await page.waitForURL(`${baseUrl}/help`);
    await page.getByRole('heading', { name: t('help.title'), level: 1 }).waitFor();
    for (const title of ['help.jobsTitle', 'help.confirmingTitle', 'help.installTitle', 'help.contactTitle']) {
      await section(page, t(title)).waitFor();
    }
    await keepScreenshot(page, 'home-help.png', { fullPage: true });
    await expectNoErrorState(page);

    await page.getByRole('button', { name: 'Open or close the menu' }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: t('version.title') }).click();
    await page.waitForURL(`${baseUrl}/version`);
    await page.getByText(version.version, { exact: true }).waitFor();
    await page.getByText(version.commit, { exact: true }).waitFor();
    await expectNoErrorState(page);
    expect(problems).toEqual([]);
    await page.context().close();

    const visitor = await watchedPhonePage(browser);
    await visitor.page.goto('/version');
    await visitor.page.getByRole('heading', { name: t('version.title'), level: 1 }).waitFor();
    await visitor.page.getByText(version.version, { exact: true }).waitFor();
    await keepScreenshot(visitor.page, 'home-version.png');
    await expectNoErrorState(visitor.page);
    // Help is for logged-in users: a visitor is sent to log in first.
    await visitor.page.goto('/help');
    await visitor.page.waitForURL(/\/login\?redirect=%2Fhelp$/);
    await visitor.page.goto('/renew-password');
    await visitor.page.getByRole('heading', { name: t('renewPassword.title'), level: 1 }).waitFor();
    await visitor.page.getByLabel('E-mail or login ID').fill(crewLogin);
    await keepScreenshot(visitor.page, 'home-renew-password.png');
    await visitor.page.getByRole('button', { name: t('renewPassword.submit') }).click();
    await visitor.page.getByText(t('renewPassword.sent')).waitFor();
    await visitor.page.waitForURL(/\/login$/);
    expect(visitor.problems).toEqual([]);
    await visitor.page.context().close();
  });
});
