import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { EmailSubscription } from '../../src/ground/contract/email';
import { keepScreenshot, openBrowser, openPhonePage, settle } from './browser';

/**
 * The reader of a notification e-mail, logged out, follows its unsubscribe link: the page says which address gets the
 * e-mails, one press stops them, and the page then says so. This file owns the demo subscription of sam.crew@example.com.
 */
const token = 'unsub-7f3a9c2e-sam-crew-newsletter';
const subscription = async () =>
  (await fetch(`${inject('baseUrl')}/api/v1/emailMessages/unsubscribe/${token}`)).json() as Promise<EmailSubscription>;

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('an unsubscribe link, logged out', () => {
  it('shows the address, stops the e-mails with one press, and says it did', async () => {
    expect(await subscription()).toMatchObject({ address: 'sam.crew@example.com', unsubscribed: false });
    const { page, problems } = await openPhonePage(browser);
    await page.goto(`/unsubscribe/${token}`);
    await page.getByRole('heading', { name: 'Unsubscribe', level: 1 }).waitFor();
    await settle(page);
    await page.getByText('sam.crew@example.com').waitFor();
    await keepScreenshot(page, 'unsubscribe.png');
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByText('This address gets no more notification e-mails from this app.').waitFor();
    await page.getByText('Unsubscribed on').waitFor();
    expect(await page.getByRole('button', { name: 'Unsubscribe' }).count()).toBe(0);
    expect(await subscription()).toMatchObject({ address: 'sam.crew@example.com', unsubscribed: true });
    await keepScreenshot(page, 'unsubscribed.png');
    expect(problems).toEqual([]);
  });

  it('says so for a link that is not known', async () => {
    const { page } = await openPhonePage(browser);
    await page.goto('/unsubscribe/no-such-link');
    await page.getByText('This unsubscribe link is not known or has expired.').waitFor();
    expect(await page.getByRole('button', { name: 'Unsubscribe' }).count()).toBe(0);
  });
});
