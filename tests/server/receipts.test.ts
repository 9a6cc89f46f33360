// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Activity } from '../../src/ground/contract/reference';
import type { ApiError, Invoice, InvoiceItem, ListResponse, Receipt, ReceiptItem, ReceiptType } from '../../src/ground/contract';
import { removeDataDir, startTestServer, type TestServer } from './testServer';

let server: TestServer;
const token: Record<string, string> = {};
const accountant = 'accountant@demo.test';
const client = 'client@demo.test';
const sam = 'crew@demo.test';
let typeId: number;
beforeAll(async () => {
  server = await startTestServer();
  for (const login of [accountant, client, sam]) token[login] = await server.login(login);
  typeId = (await get<ListResponse<ReceiptType>>(accountant, '/receiptTypes')).items[0]!.id;
}, 60_000);
afterAll(async () => {
  await server.close();
  removeDataDir(server.dataDir);
});

const call = (login: string, method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) =>
  server.call(method, path, token[login], method === 'POST' ? body ?? {} : undefined);
async function get<T>(login: string, path: string): Promise<T> {
  const response = await call(login, 'GET', path);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}
const line = { description: 'Diesel', quantity: 40.5, unitPrice: 1.79, vatRate: 21 };
const draft = async (items = [line, { description: 'Coffee', quantity: 2, unitPrice: 2.45, vatRate: 9 }]) => {
  const response = await call(accountant, 'POST', '/receipts', { typeId, date: '2030-04-01', supplier: 'Shell A4', items });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Receipt>();
};
const receiptCount = async () => (await get<ListResponse<Receipt>>(accountant, '/receipts')).total;

