import { basename } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openBrowser, logIn, openPhonePage, settle, keepScreenshot } from './browser';
import { pngFile } from './pngFile';
import { claimsOf, textIn, uniqueName, uniqueSuffix } from './demo';
import { crewLogin, newCrew, newJobToConfirm } from './ownCrewJobs';
import { addDays, dayOf } from './suiteClock';
import { callAt, logInAtAcme, tenantUrl, tokenAt } from './tenantHosts';

/**
 * What phone users expect (issue 17, part 6), at 390×844: an upload shows how far it has come and can be
 * cancelled, the login page wears its tenant's look, the app offers to be installed once, and pulling a list down
 * brings in what changed (a job of this file's own crew, planned while the list was open). The uploads are made
 * by Acme's crew member (no other file changes that person's pictures).
 */

const acme = 'acme.localhost';
const nl = textIn('nl');
const en = textIn('en');

interface Picture { id: number; status: string; fileName: string }

/**
 * A real PNG of noise (it does not compress), big enough that a slow upload takes seconds: signature, IHDR, IDAT
 * and IEND with their CRCs, in this run's own folder.
 */
function noisePng(name: string, size = 360): string {
  let seed = 7;
  const noise = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) >>> 16) & 0xff;
  return pngFile(name, size, () => [noise(), noise(), noise()]);
}

/** Acme's crew member's pictures, as the server has them. */
async function picturesOf(bearer: string): Promise<Picture[]> {
  const personId = claimsOf(bearer).loginData.person.id;
  const answer = await callAt<{ items: Picture[] }>(acme, 'GET', `/persons/${personId}/profilePictures`, bearer);
  expect(answer.status).toBe(200);
  return answer.body.items;
}

/** The phone's connection slows to `bytesPerSecond` for uploads (Chromium's network emulation). */
async function slowUploads(page: Page, bytesPerSecond: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: bytesPerSecond });
}

/** Opens the profile's upload dialog at Acme and chooses a picture; the dialog. */
async function choosePicture(page: Page, file: string) {
  await page.goto('/profile');
  await page.getByRole('heading', { name: nl('profile.title'), level: 1 }).waitFor();
  await settle(page);
  await page.getByRole('button', { name: nl('profile.uploadPicture') }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type="file"]').setInputFiles(file);
  return dialog;
}

