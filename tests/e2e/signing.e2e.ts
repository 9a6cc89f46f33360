import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, claimsOf, section, send, textIn, token, watchedPhonePage, signIn } from './demo';
import { openBrowser, settle, keepScreenshot } from './browser';
import { drawSignature } from './signaturePad';
import { chiefCrewFor } from './chiefCrews';

interface Signatory { id: number; name: string; status: string; position: number }
interface SignableDocument { id: number; caption: string; signedUrl: string | null; parameters: { signatoriesOrder: boolean }; signatories: Signatory[] }
interface Sheet { released: boolean; signed: boolean; signedBy: string | null }

/** The texts of a demo login's language. */
const textsOf = async (username: string) => textIn(claimsOf(await token(username)).loginData.language);

/** The demo document signed one by one by two signatories (the crew member first, then the office). */
function orderedDocument(documents: SignableDocument[]): SignableDocument {
  const document = documents.find((item) => item.parameters.signatoriesOrder && item.signatories.length === 2);
  expect(document, 'a demo document signed one by one by two signatories').toBeDefined();
  return { ...document!, signatories: [...document!.signatories].sort((a, b) => a.position - b.position) };
}

describe('signing a document with two signatories, one by one', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('does not let the second signatory sign before the first; the first signs, then the second, and the signed file shows', async () => {
    // The api cannot create a document with signatories: this is the demo's only one signed in order, and no other
    // test signs it. Nobody has signed it yet.
    const crewBearer = await token('crew@demo.test');
    const document = orderedDocument((await api<{ items: SignableDocument[] }>(crewBearer, '/documentsToSign')).items);
    expect(document.signatories.filter((one) => one.status === 'Signed'), 'no one has signed it yet').toEqual([]);
    const [first, second] = document.signatories as [Signatory, Signatory];
    const crewText = await textsOf('crew@demo.test');
    const officeText = await textsOf('office@demo.test');
    const crew = await watchedPhonePage(browser);
    const office = await watchedPhonePage(browser);

    // The office, second, is told to wait for the first signatory and gets no pad.
    await signIn(office.page, 'office@demo.test');
    await office.page.goto(`/documents/${document.id}`);
    await settle(office.page);
    const officeSigning = office.page.getByTestId('document-signing');
    await officeSigning.getByText(officeText('signing.waitingFor', { name: first.name }), { exact: true }).waitFor();
    expect(await officeSigning.getByTestId('signature-pad').count()).toBe(0);

    // The crew member signs first.
    await signIn(crew.page, 'crew@demo.test');
    await crew.page.goto(`/documents/${document.id}`);
    const sign = crew.page.getByRole('button', { name: crewText('signing.sign'), exact: true });
    await sign.waitFor();
    expect(await sign.isDisabled()).toBe(true);
    await drawSignature(crew.page);
    await expect.poll(() => sign.isDisabled()).toBe(false);
    await keepScreenshot(crew.page, 'signing-pad.png', { fullPage: true });
    await sign.click();
    await crew.page.getByText(crewText('signing.signed')).waitFor();
    const afterFirst = await api<SignableDocument>(crewBearer, `/documents/${document.id}`);
    expect(afterFirst.signatories.find((one) => one.id === first.id)?.status).toBe('Signed');
    expect(afterFirst.signatories.find((one) => one.id === second.id)?.status).not.toBe('Signed');
    expect(afterFirst.signedUrl).toBeNull();

    // Then the office.
    await office.page.reload();
    await drawSignature(office.page);
    await office.page.getByRole('button', { name: officeText('signing.sign'), exact: true }).click();
    await office.page.getByText(officeText('signing.documentSigned')).waitFor();
    const signed = await api<SignableDocument>(crewBearer, `/documents/${document.id}`);
    expect(signed.signatories.map((one) => one.status)).toEqual(['Signed', 'Signed']);
    expect(signed.signedUrl).not.toBeNull();
    // The signed file is shown with the signatures (the page's own file preview is another one, outside).
    const signedFile = office.page.getByTestId('document-signing').getByTestId('pdf-pages');
    await expect.poll(() => signedFile.getAttribute('data-state'), { timeout: 20_000 }).toBe('shown');
    expect(await signedFile.locator('canvas').count()).toBeGreaterThan(0);
    expect([...crew.problems, ...office.problems]).toEqual([]);
  });
});

describe('signing a delivery note on site', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('lets the crew chief have the client sign the released delivery note on his phone and send it; then his home no longer lists it', async () => {
    const bearer = await token('chief@demo.test');
    const t = textIn(claimsOf(bearer).loginData.language);
    // This file's crew of the chief (see chiefCrews.ts): his past crew, whose delivery note nobody has released yet.
    const crewId = await chiefCrewFor(bearer, 'signing');
    expect(await api<Sheet>(bearer, `/projectCrews/${crewId}/deliveryNote`), 'the delivery note is not released yet')
      .toMatchObject({ released: false, signed: false });
    expect(await send<Sheet>(bearer, 'POST', `/projectCrews/${crewId}/deliveryNote/release`, {})).toMatchObject({ released: true, signed: false });

    const { page, problems } = await watchedPhonePage(browser);
    await signIn(page, 'chief@demo.test');
    await page.goto(`/crews/${crewId}/delivery-note`);
    await page.getByText(t('deliveryNote.toSignMessage')).waitFor();
    await page.getByRole('button', { name: t('deliveryNote.signOnSite') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(t('deliveryNote.signerName')).fill('Claire Hughes');
    await drawSignature(page);
    await keepScreenshot(page, 'delivery-note-signing.png');
    await dialog.getByRole('button', { name: t('deliveryNote.signSubmit') }).click();
    await page.getByText(t('deliveryNote.signedToast')).waitFor();
    expect(await api<Sheet>(bearer, `/projectCrews/${crewId}/deliveryNote`)).toMatchObject({ released: true, signed: true, signedBy: 'Claire Hughes' });
    await page.getByRole('button', { name: t('deliveryNote.sendSigned') }).waitFor();

    // Signed but not sent: home still lists it, to send.
    const homeCard = (where: Page) => section(where, t('home.deliveryNotes')).getByTestId('item-card')
      .filter({ has: where.locator(`a[href="/crews/${crewId}/delivery-note"]`) });
    await page.goto('/');
    await settle(page);
    await homeCard(page).getByText(t('home.deliveryNoteStates.toSend'), { exact: true }).waitFor();

    await page.goto(`/crews/${crewId}/delivery-note`);
    await page.getByRole('button', { name: t('deliveryNote.sendSigned') }).click();
    await page.getByRole('dialog').filter({ hasText: t('deliveryNote.sendQuestion') }).getByRole('button', { name: t('common.yes') }).click();
    await page.getByText(t('deliveryNote.sentToast')).waitFor();
    expect((await api<Sheet & { sentAt: string | null }>(bearer, `/projectCrews/${crewId}/deliveryNote`)).sentAt).not.toBeNull();

    // Sent, the note is done: the chief's home lists it no more.
    await page.goto('/');
    await page.getByRole('heading', { name: t('home.title'), level: 1 }).waitFor();
    await settle(page);
    expect(await page.locator(`a[href="/crews/${crewId}/delivery-note"]`).count()).toBe(0);
    await keepScreenshot(page, 'home-chief-after-sending.png', { fullPage: true });
    expect(problems).toEqual([]);
  });
});