describe('receipts', () => {
  it('list every receipt of the tenant for the accountant, with totals from the lines', async () => {
    const { items } = await get<ListResponse<Receipt>>(accountant, '/receipts');
    expect(new Set(items.map((receipt) => receipt.person.name)).size).toBeGreaterThan(1);
    expect(new Set(items.map((receipt) => receipt.status))).toEqual(new Set(['draft', 'submitted', 'approved', 'rejected']));
    const receipt = await draft();
    expect(receipt).toMatchObject({ status: 'draft', number: expect.stringMatching(/^R-\d{4}-\d{4}$/), itemCount: 2,
      totals: { net: 72.5 + 4.9, vat: 15.23 + 0.44, gross: 93.07 } });
  });

  it('refuse bad amounts and unknown keys with details, writing nothing', async () => {
    const before = await receiptCount();
    const bad = [
      { items: [{ ...line, quantity: -1 }] }, { items: [{ ...line, unitPrice: 1.999 }] }, { items: [{ ...line, unitPrice: '1.79' }] },
      { items: [{ ...line, vatRate: 15 }] }, { items: [] }, { typeId: 999_999 }, { projectNumber: 'nope' }, { tip: 1 },
      { items: [line, { ...line, quantity: Number.NaN }] },
    ];
    for (const change of bad) {
      const response = await call(accountant, 'POST', '/receipts', { typeId, date: '2030-04-01', supplier: 'Shell', items: [line], ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json<ApiError>().error.details?.length, JSON.stringify(change)).toBeGreaterThan(0);
    }
    expect(await receiptCount()).toBe(before);
  });

  it('change while draft, then are submitted and approved; a submitted or approved receipt is not deleted (409)', async () => {
    const receipt = await draft();
    const edited = await call(accountant, 'POST', `/receipts/${receipt.id}`, { supplier: 'Shell A12', newItems: [line] });
    expect(edited.json<Receipt>()).toMatchObject({ supplier: 'Shell A12', itemCount: 3 });
    const submitted = await call(accountant, 'POST', `/receipts/${receipt.id}`, { status: 'submitted' });
    expect(submitted.json<Receipt>().status).toBe('submitted');
    expect((await call(accountant, 'POST', `/receipts/${receipt.id}`, { supplier: 'Other' })).statusCode).toBe(409);
    const [item] = (await get<ListResponse<ReceiptItem>>(accountant, `/receipts/${receipt.id}/items`)).items;
    expect((await call(accountant, 'POST', `/receiptItems/${item!.id}`, { quantity: 1 })).statusCode).toBe(409);
    expect((await call(accountant, 'DELETE', `/receiptItems/${item!.id}`)).statusCode).toBe(409);
    expect((await call(accountant, 'DELETE', `/receipts/${receipt.id}`)).statusCode).toBe(409);
    expect((await call(accountant, 'POST', `/receipts/${receipt.id}`, { status: 'approved' })).json<Receipt>().status).toBe('approved');
    expect((await call(accountant, 'DELETE', `/receipts/${receipt.id}`)).statusCode).toBe(409);
    expect((await call(accountant, 'POST', `/receipts/${receipt.id}`, { status: 'draft' })).statusCode).toBe(409);
    expect((await get<Receipt>(accountant, `/receipts/${receipt.id}`)).status).toBe('approved');
  });

  it('are deleted as drafts; a login without receipts.DELETE gets 403 and nothing is deleted', async () => {
    const receipt = await draft();
    expect((await call(sam, 'DELETE', `/receipts/${receipt.id}`)).statusCode).toBe(403);
    expect((await call(sam, 'GET', '/receipts')).statusCode).toBe(403);
    expect((await get<Receipt>(accountant, `/receipts/${receipt.id}`)).id).toBe(receipt.id);
    expect((await call(accountant, 'DELETE', `/receipts/${receipt.id}`)).statusCode).toBe(204);
    expect((await call(accountant, 'GET', `/receipts/${receipt.id}`)).statusCode).toBe(404);
    expect((await call(accountant, 'DELETE', `/receipts/${receipt.id}`)).statusCode).toBe(404);
  });

  it("have items that change and go while the receipt is a draft, with totals following", async () => {
    const receipt = await draft();
    const [first, second] = (await get<ListResponse<ReceiptItem>>(accountant, `/receipts/${receipt.id}/items`)).items;
    const changed = await call(accountant, 'POST', `/receiptItems/${first!.id}`, { quantity: 10, unitPrice: 2 });
    expect(changed.json<ReceiptItem>()).toMatchObject({ quantity: 10, unitPrice: 2, net: 20, vat: 4.2, gross: 24.2 });
    for (const body of [{}, { quantity: -2 }, { unitPrice: 0.001 }, { colour: 'red' }]) {
      expect((await call(accountant, 'POST', `/receiptItems/${first!.id}`, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await call(accountant, 'DELETE', `/receiptItems/${second!.id}`)).statusCode).toBe(204);
    expect((await get<Receipt>(accountant, `/receipts/${receipt.id}`)).totals).toEqual({ net: 20, vat: 4.2, gross: 24.2 });
    expect((await call(accountant, 'POST', `/receipts/${receipt.id}`, { status: 'approved' })).statusCode).toBe(409);
  });

  it('are copied as a new draft with the same lines', async () => {
    const approved = (await get<ListResponse<Receipt>>(accountant, '/receipts?status=approved')).items[0]!;
    const response = await call(accountant, 'POST', `/receipts/${approved.id}/copy`);
    expect(response.statusCode).toBe(201);
    const copy = response.json<Receipt>();
    expect(copy).toMatchObject({ status: 'draft', supplier: approved.supplier, totals: approved.totals, itemCount: approved.itemCount });
    expect(copy.number).not.toBe(approved.number);
  });

  it('list per company, take activities, and 404 for unknown records', async () => {
    const withCompany = (await get<ListResponse<Receipt>>(accountant, '/receipts')).items.find((receipt) => receipt.company)!;
    const ofCompany = await get<ListResponse<Receipt>>(accountant, `/companies/${withCompany.company!.id}/receipts`);
    expect(ofCompany.items.length).toBeGreaterThan(0);
    expect(ofCompany.items.every((receipt) => receipt.company?.id === withCompany.company!.id)).toBe(true);
    expect((await call(accountant, 'GET', '/companies/999999/receipts')).statusCode).toBe(404);
    const note = { caption: 'Checked', type: 'LOG', body: 'VAT matches.' };
    expect((await call(accountant, 'POST', `/receipts/${withCompany.id}/activities`, note)).statusCode).toBe(201);
    const activities = await get<ListResponse<Activity>>(accountant, `/receipts/${withCompany.id}/activities`);
    expect(activities.items[0]).toMatchObject({ ...note, subject: { type: 'receipt', id: withCompany.id } });
    expect((await call(accountant, 'GET', '/receipts/999999/items')).statusCode).toBe(404);
  });
});

describe('invoices', () => {
  it("show a client only their company's invoices once sent; the office sees all", async () => {
    const mine = (await get<ListResponse<Invoice>>(client, '/invoices')).items;
    const all = (await get<ListResponse<Invoice>>(accountant, '/invoices')).items;
    expect(mine.length).toBeGreaterThan(0);
    expect(new Set(mine.map((invoice) => invoice.company.name))).toEqual(new Set(['Summer Sound Events BV']));
    expect(mine.some((invoice) => invoice.status === 'draft')).toBe(false);
    expect(mine.some((invoice) => invoice.overdue)).toBe(true);
    const hidden = all.filter((invoice) => !mine.some((own) => own.id === invoice.id));
    expect(hidden.some((invoice) => invoice.status === 'draft')).toBe(true);
    for (const invoice of hidden) expect((await call(client, 'GET', `/invoices/${invoice.id}`)).statusCode).toBe(404);
    expect((await call(sam, 'GET', '/invoices')).statusCode).toBe(403);
    const items = await get<ListResponse<InvoiceItem>>(client, `/invoices/${mine[0]!.id}/items`);
    expect(items.items.reduce((sum, item) => sum + item.net, 0)).toBeCloseTo(mine[0]!.totals.net, 2);
  });

  it('cannot be edited or created by a client without invoices.EDIT (403), and nothing changes', async () => {
    const [invoice] = (await get<ListResponse<Invoice>>(client, '/invoices')).items;
    const response = await call(client, 'POST', `/invoices/${invoice!.id}`, { reference: 'changed by client' });
    expect(response.statusCode).toBe(403);
    expect(response.json<ApiError>().error.message).toContain('invoices.EDIT');
    expect((await get<Invoice>(client, `/invoices/${invoice!.id}`)).reference).toBe(invoice!.reference);
    expect((await call(client, 'POST', '/invoices', {})).statusCode).toBe(403);
  });

  it('are created as drafts and move draft → sent → paid; a paid invoice is final (409)', async () => {
    const [sent] = (await get<ListResponse<Invoice>>(accountant, '/invoices?status=sent')).items;
    const create = { companyId: sent!.company.id, invoiceDate: '2030-01-10', dueDate: '2030-02-09',
      items: [{ description: 'Stagehands (hours)', quantity: 40, unitPrice: 34.5, vatRate: 21 }] };
    for (const bad of [{ dueDate: '2030-01-01' }, { items: [{ ...create.items[0], unitPrice: -5 }] }, { companyId: 999_999 }]) {
      expect((await call(accountant, 'POST', '/invoices', { ...create, ...bad })).statusCode, JSON.stringify(bad)).toBe(400);
    }
    const created = await call(accountant, 'POST', '/invoices', create);
    expect(created.statusCode).toBe(201);
    const invoice = created.json<Invoice>();
    expect(invoice).toMatchObject({ status: 'draft', number: expect.stringMatching(/^INV-\d{4}-\d{4}$/),
      totals: { net: 1380, vat: 289.8, gross: 1669.8 } });
    expect((await call(accountant, 'POST', `/invoices/${invoice.id}`, { status: 'paid' })).statusCode).toBe(409);
    expect((await call(accountant, 'POST', `/invoices/${invoice.id}`, { status: 'sent' })).json<Invoice>().status).toBe('sent');
    const paid = (await call(accountant, 'POST', `/invoices/${invoice.id}`, { status: 'paid' })).json<Invoice>();
    expect(paid).toMatchObject({ status: 'paid', paidOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), overdue: false });
    expect((await call(accountant, 'POST', `/invoices/${invoice.id}`, { reference: 'late' })).statusCode).toBe(409);
    expect((await call(accountant, 'POST', `/invoices/${invoice.id}`, { status: 'sent' })).statusCode).toBe(409);
    expect((await call(accountant, 'POST', `/invoices/${invoice.id}`, {})).statusCode).toBe(400);
  });

  it('take questions from the client as activities, and list per company', async () => {
    const [invoice] = (await get<ListResponse<Invoice>>(client, '/invoices')).items;
    const question = { caption: 'Question about an invoice', type: 'TODO_INT', body: 'Please split the travel allowance.' };
    expect((await call(client, 'POST', `/invoices/${invoice!.id}/activities`, question)).statusCode).toBe(201);
    expect((await get<ListResponse<Activity>>(accountant, `/invoices/${invoice!.id}/activities`)).items[0]).toMatchObject(question);
    const ofCompany = await get<ListResponse<Invoice>>(client, `/companies/${invoice!.company.id}/invoices`);
    expect(ofCompany.items.every((own) => own.company.id === invoice!.company.id && own.status !== 'draft')).toBe(true);
  });
});
