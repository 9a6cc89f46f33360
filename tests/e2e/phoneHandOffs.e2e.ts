import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { readFileSync } from 'node:fs';
import type { CalendarSubscription } from '../../src/ground/contract';
import { api, claimsOf, loggedInPhone, openScreen, send, signIn, textIn, token, uniqueName, watchedPhonePage, type List } from './demo';
import { openBrowser, keepScreenshot, runFile, settle } from './browser';
import { addDays, dayOf } from './suiteClock';
import { crewLogin, newConfirmedJob, newCrew } from './ownCrewJobs';

/**
 * Issue 35, point 7: what a crew member hands from the phone to the phone's other apps, at 390×844. The calendar feed's
 * address whole, copied, and as a webcal: link; one job as job.ics; the location asked for from home's warning; a
 * document handed to the share sheet (Web Share stood in for: desktop Chromium has none).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface CrewDocumentRow { id: number; caption: string; file: { fileName: string } | null }

describe('phone hand-offs', () => {
  it('shows the calendar feed address whole on the profile, copies it, and links it as webcal://', async () => {
    const bearer = await token(crewLogin);
    const subscription = await send<CalendarSubscription>(bearer, 'POST', '/publicCalendarSubscriptions', {}, 201);
    const { page, problems, t } = await loggedInPhone(browser, crewLogin);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: inject('baseUrl') });
    await openScreen(page, '/profile', t('profile.title'));
    const card = page.getByTestId('item-card').filter({ hasText: subscription.url });
    const address = card.getByText(subscription.url, { exact: true });
    await address.scrollIntoViewIfNeeded();
    // Whole: every character laid out inside the card, on as many lines as it takes, none hidden behind "…".
    const fits = await address.evaluate((line) => line.scrollWidth <= line.clientWidth && line.scrollHeight <= line.clientHeight + 1
      && getComputedStyle(line).textOverflow !== 'ellipsis' && line.getBoundingClientRect().right <= window.innerWidth);
    expect(fits, 'the address is shown whole').toBe(true);
    await keepScreenshot(page, 'profile-calendar-feed.png');
    await card.getByRole('button', { name: t('handOffs.copyFeedAddress') }).click();
    await page.getByText(t('handOffs.feedAddressCopied')).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(subscription.url);
    const link = card.getByRole('link', { name: t('handOffs.openInCalendar') });
    expect(await link.getAttribute('href')).toBe(subscription.url.replace(/^https?:\/\//, 'webcal://'));
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("downloads a job as job.ics with the job's summary and its start in UTC", async () => {
    const crew = await newCrew('Hand-off crew');
    const job = await newConfirmedJob(crew, { function: uniqueName('Hand-off rigger'), day: addDays(dayOf(inject('clock')), 3), startTime: '09:00', endTime: '17:00' });
    const { page, problems, t } = await loggedInPhone(browser, crewLogin);
    await openScreen(page, `/jobs/${job.id}`, t('jobs.detailTitle'));
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: t('handOffs.addToCalendar') }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe('job.ics');
    const file = runFile('hand-offs', `job-${job.id}.ics`);
    await saved.saveAs(file);
    const text = readFileSync(file, 'utf8').replace(/\r\n[ \t]/g, '');
    expect(text).toContain(`SUMMARY:${job.project.name} – ${job.function}\r\n`);
    expect(text).toMatch(/DTSTART:\d{8}T\d{6}Z\r\n/);
    await keepScreenshot(page, 'job-add-to-calendar.png', { fullPage: true });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('says why the location is needed on home before the browser has asked, and the Allow button asks', async () => {
    const { page, problems } = await watchedPhonePage(browser);
    const context = page.context();
    await context.setGeolocation({ latitude: 52.37, longitude: 4.9 });
    // The browser's question stood in for: the person says yes (the context grants it), then the real call answers.
    await context.exposeBinding('answerLocationQuestion', () => context.grantPermissions(['geolocation'], { origin: inject('baseUrl') }));
    await context.addInitScript(() => {
      const geolocation = navigator.geolocation;
      const ask = geolocation.getCurrentPosition.bind(geolocation);
      const answer = (window as unknown as { answerLocationQuestion: () => Promise<void> }).answerLocationQuestion;
      geolocation.getCurrentPosition = (success, error, options) => void answer().then(() => ask(success, error, options));
    });
    const bearer = await signIn(page, crewLogin);
    const t = textIn(claimsOf(bearer).loginData.language);
    await openScreen(page, '/', t('home.title'));
    const why = page.getByText(t('handOffs.locationWhy'));
    await why.waitFor();
    expect(await page.getByText(t('home.geolocationWarning')).count()).toBe(0);
    await keepScreenshot(page, 'home-location-why.png');
    await page.getByRole('button', { name: t('handOffs.allowLocation') }).click();
    await why.waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: t('handOffs.allowLocation') }).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("shares a document's file where the browser can, and offers no Share where it cannot", async () => {
    const bearer = await token(crewLogin);
    const personId = claimsOf(bearer).loginData.person.id;
    const documents = (await api<List<CrewDocumentRow>>(bearer, `/persons/${personId}/documents`)).items;
    const document = documents.find((one) => one.file !== null);
    expect(document, 'a document of the crew member with a file').toBeDefined();

    const { page, problems, t } = await loggedInPhone(browser, crewLogin);
    // Web Share as a phone has it, recording what it was handed.
    await page.addInitScript(() => {
      const shared: { name: string; type: string; size: number }[] = [];
      Object.assign(window, { sharedFiles: shared });
      Object.assign(navigator, {
        canShare: (data?: ShareData) => (data?.files?.length ?? 0) > 0,
        share: async (data?: ShareData) => {
          for (const file of data?.files ?? []) shared.push({ name: file.name, type: file.type, size: file.size });
        },
      });
    });
    await openScreen(page, `/documents/${document!.id}`, t('documents.title'));
    await page.getByRole('button', { name: t('handOffs.share') }).click();
    const sharedFiles = () => page.evaluate(() => (window as unknown as { sharedFiles: { name: string; type: string; size: number }[] }).sharedFiles);
    await expect.poll(async () => (await sharedFiles()).length).toBe(1);
    const [file] = await sharedFiles();
    expect(file!.size).toBeGreaterThan(0);
    expect(file!.type).not.toBe('');
    await keepScreenshot(page, 'document-share.png', { fullPage: true });
    expect(problems).toEqual([]);
    await page.context().close();

    // Desktop Chromium here has no Web Share: the download alone.
    const plain = await loggedInPhone(browser, crewLogin);
    await openScreen(plain.page, `/documents/${document!.id}`, t('documents.title'));
    await settle(plain.page);
    expect(await plain.page.getByRole('button', { name: t('files.download') }).count()).toBeGreaterThan(0);
    expect(await plain.page.getByRole('button', { name: t('handOffs.share') }).count()).toBe(0);
    await plain.page.context().close();
  });
});
