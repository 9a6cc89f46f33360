import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { openBrowser, phoneContext, settle } from './browser';

/**
 * Plays a new deployment on the running server: a changed index.html, and a service worker whose precache lists
 * it under a new revision — what a real build does when the app changes.
 */
function deployNewVersion(distDir: string, marker: string): void {
  const indexFile = join(distDir, 'index.html');
  writeFileSync(indexFile, readFileSync(indexFile, 'utf8').replace('<head>', `<head><meta name="deployment" content="${marker}">`));
  const workerFile = join(distDir, 'sw.js');
  const worker = readFileSync(workerFile, 'utf8');
  const next = worker.replace(/(url:"index\.html",revision:")[0-9a-f]+"/, `$1${marker}"`);
  if (next === worker) throw new Error('sw.js does not list index.html with a revision: the precache format changed');
  writeFileSync(workerFile, next);
  // A build writes the compressed twins too; here the changed files are served as they are.
  for (const file of [indexFile, workerFile]) for (const twin of ['.br', '.gz']) rmSync(`${file}${twin}`, { force: true });
}

describe('a new deployment', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('takes over an open app: the user is offered a reload and then runs the new version', async () => {
    const context = await phoneContext(browser, { serviceWorkers: 'allow' });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    await settle(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    expect(await page.locator('meta[name="deployment"]').count()).toBe(0);

    const marker = `e2e${Date.now()}`;
    deployNewVersion(inject('distDir'), marker);
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    const offer = page.getByText('A new version of the app is ready', { exact: false });
    await offer.waitFor({ timeout: 30_000 });
    await offer.click();
    await page.waitForFunction((expected) => document.querySelector('meta[name="deployment"]')?.getAttribute('content') === expected, marker, { timeout: 30_000 });
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    expect(await page.locator('meta[name="deployment"]').getAttribute('content')).toBe(marker);
    await context.close();
  });
});
