import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, logIn, openPhonePage } from './browser';

describe('the shell around the screens', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the not-found screen with a not-found page title for an unknown path', async () => {
    const { page } = await openPhonePage(browser);
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.title()).toMatch(/^Page not found/);
  });

  it('logs in from a login id and password in the query string and takes them out of the address', async () => {
    const { page } = await openPhonePage(browser);
    await page.goto('/jobs?login=crew%40demo.test&password=demo1234');
    await page.getByRole('heading', { name: 'Jobs', level: 1 }).waitFor();
    expect(new URL(page.url()).search).toBe('');
    expect(await page.evaluate(() => window.history.length)).toBeLessThanOrEqual(2);
  });

  it('clears everything but uiSettings on /logout and asks for a login again', async () => {
    const { page } = await openPhonePage(browser);
    await logIn(page, 'crew@demo.test');
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
    await page.evaluate(() => localStorage.setItem('uiSettings', '{"keep":true}'));
    await page.goto('/logout');
    await page.waitForURL(/\/login$/);
    const stored = await page.evaluate(() => Object.keys(localStorage));
    expect(stored.filter((key) => key !== 'tenant')).toEqual(['uiSettings']);
    await page.goto('/jobs');
    await page.waitForURL(/\/login\?redirect=%2Fjobs/);
  });
});

describe('the public screens', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('asks for a reset link from the login screen without telling whether the login exists', async () => {
    const { page } = await openPhonePage(browser);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByRole('heading', { name: 'Forgotten password', level: 1 }).waitFor();
    await page.screenshot({ path: 'test-results/screenshots/forgotten-password.png' });
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByText('This field is required').waitFor();
    await page.getByLabel('E-mail or login ID').fill('nobody@demo.test');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByText('If this login exists').waitFor();
    await page.waitForURL(/\/login$/);
  });

  it('refuses a new password with an unknown link, with the server’s reason, keeping what was typed', async () => {
    const { page } = await openPhonePage(browser);
    await page.goto('/welcome/not-a-real-token');
    await page.getByRole('heading', { name: 'Welcome', level: 1 }).waitFor();
    await page.getByLabel('New password').fill('a-good-password');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByRole('alert').or(page.locator('.mantine-Notification-root')).first().waitFor();
    expect(await page.getByLabel('New password').inputValue()).toBe('a-good-password');
    expect(page.url()).toContain('/welcome/not-a-real-token');
  });
});
