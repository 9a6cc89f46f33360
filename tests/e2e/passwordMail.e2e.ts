import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startServer, type RunningServer } from '../../bench/startServer';
import { startLocalSmtpServer, type LocalSmtpServer } from '../server/localSmtpServer';
import { e2eTimeZone } from './suiteClock';
import { keepScreenshot, logIn, openBrowser, openPhonePage, runFile, settle } from './browser';

/**
 * A person who forgot their password gets back in through the link mailed to them: asked for on the login screen,
 * followed from the mail, a new password set on the screen it opens, and logged in with it. Once with the suite's
 * server, which has no SMTP server and keeps its mails for the development mail page (/dev/mail), and once with a
 * server of this file's own that sends them over SMTP to a server on this machine.
 */
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Asks for a link on the login screen's "Forgot your password?", as the person would. */
async function askForLink(page: Page, login: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await page.getByRole('heading', { name: 'Forgotten password', level: 1 }).waitFor();
  await page.getByLabel('E-mail or login ID').fill(login);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await page.getByText('If this login exists', { exact: false }).waitFor();
  await page.waitForURL(/\/login$/);
}

/** Opens the mailed link, sets `password` on the screen it opens, and logs in with it. */
async function followLink(page: Page, link: string, login: string, password: string): Promise<void> {
  await page.goto(link);
  await page.getByRole('heading', { name: 'New password', level: 1 }).waitFor();
  await settle(page);
  await page.getByLabel('New password').fill(password);
  await page.getByRole('button', { name: 'Save the password' }).click();
  await page.getByText('Your password is saved', { exact: false }).waitFor();
  await page.waitForURL(/\/login$/);
  await logIn(page, login, password);
  await page.waitForURL((url) => url.pathname !== '/login');
  await settle(page);
}

/** The newest reset link the development mail page shows for `login` (the page is for this machine only). */
async function linkOnMailPage(page: Page, login: string): Promise<string> {
  await page.goto('/dev/mail');
  const mail = page.locator('article').filter({ hasText: `To ${login}` }).first();
  await mail.waitFor();
  return (await mail.getByRole('link', { name: /\/forgottenPassword\// }).getAttribute('href'))!;
}

describe('a forgotten password, by mail', () => {
  it('without an SMTP server: the mail waits on the development mail page, and its link sets a new password', async () => {
    const { page, problems } = await openPhonePage(browser);
    await askForLink(page, 'accountant@demo.test');
    const link = await linkOnMailPage(page, 'accountant@demo.test');
    expect(new URL(link).origin).toBe(inject('baseUrl'));
    await keepScreenshot(page, 'dev-mail.png');
    await followLink(page, link, 'accountant@demo.test', 'a fresh password 2026');
    // The demo password again, the same way, for the files after this one.
    await askForLink(page, 'accountant@demo.test');
    await followLink(page, await linkOnMailPage(page, 'accountant@demo.test'), 'accountant@demo.test', 'demo1234');
    expect(problems).toEqual([]);
  });

  describe('with an SMTP server', () => {
    let smtp: LocalSmtpServer;
    let server: RunningServer;
    beforeAll(async () => {
      smtp = await startLocalSmtpServer();
      server = await startServer({
        repoRoot, distDir: inject('distDir'), dataDir: runFile('password-mail-data'),
        env: { SMTP_URL: smtp.url, MAIL_FROM: 'crew@moyo.example', CREW_CLOCK: inject('clock'), TZ: e2eTimeZone },
      });
    }, 120_000);
    afterAll(async () => {
      await server?.stop();
      await smtp?.close();
    });

    it('the mail arrives in the person\'s language, its link opens the new-password screen, and the new password logs in', async () => {
      const { page, problems } = await openPhonePage(browser, { baseURL: server.baseUrl });
      await askForLink(page, 'crew@demo.test');
      const [mail] = await smtp.waitForMails(1);
      expect(mail!.subject).toBe('Set a new password for Moyo Crew');
      const link = /https?:\/\/\S+\/forgottenPassword\/[A-Za-z0-9_-]+/.exec(mail!.text ?? '')![0];
      expect(new URL(link).origin).toBe(server.baseUrl);
      await page.setContent(mail!.html as string);
      await keepScreenshot(page, 'reset-mail.png');
      await followLink(page, link, 'crew@demo.test', 'a mailed password 2026');
      expect(problems).toEqual([]);
    });
  });
});
