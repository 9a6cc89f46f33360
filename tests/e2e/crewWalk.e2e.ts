import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, logIn, openPhonePage } from './browser';

const shots = 'test-results/screenshots';

describe('a crew member walks the first three screens on a phone', () => {
  let browser: Browser;
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    mkdirSync(shots, { recursive: true });
    browser = await launchBrowser();
    ({ page, problems } = await openPhonePage(browser));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('sends a visitor without a session to the login screen, carrying the path', async () => {
    await page.goto('/jobs');
    await page.waitForURL(/\/login\?redirect=%2Fjobs/);
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    await page.screenshot({ path: `${shots}/login.png` });
  });

  it('refuses a wrong password with the server’s message and keeps the form', async () => {
    await logIn(page, 'crew@demo.test', 'wrong-password');
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').textContent()).toContain('Wrong e-mail or password');
    expect(await page.getByLabel('E-mail or login ID').inputValue()).toBe('crew@demo.test');
  });

  it('logs in and returns to the jobs list with its tabs', async () => {
    await logIn(page, 'crew@demo.test', 'demo1234', '/login?redirect=%2Fjobs');
    await page.waitForURL(/\/jobs$/);
    await page.getByRole('heading', { name: 'Jobs', level: 1 }).waitFor();
    await page.getByTestId('item-card').first().waitFor();
    for (const tab of ['Upcoming', 'To confirm', 'Applied for', 'Past']) {
      await page.getByRole('tab', { name: tab }).waitFor();
    }
    await page.screenshot({ path: `${shots}/jobs.png` });
  });

  it('opens a job to confirm and confirms it', async () => {
    await page.getByRole('tab', { name: 'To confirm' }).click();
    await page.getByTestId('item-card').first().click();
    await page.waitForURL(/\/jobs\/\d+$/);
    await page.getByRole('heading', { name: 'Job', exact: true, level: 1 }).waitFor();
    await page.screenshot({ path: `${shots}/job.png` });
    await page.getByRole('button', { name: 'Confirm job' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await page.getByText('Job confirmed').waitFor();
    await page.getByRole('button', { name: 'Confirm job' }).waitFor({ state: 'detached' });
    await page.getByText('Confirmed', { exact: true }).first().waitFor();
  });

  it('reaches the personal calendar through the side menu and sees the legend', async () => {
    await page.getByRole('button', { name: 'Open or close the menu' }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Personal calendar' }).click();
    await page.waitForURL(/\/personal-calendar$/);
    await page.getByRole('heading', { name: 'Personal calendar', level: 1 }).waitFor();
    await page.getByText('Blocked date', { exact: true }).first().waitFor();
    await page.screenshot({ path: `${shots}/personal-calendar.png`, fullPage: true });
  });

  it('blocks a date with a reason and unblocks it again', async () => {
    const reason = `Family visit ${Date.now()}`;
    await page.getByRole('button', { name: 'Block dates' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Reason').fill(reason);
    await page.screenshot({ path: `${shots}/block-date.png` });
    await dialog.getByRole('button', { name: 'Block' }).click();
    // The demo may have a confirmed job today: then the extra question comes first, and yes blocks anyway.
    const saved = page.getByText('Dates blocked');
    const question = page.getByRole('dialog').filter({ hasText: 'You already have a confirmed job in this period' });
    await saved.or(question).first().waitFor();
    if (await question.isVisible()) await question.getByRole('button', { name: 'Yes' }).click();
    await saved.waitFor();
    // The calendar redraws once more when the new block date arrives: tap again if the first tap hit the old drawing.
    const unblock = page.getByRole('button', { name: 'Unblock' });
    for (let attempt = 1; !(await unblock.isVisible()); attempt += 1) {
      await page.getByText(reason).first().click();
      await unblock.waitFor({ timeout: 3000 }).catch(async (error: unknown) => {
        if (attempt >= 4) {
          await page.screenshot({ path: `${shots}/unblock-failed.png`, fullPage: true });
          throw error;
        }
      });
    }
    await unblock.click();
    await page.getByRole('dialog').filter({ hasText: 'Remove this blocked date?' }).getByRole('button', { name: 'Yes' }).click();
    await page.getByText('Blocked date removed').waitFor();
    await expect.poll(() => page.getByText(reason).count(), { timeout: 10_000 }).toBe(0);
  });

  it('ran under the Content-Security-Policy without a violation', async () => {
    const response = await page.request.get('/');
    expect(response.headers()['content-security-policy']).toContain("script-src 'self'");
    expect(problems).toEqual([]);
  });
});