describe('what phone users expect', () => {
  let browser: Browser;
  let bearer: string;

  beforeAll(async () => {
    browser = await openBrowser();
    bearer = await tokenAt(acme, 'crew@acme.test');
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows how far a profile photo upload has come, then the photo', async () => {
    const { page, problems } = await openPhonePage(browser, { baseURL: tenantUrl('acme') });
    await logInAtAcme(page);
    const before = await picturesOf(bearer);
    const file = noisePng(`phone-photo-${uniqueSuffix()}.png`);
    const dialog = await choosePicture(page, file);
    await slowUploads(page, 96 * 1024);
    await dialog.getByRole('button', { name: nl('profile.uploadPictureSubmit') }).click();
    const bar = dialog.getByRole('progressbar', { name: nl('transfer.uploading') });
    await bar.waitFor();
    expect(await bar.getAttribute('aria-valuenow')).toMatch(/^\d{1,3}$/);
    await dialog.getByRole('button', { name: nl('transfer.cancelUpload') }).waitFor();
    await keepScreenshot(page, 'upload-progress.png');
    await page.getByText(nl('profile.pictureUploaded')).waitFor({ timeout: 30_000 });
    const uploaded = (await picturesOf(bearer)).filter((picture) => !before.some((old) => old.id === picture.id));
    expect(uploaded.map((picture) => picture.fileName)).toEqual([basename(file)]);
    const item = page.getByTestId('gallery-item').filter({ hasText: nl('profile.pictureStatuses.pending') }).first();
    await item.locator('img').waitFor();
    await settle(page);
    await keepScreenshot(page, 'upload-done.png', { fullPage: true });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('cancels an upload: it says so, keeps the chosen photo, and leaves nothing on the server', async () => {
    const { page, problems } = await openPhonePage(browser, { baseURL: tenantUrl('acme') });
    await logInAtAcme(page);
    const before = await picturesOf(bearer);
    const file = noisePng(`phone-cancelled-${uniqueSuffix()}.png`);
    const dialog = await choosePicture(page, file);
    await slowUploads(page, 16 * 1024);
    await dialog.getByRole('button', { name: nl('profile.uploadPictureSubmit') }).click();
    await dialog.getByRole('progressbar', { name: nl('transfer.uploading') }).waitFor();
    await dialog.getByRole('button', { name: nl('transfer.cancelUpload') }).click();
    await page.getByText(nl('transfer.cancelled')).waitFor();
    await dialog.getByRole('progressbar', { name: nl('transfer.uploading') }).waitFor({ state: 'detached' });
    await dialog.getByText(basename(file)).waitFor();
    await keepScreenshot(page, 'upload-cancelled.png');
    expect((await picturesOf(bearer)).map((picture) => picture.id)).toEqual(before.map((picture) => picture.id));
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it.each([
    { tenant: 'moyo', url: undefined, name: 'Moyo Crew', background: /linear-gradient/ },
    { tenant: 'acme', url: () => tenantUrl('acme'), name: 'Acme Events', background: /rgb\(11, 114, 133\)/ },
  ])('shows the login page of $tenant with its name and background', async ({ tenant, url, name, background }) => {
    const { page, problems } = await openPhonePage(browser, url ? { baseURL: url() } : {});
    await page.goto('/login');
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    await settle(page);
    const backdrop = page.getByTestId('tenant-backdrop');
    const look = await backdrop.evaluate((element) => `${getComputedStyle(element).backgroundColor} ${getComputedStyle(element).backgroundImage}`);
    expect(look).toMatch(background);
    await keepScreenshot(page, `login-${tenant}.png`);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('offers to install the app once, and not again after Not now and a reload', async () => {
    const { page, problems } = await openPhonePage(browser);
    await logIn(page, 'crew@demo.test');
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
    await settle(page);
    const offer = () => page.evaluate(() => {
      window.dispatchEvent(Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt: () => Promise.resolve() }));
    });
    const hint = page.getByRole('complementary', { name: en('installApp.title') });
    expect(await hint.count()).toBe(0);
    await offer();
    await hint.waitFor();
    await hint.scrollIntoViewIfNeeded();
    await keepScreenshot(page, 'install-hint.png');
    await hint.getByRole('button', { name: en('installApp.dismiss') }).click();
    await hint.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
    await settle(page);
    await offer();
    // The offer was caught (the browser's own bar held back), but the hint stays answered.
    expect(await page.evaluate(() => {
      const again = new Event('beforeinstallprompt', { cancelable: true });
      window.dispatchEvent(again);
      return again.defaultPrevented;
    })).toBe(true);
    expect(await hint.count()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('pulls the jobs list down to bring in a job planned meanwhile', async () => {
    const { page, problems } = await openPhonePage(browser);
    await logIn(page, crewLogin, 'demo1234', '/login?redirect=%2Fjobs');
    await page.waitForURL(/\/jobs$/);
    await settle(page);
    // Planned while the list is open: the list does not know it yet.
    const job = await newJobToConfirm(await newCrew('Pull crew'), { function: uniqueName('Pull rigger'), day: addDays(dayOf(inject('clock')), 2), startTime: '08:00', endTime: '16:00' });
    const card = page.getByTestId('item-card').filter({ hasText: job.function });
    expect(await card.count()).toBe(0);

    // A finger pulls down from the middle of the list (touch events, as a phone sends them) and lets go.
    const touch = await page.context().newCDPSession(page);
    const finger = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) =>
      touch.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: 195, y }] });
    const refetched = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/v1/jobs');
    await finger('touchStart', 300);
    for (const y of [320, 360, 400, 440, 470]) await finger('touchMove', y);
    await page.getByRole('status', { name: en('pullToRefresh.release') }).waitFor();
    await keepScreenshot(page, 'pull-to-refresh.png');
    await finger('touchEnd', 470);
    await refetched;
    await card.waitFor();
    await settle(page, 'after the pull');
    await page.getByTestId('pull-to-refresh').waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
