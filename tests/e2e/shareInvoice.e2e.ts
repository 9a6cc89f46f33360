import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { Invoice } from '../../src/ground/contract';
import { keepScreenshot, openBrowser, openPhonePage, settle } from './browser';
import { api, loggedInPhone, openScreen, section, type List } from './demo';

/**
 * The office shares an invoice with someone who has no login: the accountant makes a link on the invoice's page, a
 * browser that never logged in opens it and sees the invoice as a document, and once the accountant withdraws the
 * link the same address says it is not found. The file's data: its own links (the invoice itself is left as it is).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('an invoice shared by a link', () => {
  it('opens without a login, and no more once the office withdraws the link', async () => {
    const { page, problems, bearer } = await loggedInPhone(browser, 'accountant@demo.test');
    const invoice = (await api<List<Invoice>>(bearer, '/invoices')).items.find((one) => one.status === 'sent')!;
    await openScreen(page, `/invoice/${invoice.id}`, 'Invoice');
    const links = section(page, 'Links to share');
    await links.getByRole('button', { name: 'Make a link' }).click();
    const dialog = page.getByRole('dialog', { name: 'Make a link' });
    await dialog.getByLabel('Valid for (days)').fill('7');
    await dialog.getByRole('button', { name: 'Make the link' }).click();
    await page.getByText('The link is made: copy it from the list.').waitFor();
    const address = links.getByText(/\/shared\/invoice\//).first();
    await address.waitFor();
    const url = (await address.textContent())!.trim();
    await keepScreenshot(page, 'invoice-share-links.png');

    const reader = await openPhonePage(browser, {}, { fresh: true });
    await reader.page.goto(url);
    await reader.page.getByRole('heading', { name: 'Invoice', level: 1 }).waitFor();
    await settle(reader.page);
    await reader.page.getByText(invoice.number, { exact: true }).waitFor();
    await reader.page.getByText(invoice.company.name).first().waitFor();
    expect(await reader.page.getByRole('link', { name: 'Log in' }).count()).toBe(0);
    await keepScreenshot(reader.page, 'shared-invoice.png', { fullPage: true });

    await links.getByRole('button', { name: 'Withdraw' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Withdraw' }).or(page.getByRole('dialog').getByRole('button', { name: 'Yes' })).first().click();
    await page.getByText('The link is withdrawn.').waitFor();
    await reader.page.reload();
    await reader.page.getByText('This link is not known, has expired or was withdrawn.').waitFor();
    expect(await reader.page.getByText(invoice.number, { exact: true }).count()).toBe(0);
    expect(problems).toEqual([]);
    expect(reader.problems).toEqual([]);
  });
});
