import { writeFileSync } from 'node:fs';
import { expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { phoneContext, runFile, settle } from './browser';
import type { Texts } from './demo';
import { waitForOfflineCopy } from './offlineCopy';

/** A 1x1 PNG, for photo uploads. */
const pngBytes = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** A PNG file of this run's own named `name`, for an upload. */
export function photoFile(name: string): string {
  const file = runFile(name);
  writeFileSync(file, pngBytes);
  return file;
}

/**
 * A phone logged in as a crew login (the crew member unless another is named), with the service worker (the app opens
 * offline and the outbox syncs).
 */
export async function crewPhone(browser: Browser, login = 'crew@demo.test'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await phoneContext(browser, { serviceWorkers: 'allow' });
  const page = await context.newPage();
  await page.goto(`/jobs?login=${encodeURIComponent(login)}&password=demo1234`);
  await page.getByTestId('item-card').first().waitFor();
  await settle(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  return { context, page };
}

/** Opens a screen inside the app (as a tap does: no reload, the answers seen stay in the cache). */
export async function go(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => url.pathname === path);
}

/** Opens a screen and waits until its answers are in the offline copy (kept as soon as the page is idle after them). */
export async function visit(page: Page, path: string, cached: string): Promise<void> {
  await go(page, path);
  await settle(page, path);
  await waitForOfflineCopy(page, cached);
}

/**
 * Blocks a day on the personal calendar. Offline the form cannot check for a confirmed job that day: it says so (and
 * does not claim there is one), and a yes keeps the block date on the phone.
 */
export async function blockDay(page: Page, t: Texts, day: string, reason: string, offline = true): Promise<void> {
  await page.getByRole('button', { name: t('personalCalendar.blockDate') }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel(t('personalCalendar.startDate')).fill(day);
  await form.getByLabel(t('personalCalendar.reason')).fill(reason);
  await form.getByRole('button', { name: t('personalCalendar.blockDateSubmit'), exact: true }).click();
  if (!offline) return;
  const question = page.getByRole('dialog').filter({ hasText: t('personalCalendar.blockOfflineQuestion') });
  await question.waitFor();
  expect(await page.getByText(t('personalCalendar.blockConfirmedQuestion')).count(), 'no claim of a confirmed job').toBe(0);
  await question.getByRole('button', { name: t('common.yes') }).click();
}

/** Uploads a photo with a caption on a crew's photos page (the page is open), and waits for the dialog to close. */
export async function uploadPhoto(page: Page, t: Texts, file: string, caption: string): Promise<void> {
  await page.getByRole('button', { name: t('photos.upload'), exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type="file"]').setInputFiles(file);
  await dialog.getByLabel(t('photos.caption')).fill(caption);
  await dialog.getByRole('button', { name: t('photos.uploadSubmit'), exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}
