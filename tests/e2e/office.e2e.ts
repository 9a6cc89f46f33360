import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { basename } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { openBrowser, selectTab, settle, keepScreenshot } from './browser';
import { pngFile } from './pngFile';
import { api, claimsOf, expectNoErrorState, loggedInPhone, openScreen, section, token, type Texts } from './demo';
import { addDays, dayOf } from './suiteClock';
import { dotted, post, uniqueSuffix } from './apiWrites';
import { cardAt, expectCards } from './virtualList';

/**
 * Office screens of a client, a planner, the accountant and a crew member on a phone. Each test has a page and a login
 * of its own. What a test changes it makes first through the api, named uniquely: invoices (one sent to the client's
 * company), receipts, a membership crew. The e-mails and the crews of the demo are only read. The crew member's
 * pending profile picture and calendar subscriptions are Sam's, which no other file reads.
 */


interface List<T> { items: T[]; total: number }
interface Company { id: number; name: string; own: boolean }
interface Invoice { id: number; number: string; status: string; company: { id: number; name: string } }
interface Receipt { id: number; number: string; status: string; date: string; supplier: string }
interface ReceiptItem { id: number; description: string; quantity: number; unitPrice: number }
interface Message {
  id: number; subject: string; attachmentCount: number; cc: { address: string }[];
  attachments?: { id: number; fileName: string }[];
}
interface Crew { id: number; name: string; skills: string[] }
interface Member { membershipId: number; personId: number; firstName: string; lastName: string }
interface Picture { id: number; status: string; fileName: string }
interface Activity { caption: string; body: string; type: string; parameters: { dueDate?: string; priority?: number } }

const baseUrl = () => inject('baseUrl');
const today = () => dayOf(inject('clock'));

/** A small real PNG (16×16, a red square) in this run's own folder: signature, IHDR, IDAT and IEND with their CRCs. */
const samplePng = (name: string) => pngFile(name, 16, () => [220, 40, 40]);

/** Opens a screen by its address (see openScreen) and keeps a picture of it. */
async function open(page: Page, path: string, title: string, shot: string): Promise<void> {
  await openScreen(page, path, title);
  await keepScreenshot(page, `office-${shot}.png`, { fullPage: true });
}

/** A draft invoice of the accountant's, made through the api, to a client company (the first one, unless named). */
async function draftInvoice(accountant: string, companyId?: number): Promise<Invoice> {
  const company = (await api<List<Company>>(accountant, '/companies')).items.find((one) => !one.own && (companyId === undefined || one.id === companyId));
  expect(company, 'a client company to invoice').toBeDefined();
  return post<Invoice>(accountant, '/invoices', {
    companyId: company!.id, invoiceDate: today(), dueDate: addDays(today(), 30), reference: `E2E office ${uniqueSuffix()}`,
    items: [{ description: 'Stagehands (hours)', quantity: 8, unitPrice: 34.5, vatRate: 21 }],
  });
}

/** Moves an invoice on to a status through the api (invoices.EDIT). */
async function setStatus(accountant: string, invoice: Invoice, status: string): Promise<Invoice> {
  const changed = await post<Invoice>(accountant, `/invoices/${invoice.id}`, { status }, 200);
  expect(changed.status).toBe(status);
  return changed;
}

/** A draft receipt of the accountant's, made through the api, with one line. */
async function draftReceipt(accountant: string): Promise<Receipt> {
  const types = (await api<List<{ id: number }>>(accountant, '/receiptTypes')).items;
  expect(types.length, 'receipt types').toBeGreaterThan(0);
  return post<Receipt>(accountant, '/receipts', {
    typeId: types[0]!.id, date: addDays(today(), -1), supplier: `E2E parking ${uniqueSuffix()}`, description: 'Made by the office e2e test.',
    items: [{ description: 'Parking, 6 hours', quantity: 1, unitPrice: 18, vatRate: 21 }],
  });
}

/** The receipts list's cards, as the server lists them: number and status. */
const receiptCards = (t: Texts, receipts: Receipt[]) => receipts.map((receipt) => [receipt.number, t(`receipts.statuses.${receipt.status}`)]);

