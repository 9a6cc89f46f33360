import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, token } from './demo';
import { launchBrowser, logIn, openPhonePage } from './browser';
import nl from '../../locales/nl.json';

interface Signatory { id: number; name: string; status: string; position: number }
interface SignableDocument { id: number; caption: string; signedUrl: string | null; parameters: { signatoriesOrder: boolean }; signatories: Signatory[] }

/** A GET of the api as a demo login. */
const apiGet = async <T>(path: string, username: string): Promise<T> => api<T>(await token(username), path);

/** The pad's place once the page has stopped moving (a PDF preview above it grows page by page while it loads). */
async function settledBox(page: Page): Promise<{ x: number; y: number; width: number; height: number }> {
  const pad = page.getByTestId('signature-pad');
  await page.waitForFunction(() => !document.querySelector('[data-testid="pdf-pages"][data-state="loading"]'), undefined, { timeout: 20_000 });
  let previous = '';
  for (let attempt = 0; attempt < 50; attempt += 1) {
    await pad.scrollIntoViewIfNeeded();
    const box = (await pad.boundingBox())!;
    const now = JSON.stringify(box);
    if (now === previous) return box;
    previous = now;
    await page.waitForTimeout(150);
  }
  throw new Error('the signature pad kept moving');
}

/** Draws a signature on the pad with real pointer movements (a finger or a mouse), and checks the pad took it. */
async function drawSignature(page: Page): Promise<void> {
  await page.waitForSelector('[data-testid="signature-pad"][data-ready="true"]');
  const box = await settledBox(page);
  await page.mouse.move(box.x + 30, box.y + box.height * 0.6);
  await page.mouse.down();
  for (const [x, y] of [[0.2, 0.3], [0.35, 0.7], [0.5, 0.35], [0.65, 0.65], [0.8, 0.4]] as const) {
    await page.mouse.move(box.x + box.width * x, box.y + box.height * y, { steps: 6 });
  }
  await page.mouse.up();
  await page.waitForSelector('[data-testid="signature-pad"][data-empty="false"]', { timeout: 5_000 });
}

describe('signing a document with two signatories, one by one', () => {
  let browser: Browser;
  let crew: { page: Page; problems: string[] };
  let office: { page: Page; problems: string[] };
  let document: SignableDocument;

  beforeAll(async () => {
    browser = await launchBrowser();
    crew = await openPhonePage(browser);
    office = await openPhonePage(browser);
    const { items } = await apiGet<{ items: SignableDocument[] }>('/documentsToSign', 'crew@demo.test');
    document = items.find((item) => item.parameters.signatoriesOrder && item.signatories.length === 2)!;
    expect(document, 'a demo document signed one by one by two signatories').toBeTruthy();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('does not let the second signatory sign before the first', async () => {
    await logIn(office.page, 'office@demo.test');
    await office.page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await office.page.goto(`/documents/${document.id}`);
    const signing = office.page.getByTestId('document-signing');
    await signing.getByText(`${document.signatories[0]!.name} signs first`, { exact: false }).waitFor();
    expect(await signing.getByTestId('signature-pad').count()).toBe(0);
    expect(office.problems).toEqual([]);
  });

  it('lets the first signatory draw and sign, then the second', async () => {
    await logIn(crew.page, 'crew@demo.test');
    await crew.page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await crew.page.goto(`/documents/${document.id}`);
    const sign = crew.page.getByRole('button', { name: 'Sign', exact: true });
    await sign.waitFor();
    expect(await sign.isDisabled()).toBe(true);
    await drawSignature(crew.page);
    await crew.page.screenshot({ path: 'test-results/screenshots/signing-pad.png', fullPage: true });
    await sign.click();
    await crew.page.getByText('Your signature was saved').waitFor();
    const afterFirst = await apiGet<SignableDocument>(`/documents/${document.id}`, 'crew@demo.test');
    expect(afterFirst.signatories.find((one) => one.id === document.signatories[0]!.id)?.status).toBe('Signed');
    expect(afterFirst.signedUrl).toBeNull();

    await office.page.reload();
    await drawSignature(office.page);
    await office.page.getByRole('button', { name: 'Sign', exact: true }).click();
    await office.page.getByText('This document is signed by everyone.').waitFor();
    await office.page.getByTestId('pdf-pages').locator('canvas').first().waitFor();
    const signed = await apiGet<SignableDocument>(`/documents/${document.id}`, 'crew@demo.test');
    expect(signed.signatories.every((one) => one.status === 'Signed')).toBe(true);
    expect(signed.signedUrl).not.toBeNull();
    expect([...crew.problems, ...office.problems]).toEqual([]);
  });
});

describe('signing a delivery note on site', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('lets the crew chief have the client sign on his phone, then offers sending it', async () => {
    const bearer = await token('chief@demo.test');
    const call = (method: string, path: string) => fetch(`${inject('baseUrl')}/api/v1${path}`, { method, headers: { authorization: `Bearer ${bearer}`, type: 'MOBILE', ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) }, body: method === 'POST' ? '{}' : undefined });
    const { items } = (await (await call('GET', '/jobs/crewChief')).json()) as { items: { crewId: number }[] };
    let crewId = 0;
    for (const { crewId: candidate } of items) {
      const note = (await (await call('GET', `/projectCrews/${candidate}/deliveryNote`)).json()) as { signed: boolean; released: boolean };
      if (!note.signed) {
        if (!note.released) await call('POST', `/projectCrews/${candidate}/deliveryNote/release`);
        crewId = candidate;
        break;
      }
    }
    expect(crewId, 'a crew of the chief with an unsigned delivery note').toBeGreaterThan(0);

    const { page, problems } = await openPhonePage(browser);
    await logIn(page, 'chief@demo.test');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto(`/crews/${crewId}/delivery-note`);
    await page.getByRole('button', { name: nl.deliveryNote.signOnSite }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(nl.deliveryNote.signerName).fill('Claire Hughes');
    await drawSignature(page);
    await page.screenshot({ path: 'test-results/screenshots/delivery-note-signing.png' });
    await dialog.getByRole('button', { name: nl.deliveryNote.signSubmit }).click();
    await page.getByText(nl.deliveryNote.signedToast).waitFor();
    const note = (await (await call('GET', `/projectCrews/${crewId}/deliveryNote`)).json()) as { signed: boolean; signedBy: string };
    expect(note).toMatchObject({ signed: true, signedBy: 'Claire Hughes' });
    await page.getByRole('button', { name: nl.deliveryNote.sendSigned }).waitFor();
    expect(problems).toEqual([]);
  });
});

