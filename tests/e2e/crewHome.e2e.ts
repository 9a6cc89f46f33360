import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { api, claimsOf, section, textIn, token, watchedPhonePage } from './demo';
import { launchBrowser, logIn, settle } from './browser';

const shots = '/tmp/shots';

interface Job { id: number; period: string; status: string; toConfirm: boolean; confirmedAt: string | null; project: { name: string } }
interface Doc { id: number; caption: string; state: string }
interface List<T> { items: T[]; total: number }

describe('home, help, version and renew password on a phone', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;

  const personOf = (bearer: string): number => claimsOf(bearer).loginData.person.id;
  const languageOf = (bearer: string): string => claimsOf(bearer).loginData.language;
  const english = textIn('en');

  async function expectNoErrorState(page: Page) {
    await settle(page);
    expect(await page.getByRole('alert').filter({ hasText: 'Could not load' }).count()).toBe(0);
  }

  /** The welcome card: its title names the person ("Welcome, Sam"), so it is found by the text before the name. */
  function welcome(page: Page, t = english) {
    const opening = t('home.welcome').split('{{')[0]!.trim();
    return page.getByRole('region', { name: new RegExp(`^${opening.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
  }

  async function openHome(page: Page, username: string, t = english) {
    await logIn(page, username);
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('heading', { name: t('home.title'), level: 1 }).waitFor();
    await welcome(page, t).waitFor({ timeout: 10_000 }).catch(async (error: unknown) => {
      await page.screenshot({ path: `${shots}/home-failed-${username}.png`, fullPage: true });
      throw error;
    });
    // Every section fetches its own list; wait until none is loading.
    await expect.poll(() => page.locator('[aria-busy="true"], .mantine-Loader-root').count(), { timeout: 15_000 }).toBe(0);
  }

  async function expectSectionLists(page: Page, title: string, titles: string[]) {
    const region = section(page, title);
    // An empty list hides its section on the dashboard.
    if (titles.length === 0) return expect(await region.count(), title).toBe(0);
    await region.waitFor();
    const cards = region.getByTestId('item-card');
    await expect.poll(() => cards.count()).toBe(titles.length);
    for (const [index, name] of titles.entries()) expect(await cards.nth(index).textContent()).toContain(name);
  }

  beforeAll(async () => {
    mkdirSync(shots, { recursive: true });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows a crew member the sections the demo data fills, opens a job and confirms one from home', async () => {
    const bearer = await token('crew@demo.test');
    const person = personOf(bearer);
    const jobs = (await api<List<Job>>(bearer, '/jobs')).items;
    const toConfirm = jobs.filter((job) => job.period === 'toConfirm' && job.status !== 'changed');
    const changes = jobs.filter((job) => job.status === 'changed' && job.period !== 'past');
    const next = (await api<List<Job>>(bearer, '/jobs?period=upcoming')).items.filter((job) => job.status !== 'cancelled').slice(0, 5);
    const forms = (await api<List<{ title: string; status: string }>>(bearer, `/persons/${person}/formsPerform`)).items
      .filter((form) => form.status !== 'submitted');
    const payrolls = (await api<List<{ number: string }>>(bearer, `/persons/${person}/payrolls?toConfirm=true`)).items;
    const toSign = (await api<List<Doc>>(bearer, '/documentsToSign')).items;
    const documents = (await api<List<Doc>>(bearer, `/persons/${person}/documents`)).items;
    const inState = (state: string) => documents.filter((document) => document.state === state).map((document) => document.caption);
    const crewChief = (await api<List<unknown>>(bearer, '/jobs/crewChief')).items;
    // The demo data fills these lists for Sam. Other test files share the server and may have used some up (a job
    // confirmed, a form sent): most must still hold something, or this test would prove nothing.
    const lists = [toConfirm, changes, next, forms, payrolls, toSign, inState('informationReady'), inState('verifying'), inState('toUpload')];
    expect(lists.filter((list) => list.length > 0).length).toBeGreaterThanOrEqual(6);
    expect(crewChief).toEqual([]);

    const { page, problems } = await watchedPhonePage(browser);
    await openHome(page, 'crew@demo.test');
    expect(await welcome(page).textContent()).toContain('Welcome, Sam');
    // Now: today's date, in the welcome card.
    expect(await welcome(page).textContent()).toMatch(/\d{4}/);
    await expectSectionLists(page, 'Jobs to confirm', toConfirm.map((job) => job.project.name));
    await expectSectionLists(page, 'Changes', changes.map((job) => job.project.name));
    await expectSectionLists(page, 'Ongoing and next jobs', next.map((job) => job.project.name));
    await expectSectionLists(page, 'Forms to fill in', forms.map((form) => form.title));
    await expectSectionLists(page, 'Payrolls to confirm', payrolls.map((payroll) => payroll.number));
    await expectSectionLists(page, 'Documents to sign', toSign.map((document) => document.caption));
    await expectSectionLists(page, 'Information ready', inState('informationReady'));
    await expectSectionLists(page, 'Verifying', inState('verifying'));
    await expectSectionLists(page, 'Documents to upload', inState('toUpload'));
    // Nothing to show: no projects right, not a crew chief.
    for (const hidden of ['Ongoing projects', 'Your crews as crew chief', 'Delivery notes of finished crews']) {
      expect(await section(page, hidden).count(), hidden).toBe(0);
    }
    await section(page, 'Information').getByRole('button', { name: 'Help' }).waitFor();
    await page.screenshot({ path: `${shots}/home-crew.png`, fullPage: true });
    await expectNoErrorState(page);

    // A job to confirm opens its page.
    const first = toConfirm[0]!;
    await section(page, 'Jobs to confirm').getByTestId('item-card').first().getByRole('link').click();
    await page.waitForURL(`${baseUrl}/jobs/${first.id}`);
    await page.getByRole('heading', { name: 'Job', exact: true, level: 1 }).waitFor();
    await page.getByText(first.project.name).first().waitFor();
    await expectNoErrorState(page);

    // Back home, confirm it from its card; the server has it confirmed and the section no longer lists it.
    await page.goBack();
    await page.waitForURL(`${baseUrl}/`);
    const card = section(page, 'Jobs to confirm').getByTestId('item-card').filter({ hasText: first.project.name }).first();
    await card.getByRole('button', { name: 'Confirm job' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await page.getByText('Job confirmed').first().waitFor();
    const confirmed = await api<Job>(bearer, `/jobs/${first.id}`);
    expect(confirmed.confirmedAt).not.toBeNull();
    expect(confirmed.period).not.toBe('toConfirm');
    const left = toConfirm.slice(1).map((job) => job.project.name);
    if (left.length > 0) await expectSectionLists(page, 'Jobs to confirm', left);
    else await expect.poll(() => section(page, 'Jobs to confirm').count()).toBe(0);

    await expectNoErrorState(page);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('shows a crew chief their crews, delivery notes and chief-only documents, and opens a document', async () => {
    const bearer = await token('chief@demo.test');
    const person = personOf(bearer);
    const t = textIn(languageOf(bearer));
    const crews = (await api<List<{ crewId: number; period: string; project: { name: string } }>>(bearer, '/jobs/crewChief')).items;
    const upcoming = crews.filter((crew) => crew.period === 'upcoming');
    const finished = crews.filter((crew) => crew.period === 'past').slice(0, 5);
    const toSign = (await api<List<Doc>>(bearer, '/documentsToSign')).items;
    const ready = (await api<List<Doc>>(bearer, `/persons/${person}/documents`)).items.filter((document) => document.state === 'informationReady');
    const toConfirm = (await api<List<Job>>(bearer, '/jobs?period=toConfirm')).items.filter((job) => job.status !== 'changed');
    const payrolls = (await api<List<{ number: string }>>(bearer, `/persons/${person}/payrolls?toConfirm=true`)).items;
    const next = (await api<List<Job>>(bearer, '/jobs?period=upcoming')).items.filter((job) => job.status !== 'cancelled').slice(0, 5);
    for (const list of [upcoming, finished, toSign, ready, toConfirm, payrolls, next]) expect(list.length).toBeGreaterThan(0);

    const { page, problems } = await watchedPhonePage(browser);
    await openHome(page, 'chief@demo.test', t);
    expect(await welcome(page, t).textContent()).toContain('Dana');
    await expectSectionLists(page, t('home.crewChiefCrews'), upcoming.map((crew) => crew.project.name));
    await expectSectionLists(page, t('home.deliveryNotes'), finished.map((crew) => crew.project.name));
    await expectSectionLists(page, t('home.documentsToSign'), toSign.map((document) => document.caption));
    await expectSectionLists(page, t('home.informationReady'), ready.map((document) => document.caption));
    await expectSectionLists(page, t('home.jobsToConfirm'), toConfirm.map((job) => job.project.name));
    await expectSectionLists(page, t('home.payrollsToConfirm'), payrolls.map((payroll) => payroll.number));
    await expectSectionLists(page, t('home.nextJobs'), next.map((job) => job.project.name));
    expect(await section(page, t('home.documentsToSign')).getByText(t('home.crewChiefOnly')).count()).toBeGreaterThan(0);
    await page.screenshot({ path: `${shots}/home-chief.png`, fullPage: true });
    await expectNoErrorState(page);

    // A document to sign links to its page.
    const link = section(page, t('home.documentsToSign')).getByTestId('item-card').first().getByRole('link');
    expect(await link.getAttribute('href')).toBe(`/documents/${toSign[0]!.id}`);
    await link.click();
    await page.waitForURL(`${baseUrl}/documents/${toSign[0]!.id}`);
    await expectNoErrorState(page);
    // The job to confirm opens its job page.
    await page.goto('/');
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
    const projects = (await api<List<{ number: string; name: string }>>(bearer, '/projects?period=ongoing')).items;
    expect(projects.length).toBeGreaterThan(0);
    const { page, problems } = await watchedPhonePage(browser);
    await openHome(page, 'client@demo.test', t);
    await expectSectionLists(page, t('home.ongoingProjects'), projects.map((project) => project.name));
    const link = section(page, t('home.ongoingProjects')).getByTestId('item-card').first().getByRole('link');
    expect(await link.getAttribute('href')).toBe(`/projects/${projects[0]!.number}`);
    for (const key of ['home.jobsToConfirm', 'home.changes', 'home.nextJobs', 'home.payrollsToConfirm', 'home.crewChiefCrews']) {
      expect(await section(page, t(key)).count(), key).toBe(0);
    }
    // The permission warnings concern check-in, check-out and pre-call: crew only.
    expect(await page.getByText(t('home.geolocationWarning')).count()).toBe(0);
    await expectNoErrorState(page);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('warns about the location permission until it is granted', async () => {
    const warning = /may not use your location/;
    const denied = await watchedPhonePage(browser);
    await openHome(denied.page, 'crew@demo.test');
    await denied.page.getByText(warning).waitFor();
    await denied.page.context().close();

    const granted = await watchedPhonePage(browser, ['geolocation']);
    await openHome(granted.page, 'crew@demo.test');
    // The notifications warning is drawn once its permission is known: a sign the permission checks have run.
    await granted.page.getByText(/may not send you notifications/).waitFor();
    expect(await granted.page.getByText(warning).count()).toBe(0);
    await granted.page.screenshot({ path: `${shots}/home-granted.png`, fullPage: true });
    expect(denied.problems).toEqual([]);
    expect(granted.problems).toEqual([]);
    await granted.page.context().close();
  });

  it('opens help and version logged in, and version and renew password logged out', async () => {
    const version = (await (await fetch(`${baseUrl}/version.json`)).json()) as { version: string; commit: string };
    const { page, problems } = await watchedPhonePage(browser);
    await openHome(page, 'crew@demo.test');
    await section(page, 'Information').getByRole('button', { name: 'Help' }).click();
    await page.waitForURL(`${baseUrl}/help`);
    await page.getByRole('heading', { name: 'Help', level: 1 }).waitFor();
    for (const title of ['Your jobs', 'Confirming jobs and changes', 'Install the app on your phone', 'Who to contact']) {
      await section(page, title).waitFor();
    }
    await page.screenshot({ path: `${shots}/help.png`, fullPage: true });
    await expectNoErrorState(page);

    await page.getByRole('button', { name: 'Open or close the menu' }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Version' }).click();
    await page.waitForURL(`${baseUrl}/version`);
    await page.getByText(version.version, { exact: true }).waitFor();
    await page.getByText(version.commit, { exact: true }).waitFor();
    await expectNoErrorState(page);
    expect(problems).toEqual([]);
    await page.context().close();

    const visitor = await watchedPhonePage(browser);
    await visitor.page.goto('/version');
    await visitor.page.getByRole('heading', { name: 'Version', level: 1 }).waitFor();
    await visitor.page.getByText(version.version, { exact: true }).waitFor();
    await visitor.page.screenshot({ path: `${shots}/version.png` });
    await expectNoErrorState(visitor.page);
    // Help is for logged-in users: a visitor is sent to log in first.
    await visitor.page.goto('/help');
    await visitor.page.waitForURL(/\/login\?redirect=%2Fhelp/);
    await visitor.page.goto('/renew-password');
    await visitor.page.getByRole('heading', { name: 'Renew password', level: 1 }).waitFor();
    await visitor.page.getByLabel('E-mail or login ID').fill('crew@demo.test');
    await visitor.page.screenshot({ path: `${shots}/renew-password.png` });
    await visitor.page.getByRole('button', { name: 'Send the renewal link' }).click();
    await visitor.page.getByText('a link to renew your password is on its way').waitFor();
    await visitor.page.waitForURL(/\/login$/);
    expect(visitor.problems).toEqual([]);
    await visitor.page.context().close();
  });
});
