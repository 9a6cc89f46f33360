import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, logIn, openPhonePage, settle } from './browser';

const shots = '/tmp/shots';

interface List<T> { items: T[]; total: number }
interface Invoice { id: number; number: string; status: string }
interface Receipt { id: number; number: string; status: string; date: string; supplier: string }
interface Message { id: number; subject: string }
interface PCrew { id: number; name: string }
interface Picture { id: number; status: string; fileName: string }

/** A text of the app in English, by its i18n key. */
const texts = JSON.parse(readFileSync('locales/en.json', 'utf8')) as Record<string, unknown>;
function t(key: string): string {
  const text = key.split('.').reduce<unknown>((node, step) => (node as Record<string, unknown> | undefined)?.[step], texts);
  if (typeof text !== 'string') throw new Error(`no text ${key}`);
  return text;
}

/** A small real PNG (16×16, a red square), made here: signature, IHDR, IDAT and IEND with their CRCs. */
function samplePng(): string {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const size = 16;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter, no interlace
  const rows = Buffer.concat(Array.from({ length: size }, () => Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, Buffer.from([220, 40, 40]))])));
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0)),
  ]);
  const path = `/tmp/office-e2e-${Date.now()}.png`;
  writeFileSync(path, png);
  return path;
}

describe('office screens: invoices, receipts, mailbox, profile, planner crew and membership crews on a phone', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let page: Page;
  let problems: string[];
  const consoleErrors: string[] = [];
  const dialogs: string[] = [];
  const evilRequests: string[] = [];

  async function tokenOf(username: string): Promise<string> {
    const response = await fetch(`${baseUrl}/api/v1/auth/token`, {
      method: 'POST', headers: { 'content-type': 'application/json', Type: 'MOBILE' }, body: JSON.stringify({ username, password: 'demo1234' }),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { token: string }).token;
  }

  async function api<T>(bearer: string, path: string): Promise<T> {
    const response = await fetch(`${baseUrl}/api/v1${path}`, { headers: { Authorization: `Bearer ${bearer}`, Type: 'MOBILE' } });
    expect(response.status, path).toBe(200);
    return (await response.json()) as T;
  }

  /** Waits until nothing loads, then fails on an error state. */
  async function expectNoErrorState() {
    await settle(page);
    expect(await page.getByRole('alert').filter({ hasText: t('errors.loadFailed') }).count()).toBe(0);
  }

  async function open(path: string, title: string, shot: string) {
    await page.goto(path);
    await page.getByRole('heading', { name: title, exact: true, level: 1 }).waitFor();
    await expectNoErrorState();
    await page.screenshot({ path: `${shots}/office-${shot}.png`, fullPage: true });
  }

  async function logInAs(username: string) {
    // /logout clears the session and reloads onto the login screen.
    await page.goto('/logout');
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    await logIn(page, username);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  }

  beforeAll(async () => {
    mkdirSync(shots, { recursive: true });
    browser = await launchBrowser();
    ({ page, problems } = await openPhonePage(browser));
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(`${page.url()}: ${message.text()}`);
    });
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    page.on('request', (request) => {
      if (/evil\.example/.test(request.url())) evilRequests.push(request.url());
    });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('as a client: lists the invoices with status, amount and date', async () => {
    await logInAs('client@demo.test');
    const bearer = await tokenOf('client@demo.test');
    const invoices = await api<List<Invoice>>(bearer, '/invoices');
    expect(invoices.total).toBeGreaterThan(0);
    const shown = invoices.items.find((invoice) => invoice.status === 'sent' || invoice.status === 'draft')!;
    await open('/invoices', t('invoices.title'), 'invoices');
    const card = page.getByTestId('item-card').filter({ hasText: shown.number });
    await card.waitFor();
    expect(await card.textContent()).toMatch(/€/);
    expect(await card.textContent()).toContain(t(`invoices.statuses.${shown.status}`));
    // A client has no invoices.EDIT: no buttons to change one.
    expect(await page.getByRole('button', { name: t('invoices.markSent') }).count()).toBe(0);
    await card.getByRole('link').click();
    await page.waitForURL(new RegExp(`/invoice/${shown.id}$`));
  });

  it('as a client: the side menu holds the client’s entries in section 2’s order', async () => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open or close the menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: t('mailbox.title') }).waitFor();
    const names = (await menu.getByRole('link').allTextContents()).map((name) => name.trim());
    const order = [t('plannerCrew.title'), t('membershipCrews.title'), t('invoices.title'), t('mailbox.title'), t('profile.title')];
    expect(order.map((name) => names.indexOf(name))).toEqual([...order.map((name) => names.indexOf(name))].sort((a, b) => a - b));
    expect(order.every((name) => names.includes(name))).toBe(true);
    expect(names).not.toContain(t('receipts.title'));
    await page.keyboard.press('Escape');
  });

  it('as a client: reads the mailbox and a message whose HTML carries a script, without running it', async () => {
    const bearer = await tokenOf('client@demo.test');
    const messages = await api<List<Message>>(bearer, '/emailMessages');
    expect(messages.total).toBeGreaterThan(0);
    await open('/mailbox', t('mailbox.title'), 'mailbox');
    await page.getByTestId('item-card').filter({ hasText: messages.items[0]!.subject }).waitFor();
    await page.getByRole('tab', { name: t('mailbox.tabAttachments') }).click();
    await page.getByTestId('item-card').first().waitFor();

    const hostile = (await api<List<Message>>(bearer, '/emailMessages?search=bank%20details')).items[0]!;
    await open(`/email-messages/${hostile.id}`, t('emailMessage.title'), 'email-hostile');
    await page.getByText('Please confirm your bank details.').waitFor();
    await page.getByText(hostile.subject).first().waitFor();
    expect(await page.locator('main script, [role="main"] script').count()).toBe(0);
    expect(await page.locator('[onerror]').count()).toBe(0);
    expect(await page.locator('a[href^="javascript:"]').count()).toBe(0);
    await page.waitForTimeout(500);
    expect(dialogs).toEqual([]);
    expect(evilRequests).toEqual([]);

    // A message with an attachment: to, cc and a download.
    const withAttachment = (await api<List<Message>>(bearer, '/emailMessages?search=main%20stage%20build')).items[0]!;
    await open(`/email-messages/${withAttachment.id}`, t('emailMessage.title'), 'email-attachment');
    await page.getByText('bas@summersound.example').waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: t('emailMessage.download') }).first().click();
    expect((await download).suggestedFilename()).toBe('call-sheet-main-stage.pdf');
  });

  it('as a client: opens the planner crews and the membership crews', async () => {
    await open('/planner-crew', t('plannerCrew.title'), 'planner-crew');
    await page.getByRole('tab', { name: t('plannerCrew.tabMembershipCrews') }).click();
    const bearer = await tokenOf('client@demo.test');
    const crews = await api<List<PCrew>>(bearer, '/pCrews');
    await page.getByTestId('item-card').filter({ hasText: crews.items[0]!.name }).waitFor();
    await expectNoErrorState();

    await open('/membership-crews', t('membershipCrews.title'), 'membership-crews');
    await page.getByText(t('membershipCrews.askPlanner')).waitFor();
    for (const crew of crews.items) await page.getByTestId('item-card').filter({ hasText: crew.name }).waitFor();
    // A client may neither create membership crews nor change their members.
    expect(await page.getByRole('button', { name: t('membershipCrews.addCrew') }).count()).toBe(0);
    expect(await page.getByRole('button', { name: t('membershipCrews.addMember') }).count()).toBe(0);
  });

  it('as a planner: opens the planner crews with their facets and adds and removes a member', async () => {
    await logInAs('planner@demo.test');
    const bearer = await tokenOf('planner@demo.test');
    await open('/planner-crew', t('plannerCrew.title'), 'planner-crew-planner');
    await page.getByTestId('item-card').filter({ hasText: 'AV and lighting specialists' }).waitFor();
    await page.getByRole('tab', { name: t('plannerCrew.filterSkills') }).click();
    await page.getByTestId('item-card').first().waitFor();

    await open('/membership-crews', t('membershipCrews.title'), 'membership-crews-planner');
    expect(await page.getByText(t('membershipCrews.askPlanner')).count()).toBe(0);
    const crew = (await api<List<PCrew>>(bearer, '/pCrews')).items[0]!;
    const before = (await api<List<{ membershipId: number; personId: number }>>(bearer, `/plannerCrews/${crew.id}/crewMembers`)).items;
    const card = page.getByTestId('item-card').filter({ hasText: crew.name });
    await card.getByRole('button', { name: t('membershipCrews.addMember') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(t('membershipCrews.person'), { exact: true }).click();
    await page.getByRole('option', { name: /Olivia Brown/ }).click();
    await dialog.getByRole('button', { name: t('membershipCrews.addMemberSubmit') }).click();
    await page.getByText(t('membershipCrews.memberAdded')).waitFor();
    const added = (await api<List<{ membershipId: number; personId: number }>>(bearer, `/plannerCrews/${crew.id}/crewMembers`)).items;
    expect(added.length).toBe(before.length + 1);

    await card.getByRole('button', { name: t('membershipCrews.removeMember') }).click();
    await dialog.getByLabel(t('membershipCrews.member'), { exact: true }).click();
    await page.getByRole('option', { name: /Olivia Brown/ }).click();
    await dialog.getByRole('button', { name: t('membershipCrews.removeMemberSubmit') }).click();
    await page.getByRole('dialog').filter({ hasText: t('membershipCrews.removeMemberQuestion') }).getByRole('button', { name: 'Yes' }).click();
    await page.getByText(t('membershipCrews.memberRemoved')).waitFor();
    const after = (await api<List<{ membershipId: number; personId: number }>>(bearer, `/plannerCrews/${crew.id}/crewMembers`)).items;
    expect(after.map((member) => member.membershipId).sort()).toEqual(before.map((member) => member.membershipId).sort());
  });

  it('as the accountant: copies a receipt as a new draft and deletes it again', async () => {
    await logInAs('accountant@demo.test');
    const bearer = await tokenOf('accountant@demo.test');
    const before = await api<List<Receipt>>(bearer, '/receipts');
    await open('/receipts', t('receipts.title'), 'receipts');
    const original = before.items[0]!;
    const card = page.getByTestId('item-card').filter({ hasText: original.number });
    await card.getByRole('button', { name: t('receipts.copy') }).click();
    await page.getByText(t('receipts.copied')).waitFor();
    const afterCopy = await api<List<Receipt>>(bearer, '/receipts');
    expect(afterCopy.total).toBe(before.total + 1);
    const copy = afterCopy.items.find((receipt) => !before.items.some((old) => old.id === receipt.id))!;
    expect(copy.status).toBe('draft');
    expect(copy.supplier).toBe(original.supplier);

    const copyCard = page.getByTestId('item-card').filter({ hasText: copy.number });
    await copyCard.waitFor();
    await page.screenshot({ path: `${shots}/office-receipts-copied.png`, fullPage: true });
    await copyCard.getByRole('button', { name: t('receipts.delete') }).click();
    await page.getByRole('dialog').filter({ hasText: t('receipts.deleteQuestion') }).getByRole('button', { name: 'Yes' }).click();
    await page.getByText(t('receipts.deleted')).waitFor();
    const afterDelete = await api<List<Receipt>>(bearer, '/receipts');
    expect(afterDelete.total).toBe(before.total);
    expect(afterDelete.items.some((receipt) => receipt.id === copy.id)).toBe(false);
  });

  it('as the accountant: creates a receipt with its first line through the form', async () => {
    const bearer = await tokenOf('accountant@demo.test');
    const before = await api<List<Receipt>>(bearer, '/receipts');
    await page.getByRole('button', { name: t('receipts.create') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(t('receipts.type'), { exact: true }).click();
    await page.getByRole('option').first().click();
    const supplier = `Taxi Centraal ${Date.now()}`;
    await dialog.getByLabel(t('receipts.supplier'), { exact: true }).fill(supplier);
    await dialog.getByLabel(t('receipts.lineDescription'), { exact: true }).fill('Ride to the venue');
    await dialog.getByLabel(t('receipts.lineUnitPrice'), { exact: true }).fill('23.50');
    await page.screenshot({ path: `${shots}/office-receipt-form.png`, fullPage: true });
    await dialog.getByRole('button', { name: t('receipts.createSubmit') }).click();
    await page.getByText(t('receipts.created')).waitFor();
    const after = await api<List<Receipt & { items?: { description: string }[] }>>(bearer, '/receipts');
    expect(after.total).toBe(before.total + 1);
    const created = after.items.find((receipt) => receipt.supplier === supplier);
    expect(created, 'the new receipt').toBeTruthy();
  });

  it('as the accountant: sees invoices with the edit actions the server offers', async () => {
    await open('/invoices', t('invoices.title'), 'invoices-accountant');
    await page.getByRole('button', { name: t('invoices.markSent') }).first().waitFor();
    await page.getByRole('button', { name: t('invoices.edit') }).first().waitFor();
  });

  it('as a crew member: opens the profile and uploads a picture that waits for approval', async () => {
    await logInAs('crew@demo.test');
    const bearer = await tokenOf('crew@demo.test');
    const personId = (JSON.parse(Buffer.from(bearer.split('.')[1]!, 'base64url').toString()) as { loginData: { person: { id: number } } }).loginData.person.id;
    const before = await api<List<Picture>>(bearer, `/persons/${personId}/profilePictures`);
    await open('/profile', t('profile.title'), 'profile');
    await page.getByText(t('profile.changesParagraph')).waitFor();
    await page.getByRole('button', { name: t('profile.uploadPicture') }).click();
    const dialog = page.getByRole('dialog');
    const png = samplePng();
    await dialog.locator('input[type="file"]').setInputFiles(png);
    await dialog.getByRole('button', { name: t('profile.uploadPictureSubmit') }).click();
    await page.getByText(t('profile.pictureUploaded')).waitFor();
    const after = await api<List<Picture>>(bearer, `/persons/${personId}/profilePictures`);
    // The new picture waits for approval; it replaces an earlier one still pending (server/store/profilePictureStore.ts).
    const uploaded = after.items.find((picture) => !before.items.some((old) => old.id === picture.id))!;
    expect(uploaded.status).toBe('pending');
    expect(uploaded.fileName).toBe(png.split('/').pop());
    expect(after.items.filter((picture) => picture.status === 'pending').map((picture) => picture.id)).toEqual([uploaded.id]);
    await page.getByTestId('gallery-item').filter({ hasText: t('profile.pictureStatuses.pending') }).first().waitFor();
    await expectNoErrorState();
    await page.screenshot({ path: `${shots}/office-profile-uploaded.png`, fullPage: true });
  });

  it('as a crew member: subscribes to the calendar feed and sends a data change to the accountant', async () => {
    const bearer = await tokenOf('crew@demo.test');
    const personId = (JSON.parse(Buffer.from(bearer.split('.')[1]!, 'base64url').toString()) as { loginData: { person: { id: number } } }).loginData.person.id;
    await page.getByRole('button', { name: t('profile.subscribe') }).click();
    await page.getByText(t('profile.subscribed')).waitFor();
    const subscriptions = await api<List<{ id: number; url: string }>>(bearer, `/persons/${personId}/calendarSubscriptions`);
    expect(subscriptions.total).toBe(1);
    await page.getByText(subscriptions.items[0]!.url).waitFor();

    await page.getByRole('button', { name: t('profile.requestChange') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(t('profile.changeBody')).fill('New address: Laan 1, 2500 AA Den Haag');
    await dialog.getByRole('button', { name: t('profile.requestChangeSubmit') }).click();
    await page.getByText(t('profile.changeRequested')).waitFor();
    const todos = await api<List<{ caption: string; body: string; type: string; parameters: { dueDate?: string; priority?: number } }>>(bearer, '/activities?type=TODO_INT');
    const request = todos.items.find((activity) => activity.body === 'New address: Laan 1, 2500 AA Den Haag');
    expect(request?.caption).toContain('Change of personal data');
    expect(request?.parameters.priority).toBe(1);
    expect(request?.parameters.dueDate).toMatch(/^\d\d\.\d\d\.\d{4}$/);
    await expectNoErrorState();
  });

  it('ran without a console error, a page error or a dialog', () => {
    // The hostile seed message included: its handlers never run, and nothing is reported or fetched for them.
    expect(consoleErrors).toEqual([]);
    expect(problems).toEqual([]);
    expect(dialogs).toEqual([]);
  });
});