/** The invoices list's open tab (draft and sent), as the server lists them: number and status. */
const openInvoiceCards = (t: Texts, invoices: Invoice[]) =>
  invoices.filter((invoice) => ['draft', 'sent'].includes(invoice.status)).map((invoice) => [invoice.number, t(`invoices.statuses.${invoice.status}`)]);

/** Where an invoice stands on the open tab. */
const openIndexOf = (invoices: Invoice[], id: number) => invoices.filter((invoice) => ['draft', 'sent'].includes(invoice.status)).findIndex((invoice) => invoice.id === id);

/** The names of the invoice actions a card offers, in the order of invoices.markSent, markPaid, edit, cancel. */
async function actionsOn(page: Page, t: Texts, index: number): Promise<string[]> {
  const card = await cardAt(page, index);
  const offered: string[] = [];
  for (const key of ['invoices.markSent', 'invoices.markPaid', 'invoices.edit', 'invoices.cancel']) {
    if (await card.getByRole('button', { name: t(key), exact: true }).count() > 0) offered.push(key);
  }
  return offered;
}

describe('office screens: invoices, receipts, mailbox, profile, planner crew and membership crews on a phone', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await openBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('as a client: lists the open invoices with status and amount, a newly sent one among them, without edit buttons, and opens it', async () => {
    const accountant = await token('accountant@demo.test');
    const clientBearer = await token('client@demo.test');
    // The client's company is that of the invoices the client sees (the demo sends Summer Sound some).
    const companyId = (await api<List<Invoice>>(clientBearer, '/invoices')).items[0]?.company.id;
    expect(companyId, 'the client sees an invoice of its company').toBeGreaterThan(0);
    const sent = await setStatus(accountant, await draftInvoice(accountant, companyId), 'sent');

    const { page, problems, bearer, t } = await loggedInPhone(browser, 'client@demo.test');
    const invoices = (await api<List<Invoice>>(bearer, '/invoices')).items;
    const index = openIndexOf(invoices, sent.id);
    expect(index, 'the client sees the invoice once sent').toBeGreaterThan(-1);
    await open(page, '/invoices', t('invoices.title'), 'invoices');
    await expectCards(page, openInvoiceCards(t, invoices), 'the client\'s open invoices');
    const card = await cardAt(page, index);
    expect(await card.textContent()).toContain('€');
    // A client has no invoices.EDIT: no buttons to change one.
    expect(await page.getByRole('button', { name: t('invoices.markSent') }).count()).toBe(0);
    expect(await page.getByRole('button', { name: t('invoices.edit') }).count()).toBe(0);
    await card.getByRole('link').click();
    await page.waitForURL(`${baseUrl()}/invoice/${sent.id}`);
    await page.getByText(sent.number).first().waitFor();
    await expectNoErrorState(page);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('as a client: the side menu holds the client\'s entries in section 2\'s order, without receipts', async () => {
    const { page, problems, t } = await loggedInPhone(browser, 'client@demo.test');
    await page.goto('/');
    await page.getByRole('button', { name: 'Open or close the menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: t('mailbox.title') }).waitFor();
    const names = (await menu.getByRole('link').allTextContents()).map((name) => name.trim());
    const order = [t('plannerCrew.title'), t('membershipCrews.title'), t('invoices.title'), t('mailbox.title'), t('profile.title')];
    const positions = order.map((name) => names.indexOf(name));
    for (const [at, position] of positions.entries()) expect(position, `${order[at]} in ${names.join(', ')}`).toBeGreaterThan(-1);
    expect([...positions].sort((a, b) => a - b), names.join(', ')).toEqual(positions);
    expect(names).not.toContain(t('receipts.title'));
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('as a client: lists the mailbox and those with attachments, shows a message whose HTML carries a script sanitised, and downloads an attachment', async () => {
    const { page, problems, bearer, t } = await loggedInPhone(browser, 'client@demo.test');
    const dialogs: string[] = [];
    const evilRequests: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    page.on('request', (request) => {
      if (/evil\.example/.test(request.url())) evilRequests.push(request.url());
    });
    const messages = (await api<List<Message>>(bearer, '/emailMessages')).items;
    expect(messages.length, 'the client\'s mailbox').toBeGreaterThan(0);
    const hostile = (await api<List<Message>>(bearer, '/emailMessages?search=bank%20details')).items;
    expect(hostile, 'the demo\'s hostile message').toHaveLength(1);
    const withAttachment = (await api<List<Message>>(bearer, '/emailMessages?search=main%20stage%20build')).items;
    expect(withAttachment, 'the demo\'s message with a call sheet').toHaveLength(1);
    const full = await api<Message>(bearer, `/emailMessages/${withAttachment[0]!.id}`);
    expect(full.cc.length, 'it has a cc').toBeGreaterThan(0);
    expect(full.attachments?.length, 'it has an attachment').toBeGreaterThan(0);

    await open(page, '/mailbox', t('mailbox.title'), 'mailbox');
    await expectCards(page, messages.map((message) => [message.subject]), 'the mailbox');
    await selectTab(page, page.getByRole('tab', { name: t('mailbox.tabAttachments') }));
    await expectCards(page, messages.filter((message) => message.attachmentCount > 0).map((message) => [message.subject]), 'with attachments');

    // The hostile message: its text and link are shown once sanitised; script, handler, javascript: link and
    // remote picture are gone, so nothing can run, open a dialog or call evil.example, however long one waits.
    await open(page, `/email-messages/${hostile[0]!.id}`, t('emailMessage.title'), 'email-hostile');
    const body = section(page, t('emailMessage.body'));
    await body.getByText('Please confirm your bank details.').waitFor();
    await body.getByText('Confirm now').waitFor();
    await page.getByText(hostile[0]!.subject).first().waitFor();
    await settle(page);
    expect(await body.locator('script').count(), 'scripts in the body').toBe(0);
    expect(await page.locator('[onerror]').count(), 'inline handlers').toBe(0);
    expect(await page.locator('a[href^="javascript:"]').count(), 'javascript: links').toBe(0);
    expect(await body.locator('img[src]').count(), 'pictures with a source').toBe(0);
    expect(await body.getByText('Confirm now').getAttribute('href'), 'the link keeps no href').toBeNull();
    expect(dialogs).toEqual([]);
    expect(evilRequests).toEqual([]);

    // A message with an attachment: to, cc and a download.
    await open(page, `/email-messages/${full.id}`, t('emailMessage.title'), 'email-attachment');
    await page.getByText(full.cc[0]!.address).waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: t('emailMessage.download') }).first().click();
    expect((await download).suggestedFilename()).toBe(full.attachments![0]!.fileName);
    expect(problems).toEqual([]);
    expect(dialogs).toEqual([]);
    expect(evilRequests).toEqual([]);
    await page.context().close();
  });

  it('as a client: opens the planner crews with its membership crews tab and the membership crews, without buttons to change them', async () => {
    const { page, problems, bearer, t } = await loggedInPhone(browser, 'client@demo.test');
    const crews = (await api<List<Crew>>(bearer, '/pCrews')).items;
    expect(crews.length, 'the client\'s membership crews').toBeGreaterThan(0);
    await open(page, '/planner-crew', t('plannerCrew.title'), 'planner-crew');
    await selectTab(page, page.getByRole('tab', { name: t('plannerCrew.tabMembershipCrews') }));
    await expectCards(page, crews.map((crew) => [crew.name]), 'the client\'s membership crews tab');
    await expectNoErrorState(page);

    await open(page, '/membership-crews', t('membershipCrews.title'), 'membership-crews');
    await page.getByText(t('membershipCrews.askPlanner')).waitFor();
    for (const crew of crews) await page.getByTestId('item-card').filter({ hasText: crew.name }).waitFor();
    // A client may neither create membership crews nor change their members.
    expect(await page.getByRole('button', { name: t('membershipCrews.addCrew') }).count()).toBe(0);
    expect(await page.getByRole('button', { name: t('membershipCrews.addMember') }).count()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('as a crew member: the membership crews page says to ask the planner (section 6), not that the page is not for this login', async () => {
    const { page, problems, t } = await loggedInPhone(browser, 'crew@demo.test');
    await open(page, '/membership-crews', t('membershipCrews.title'), 'membership-crews-crew');
    await page.getByRole('status').filter({ hasText: t('membershipCrews.askPlanner') }).waitFor();
    expect(await page.getByText(t('access.wrongLoginType')).count()).toBe(0);
    // Nothing of the planners' page: no crews, no buttons.
    expect(await page.getByTestId('item-card').count()).toBe(0);
    expect(await page.getByRole('button', { name: t('membershipCrews.addCrew') }).count()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('as a planner: the planner crews list every crew; adds and removes a member of an own membership crew', async () => {
    const { page, problems, bearer, t } = await loggedInPhone(browser, 'planner@demo.test');
    const plannerCrews = (await api<List<Crew>>(bearer, '/plannerCrews')).items;
    const crew = await post<Crew>(bearer, '/pCrews', { name: `E2E office crew ${uniqueSuffix()}`, description: 'Made by the office e2e test.' });
    const newcomerId = claimsOf(await token('office@demo.test')).loginData.person.id;
    const newcomer = 'Olivia Brown'; // the office login's person

    await open(page, '/planner-crew', t('plannerCrew.title'), 'planner-crew-planner');
    await expectCards(page, plannerCrews.map((one) => [one.name]), 'the planner crews');

    await open(page, '/membership-crews', t('membershipCrews.title'), 'membership-crews-planner');
    expect(await page.getByText(t('membershipCrews.askPlanner')).count()).toBe(0);
    const card = page.getByTestId('item-card').filter({ hasText: crew.name });
    await card.getByRole('button', { name: t('membershipCrews.addMember') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(t('membershipCrews.person'), { exact: true }).click();
    await page.getByRole('option', { name: new RegExp(`^${newcomer}`) }).click();
    await dialog.getByRole('button', { name: t('membershipCrews.addMemberSubmit') }).click();
    await page.getByText(t('membershipCrews.memberAdded')).waitFor();
    const added = (await api<List<Member>>(bearer, `/plannerCrews/${crew.id}/crewMembers`)).items;
    expect(added.map((member) => member.personId)).toEqual([newcomerId]);

    await card.getByRole('button', { name: t('membershipCrews.removeMember') }).click();
    await dialog.getByLabel(t('membershipCrews.member'), { exact: true }).click();
    await page.getByRole('option', { name: new RegExp(`^${newcomer}`) }).click();
    await dialog.getByRole('button', { name: t('membershipCrews.removeMemberSubmit') }).click();
    await page.getByRole('dialog').filter({ hasText: t('membershipCrews.removeMemberQuestion') }).getByRole('button', { name: t('common.yes') }).click();
    await page.getByText(t('membershipCrews.memberRemoved')).waitFor();
    expect((await api<List<Member>>(bearer, `/plannerCrews/${crew.id}/crewMembers`)).items).toEqual([]);
    await expectNoErrorState(page);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('as the accountant: copies a receipt as a new draft dated today and deletes the copy again', async () => {
    const { page, problems, bearer, t } = await loggedInPhone(browser, 'accountant@demo.test');
    const original = await draftReceipt(bearer);
    const before = (await api<List<Receipt>>(bearer, '/receipts')).items;
    const index = before.findIndex((receipt) => receipt.id === original.id);
    expect(index, 'the receipt to copy is listed').toBeGreaterThan(-1);

    await open(page, '/receipts', t('receipts.title'), 'receipts');
    await expectCards(page, receiptCards(t, before), 'the receipts');
    await (await cardAt(page, index)).getByRole('button', { name: t('receipts.copy') }).click();
    await page.getByText(t('receipts.copied')).waitFor();
    const afterCopy = (await api<List<Receipt>>(bearer, '/receipts')).items;
    const copies = afterCopy.filter((receipt) => !before.some((old) => old.id === receipt.id));
    expect(copies, 'one new receipt').toHaveLength(1);
    expect(copies[0]).toMatchObject({ status: 'draft', supplier: original.supplier, date: today() });

    await expectCards(page, receiptCards(t, afterCopy), 'the receipts with the copy');
    await keepScreenshot(page, 'office-receipts-copied.png', { fullPage: true });
    await (await cardAt(page, afterCopy.indexOf(copies[0]!))).getByRole('button', { name: t('receipts.delete') }).click();
    await page.getByRole('dialog').filter({ hasText: t('receipts.deleteQuestion') }).getByRole('button', { name: t('common.yes') }).click();
    await page.getByText(t('receipts.deleted')).waitFor();
    const afterDelete = (await api<List<Receipt>>(bearer, '/receipts')).items;
    expect(afterDelete.map((receipt) => receipt.id)).toEqual(before.map((receipt) => receipt.id));
    await expectCards(page, receiptCards(t, afterDelete), 'the receipts without the copy');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('as the accountant: creates a receipt dated today with its first line through the form', async () => {
    const { page, problems, bearer, t } = await loggedInPhone(browser, 'accountant@demo.test');
    const before = (await api<List<Receipt>>(bearer, '/receipts')).items;
    await open(page, '/receipts', t('receipts.title'), 'receipts-before-create');
    await page.getByRole('button', { name: t('receipts.create') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(t('receipts.type'), { exact: true }).click();
    await page.getByRole('option').first().click();
    const supplier = `Taxi Centraal ${uniqueSuffix()}`;
    await dialog.getByLabel(t('receipts.supplier'), { exact: true }).fill(supplier);
    await dialog.getByLabel(t('receipts.lineDescription'), { exact: true }).fill('Ride to the venue');
    await dialog.getByLabel(t('receipts.lineUnitPrice'), { exact: true }).fill('23.50');
    await expect.poll(() => dialog.getByLabel(t('receipts.lineUnitPrice'), { exact: true }).inputValue()).toBe('23.50');
    await keepScreenshot(page, 'office-receipt-form.png', { fullPage: true });
    await dialog.getByRole('button', { name: t('receipts.createSubmit') }).click();
    await page.getByText(t('receipts.created')).waitFor();
    const after = (await api<List<Receipt>>(bearer, '/receipts')).items;
    const created = after.filter((receipt) => !before.some((old) => old.id === receipt.id));
    expect(created, 'one new receipt').toHaveLength(1);
    // The form's date defaults to the app's today: the suite clock's day.
    expect(created[0]).toMatchObject({ supplier, status: 'draft', date: today() });
    const lines = (await api<List<ReceiptItem>>(bearer, `/receipts/${created[0]!.id}/items`)).items;
    expect(lines.map((line) => [line.description, line.quantity, line.unitPrice])).toEqual([['Ride to the venue', 1, 23.5]]);
    await expectCards(page, receiptCards(t, after), 'the receipts with the new one');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('as the accountant: a draft invoice offers send, edit and cancel, a sent one paid, edit and cancel; sending the draft marks it sent', async () => {
    const { page, problems, bearer, t } = await loggedInPhone(browser, 'accountant@demo.test');
    const draft = await draftInvoice(bearer);
    const sent = await setStatus(bearer, await draftInvoice(bearer), 'sent');
    const invoices = (await api<List<Invoice>>(bearer, '/invoices')).items;

    await open(page, '/invoices', t('invoices.title'), 'invoices-accountant');
    await expectCards(page, openInvoiceCards(t, invoices), 'the accountant\'s open invoices');
    expect(await actionsOn(page, t, openIndexOf(invoices, draft.id)), 'a draft\'s actions')
      .toEqual(['invoices.markSent', 'invoices.edit', 'invoices.cancel']);
    expect(await actionsOn(page, t, openIndexOf(invoices, sent.id)), 'a sent invoice\'s actions')
      .toEqual(['invoices.markPaid', 'invoices.edit', 'invoices.cancel']);

    await (await cardAt(page, openIndexOf(invoices, draft.id))).getByRole('button', { name: t('invoices.markSent'), exact: true }).click();
    await page.getByText(t('invoices.sent')).waitFor();
    expect((await api<Invoice>(bearer, `/invoices/${draft.id}`)).status).toBe('sent');
    await expectCards(page, openInvoiceCards(t, (await api<List<Invoice>>(bearer, '/invoices')).items), 'the open invoices, the draft sent');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('as a crew member: opens the profile and uploads a picture that waits for approval', async () => {
    const { page, problems, bearer, t } = await loggedInPhone(browser, 'crew@demo.test');
    const personId = claimsOf(bearer).loginData.person.id;
    const before = (await api<List<Picture>>(bearer, `/persons/${personId}/profilePictures`)).items;
    await open(page, '/profile', t('profile.title'), 'profile');
    await page.getByText(t('profile.changesParagraph')).waitFor();
    await page.getByRole('button', { name: t('profile.uploadPicture') }).click();
    const dialog = page.getByRole('dialog');
    const png = samplePng(`office-picture-${uniqueSuffix()}.png`);
    await dialog.locator('input[type="file"]').setInputFiles(png);
    await dialog.getByRole('button', { name: t('profile.uploadPictureSubmit') }).click();
    await page.getByText(t('profile.pictureUploaded')).waitFor();
    const after = (await api<List<Picture>>(bearer, `/persons/${personId}/profilePictures`)).items;
    // The new picture waits for approval; it replaces an earlier one still pending (server/store/profilePictureStore.ts).
    const uploaded = after.filter((picture) => !before.some((old) => old.id === picture.id));
    expect(uploaded.map((picture) => [picture.status, picture.fileName])).toEqual([['pending', basename(png)]]);
    expect(after.filter((picture) => picture.status === 'pending').map((picture) => picture.id)).toEqual([uploaded[0]!.id]);
    await page.getByTestId('gallery-item').filter({ hasText: t('profile.pictureStatuses.pending') }).first().waitFor();
    await expectNoErrorState(page);
    await keepScreenshot(page, 'office-profile-uploaded.png', { fullPage: true });
    // The refresh after the upload must not fetch the replaced picture's file again (a 404 in the console).
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('as a crew member: subscribes to the calendar feed and sends a data change to the accountant, due tomorrow', async () => {
    const { page, problems, bearer, t } = await loggedInPhone(browser, 'crew@demo.test');
    const personId = claimsOf(bearer).loginData.person.id;
    const before = (await api<List<{ id: number; url: string }>>(bearer, `/persons/${personId}/calendarSubscriptions`)).items;
    await open(page, '/profile', t('profile.title'), 'profile-subscriptions');
    await page.getByRole('button', { name: t('profile.subscribe') }).click();
    await page.getByText(t('profile.subscribed')).waitFor();
    const subscriptions = (await api<List<{ id: number; url: string }>>(bearer, `/persons/${personId}/calendarSubscriptions`)).items;
    const made = subscriptions.filter((subscription) => !before.some((old) => old.id === subscription.id));
    expect(made, 'one new subscription').toHaveLength(1);
    await page.getByText(made[0]!.url).waitFor();

    const change = `New address: Laan ${uniqueSuffix()}, 2500 AA Den Haag`;
    await page.getByRole('button', { name: t('profile.requestChange') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(t('profile.changeBody')).fill(change);
    await dialog.getByRole('button', { name: t('profile.requestChangeSubmit') }).click();
    await page.getByText(t('profile.changeRequested')).waitFor();
    const requests = (await api<List<Activity>>(bearer, '/activities?type=TODO_INT')).items.filter((activity) => activity.body === change);
    expect(requests, 'the request as a to-do').toHaveLength(1);
    expect(requests[0]!.caption).toContain('Change of personal data');
    expect(requests[0]!.parameters.priority).toBe(1);
    // Due the day after the suite clock's today, as the app's `$today | addDays:1` writes it.
    expect(requests[0]!.parameters.dueDate).toBe(dotted(addDays(today(), 1)));
    await expectNoErrorState(page);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
