import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { openBrowser, logIn, settle, keepScreenshot } from './browser';
import dayjs from 'dayjs';
import 'dayjs/locale/cy';
import { api, claimsOf, loggedInPhone, openScreen, send, textIn, token } from './demo';

/**
 * The language choice on the profile, as the accountant (a login no other e2e file reads texts of): Welsh is chosen
 * among the seven, the whole app speaks it at once (titles, menu, the page's language), and it comes back with the
 * next login because the server keeps it. The accountant's language is set back to English afterwards.
 */

const login = 'accountant@demo.test';

describe('the language a person chooses', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await openBrowser();
  });

  afterAll(async () => {
    // This file's own change undone, also after a failure: other files read the accountant in English.
    await send(await token(login), 'POST', '/userLanguage', { language: 'en' });
    await browser?.close();
  });

  it('as the accountant: switches the whole app to Welsh from the profile, and keeps it for the next login', async () => {
    const { page, problems, bearer, t } = await loggedInPhone(browser, login);
    const cy = textIn('cy');
    const { birthDate } = await api<{ birthDate: string }>(bearer, `/persons/${claimsOf(bearer).loginData.person.id}`);
    await openScreen(page, '/profile', t('profile.title'));
    await page.getByRole('button', { name: t('profile.chooseLanguage') }).click();
    const dialog = page.getByRole('dialog', { name: t('profile.chooseLanguage') });
    await dialog.getByRole('combobox', { name: t('profile.language') }).click();
    await page.getByRole('option', { name: t('profile.languages.cy'), exact: true }).click();
    await dialog.getByRole('button', { name: t('profile.chooseLanguageSubmit') }).click();

    await page.getByRole('heading', { name: cy('profile.title'), exact: true, level: 1 }).waitFor();
    // The login data shown on the profile follows too: the language is the new token's.
    await page.getByText(cy('profile.languages.cy'), { exact: true }).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('cy');
    await page.getByRole('button', { name: cy('profile.chooseLanguage') }).waitFor();
    // Dates too, although the browser's Intl knows no Welsh: the birthday as Welsh writes it.
    await page.getByText(dayjs(birthDate).locale('cy').format('ddd, D MMM YYYY'), { exact: true }).waitFor();
    await settle(page, 'the profile in Welsh');
    await keepScreenshot(page, 'profile-welsh.png');

    // A new login on this phone: the server's choice, not something kept in the browser.
    await page.goto('/logout');
    await page.waitForURL((url) => url.pathname.startsWith('/login'));
    await logIn(page, login);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await openScreen(page, '/profile', cy('profile.title'));
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('cy');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
