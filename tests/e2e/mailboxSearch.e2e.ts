import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openBrowser, settle, keepScreenshot } from './browser';
import { api, loggedInPhone, openScreen, type List, type Texts } from './demo';
import { cardAt, expectCards } from './virtualList';

/**
 * The mailbox's search on a phone, as the office login: a word found in one message's text only, then the messages of
 * one sender. The demo's messages are only read (server/demo/seeds/emailData.ts), so no other file can change them.
 */

interface Summary { id: number; subject: string; fromName: string; bodyMatch?: string | null }

/** The word searched for: in the text of the main stage message only, not in any subject or address. */
const word = 'Zuiderpark';
/** The sender filtered by: part of Northwind Insurance's name. */
const sender = 'northwind';

const searchBox = (page: Page, t: Texts) => page.getByRole('textbox', { name: t('mailbox.searchPlaceholder') });
const foundCount = (page: Page) => page.getByRole('search').getByRole('status');

/** Waits for the list to show the search in the address, then for the screen to settle on its answer. */
async function searched(page: Page, query: string): Promise<void> {
  await page.waitForURL(`${inject('baseUrl')}/mailbox?${query}`);
  await settle(page, `after searching ${query}`);
}

describe('the mailbox searches on the server, on a phone', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await openBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('as the office: a word of one message\'s text finds that message only, marked, and going back keeps the search; a sender\'s part finds that sender\'s messages', async () => {
    const { page, problems, bearer, t } = await loggedInPhone(browser, 'office@demo.test');
    const all = await api<List<Summary>>(bearer, '/emailMessages');
    const withWord = await api<List<Summary>>(bearer, `/emailMessages?q=${word}`);
    expect(withWord.items.map((message) => message.bodyMatch), 'one message has the word, in its text').toEqual([expect.stringContaining(word)]);
    expect(all.items.filter((message) => message.subject.includes(word)), 'no subject has the word').toEqual([]);
    const fromSender = await api<List<Summary>>(bearer, `/emailMessages?from=${sender}`);
    expect(fromSender.total, 'the sender has messages').toBeGreaterThan(0);
    expect(fromSender.total, 'the sender has not sent them all').toBeLessThan(all.total);
    const found = withWord.items[0]!;

    await openScreen(page, '/mailbox', t('mailbox.title'));
    await expectCards(page, all.items.map((message) => [message.subject]), 'the whole mailbox');
    expect(await foundCount(page).count(), 'no count before a search').toBe(0);

    await searchBox(page, t).fill(word);
    await searched(page, `q=${word}`);
    await foundCount(page).filter({ hasText: t('common.searchFound', { count: 1 }) }).waitFor();
    await expectCards(page, [[found.subject, word]], `the search for ${word}`);
    const card = await cardAt(page, 0);
    expect(await card.locator('mark').allTextContents(), 'the word marked where the text was found').toEqual([word]);
    await keepScreenshot(page, 'mailbox-search-word.png');

    // A message opened from the search and back: the list still searches for the word.
    await card.getByRole('link').click();
    await page.waitForURL(`${inject('baseUrl')}/email-messages/${found.id}`);
    await settle(page);
    await page.goBack();
    await searched(page, `q=${word}`);
    expect(await searchBox(page, t).inputValue()).toBe(word);
    await foundCount(page).filter({ hasText: t('common.searchFound', { count: 1 }) }).waitFor();
    await expectCards(page, [[found.subject]], 'the search after going back');

    // The sender: the chip From, then part of the sender's name.
    await page.getByRole('button', { name: t('common.clearSearch') }).click();
    await page.waitForURL(`${inject('baseUrl')}/mailbox`);
    // A chip is a radio button drawn as its label: tap the label, as a thumb does.
    await page.getByRole('radiogroup', { name: t('common.searchIn') }).getByText(t('mailbox.searchFrom'), { exact: true }).click();
    await expect.poll(() => page.getByRole('radio', { name: t('mailbox.searchFrom') }).isChecked(), { message: 'the chip From is chosen' }).toBe(true);
    await searchBox(page, t).fill(sender);
    await searched(page, `from=${sender}`);
    await foundCount(page).filter({ hasText: t('common.searchFound', { count: fromSender.total }) }).waitFor();
    await expectCards(page, fromSender.items.map((message) => [message.subject, message.fromName]), `the messages from ${sender}`);
    expect(fromSender.items.every((message) => message.fromName.toLowerCase().includes(sender)), 'all from the sender').toBe(true);
    await keepScreenshot(page, 'mailbox-search-sender.png');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
