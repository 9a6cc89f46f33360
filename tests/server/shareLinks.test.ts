// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice, ListResponse, Receipt, ShareLink, SharedInvoice, SharedReceipt } from '../../src/ground/contract';
import { removeDataDir, startTestServer, type TestServer } from './testServer';

let server: TestServer;
let accountant: string;
beforeAll(async () => {
  server = await startTestServer();
  accountant = await server.login('accountant@demo.test');
}, 60_000);
afterAll(async () => {
  await server.close();
  removeDataDir(server.dataDir);
});

const invoices = async () => (await server.call('GET', '/invoices', accountant)).json<ListResponse<Invoice>>().items;
const tokenOf = (link: ShareLink) => link.url.split('/').at(-1)!;
const share = async (path: string, body?: object) => {
  const made = await server.call('POST', path, accountant, body);
  expect(made.statusCode, made.body).toBe(201);
  return made.json<ShareLink>();
};

describe('a share link to an invoice', () => {
  it('opens the invoice and its lines without a login, on the tenant\'s address, until it is withdrawn', async () => {
    const sent = (await invoices()).find((invoice) => invoice.status !== 'draft')!;
    const link = await share(`/invoices/${sent.id}/shareLinks`, { days: 7 });
    expect(link).toMatchObject({ active: true, revokedAt: null, createdBy: 'Anne Smit' });
    expect(link.url).toMatch(/^http:\/\/localhost(:80)?\/shared\/invoice\/[A-Za-z0-9_-]{32}$/);
    expect(new Date(link.expiresAt).getTime() - new Date(link.createdAt).getTime()).toBe(7 * 86_400_000);

    const opened = await server.call('GET', `/shared/invoices/${tokenOf(link)}`);
    expect(opened.statusCode).toBe(200);
    const shown = opened.json<SharedInvoice>();
    expect(shown).toMatchObject({ tenantName: 'Moyo Crew', invoice: { id: sent.id, number: sent.number }, expiresAt: link.expiresAt });
    expect(shown.items.length).toBeGreaterThan(0);
    expect(shown.items.every((item) => item.invoiceId === sent.id)).toBe(true);
    // The token opens that invoice only: nothing else answers without a login.
    expect((await server.call('GET', `/invoices/${sent.id}`)).statusCode).toBe(401);
    expect((await server.call('GET', `/shared/receipts/${tokenOf(link)}`)).statusCode).toBe(404);

    const listed = (await server.call('GET', `/invoices/${sent.id}/shareLinks`, accountant)).json<ListResponse<ShareLink>>();
    expect(listed.items.map((one) => one.id)).toContain(link.id);
    const revoked = await server.call('POST', `/invoices/${sent.id}/shareLinks/${link.id}/revoke`, accountant);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json<ShareLink>()).toMatchObject({ active: false });
    const after = await server.call('GET', `/shared/invoices/${tokenOf(link)}`);
    expect(after.statusCode).toBe(404);
    expect(after.json<{ error: { message: string } }>().error.message).toBe('This link is not known, has expired or was withdrawn');
  });

  it('stops opening once it has expired, and is the same 404 as a made-up token', async () => {
    const sent = (await invoices()).find((invoice) => invoice.status !== 'draft')!;
    const link = await share(`/invoices/${sent.id}/shareLinks`);
    expect(new Date(link.expiresAt).getTime() - new Date(link.createdAt).getTime()).toBe(30 * 86_400_000);
    await server.app.db.query("UPDATE share_links SET expires_at = now() - interval '1 minute' WHERE id = $1", [link.id]);
    const expired = await server.call('GET', `/shared/invoices/${tokenOf(link)}`);
    const madeUp = await server.call('GET', '/shared/invoices/no-such-link-token');
    expect([expired.statusCode, expired.body]).toEqual([madeUp.statusCode, madeUp.body]);
    expect(expired.statusCode).toBe(404);
  });

  it('is not made for a draft (409), nor by logins outside the office with the right (403), nor past 90 days (400)', async () => {
    const draft = (await invoices()).find((invoice) => invoice.status === 'draft')!;
    expect((await server.call('POST', `/invoices/${draft.id}/shareLinks`, accountant)).statusCode).toBe(409);
    const sent = (await invoices()).find((invoice) => invoice.status !== 'draft')!;
    for (const login of ['client@demo.test', 'office@demo.test', 'crew@demo.test']) {
      const token = await server.login(login);
      expect((await server.call('POST', `/invoices/${sent.id}/shareLinks`, token)).statusCode, login).toBe(403);
    }
    expect((await server.call('POST', `/invoices/${sent.id}/shareLinks`, accountant, { days: 91 })).statusCode).toBe(400);
    expect((await server.call('POST', '/invoices/99999999/shareLinks', accountant)).statusCode).toBe(404);
  });
});

describe('a share link to a receipt', () => {
  it('opens the receipt and its lines without a login, until it is withdrawn', async () => {
    const receipt = (await server.call('GET', '/receipts', accountant)).json<ListResponse<Receipt>>().items[0]!;
    const link = await share(`/receipts/${receipt.id}/shareLinks`);
    expect(link.url).toMatch(/\/shared\/receipt\/[A-Za-z0-9_-]{32}$/);
    const shown = (await server.call('GET', `/shared/receipts/${tokenOf(link)}`)).json<SharedReceipt>();
    expect(shown).toMatchObject({ receipt: { id: receipt.id, number: receipt.number } });
    expect((await server.call('POST', `/receipts/${receipt.id}/shareLinks/${link.id}/revoke`, accountant)).statusCode).toBe(200);
    expect((await server.call('GET', `/shared/receipts/${tokenOf(link)}`)).statusCode).toBe(404);
  });
});
