import type { Invoice, Receipt, ReceiptItem, ReceiptType } from '../../../src/ground/contract';
import type { CallSamples, SampleApi } from './CallSample';

type List<T> = { items: T[] };
const accountant = 'accountant@demo.test';

const receipts = async (api: SampleApi, status = '') =>
  (await api.get<List<Receipt>>(`/receipts${status ? `?status=${status}` : ''}`, accountant)).items;
const aReceipt = async (api: SampleApi) => (await receipts(api))[0]!;
const invoice = async (api: SampleApi, login = accountant) => (await api.get<List<Invoice>>('/invoices', login)).items[0]!;

/** A fresh draft of the accountant's with two lines. */
const newDraft = async (api: SampleApi) => {
  const [type] = (await api.get<List<ReceiptType>>('/receiptTypes', accountant)).items;
  return api.post<Receipt>('/receipts', accountant, {
    typeId: type!.id, date: '2030-03-01', supplier: 'Shell', items: [
      { description: 'Diesel', quantity: 30, unitPrice: 1.79, vatRate: 21 }, { description: 'Coffee', quantity: 2, unitPrice: 2.5, vatRate: 9 }],
  });
};
const draftItem = async (api: SampleApi) =>
  (await api.get<List<ReceiptItem>>(`/receipts/${(await newDraft(api)).id}/items`, accountant)).items[0]!;

const note = { caption: 'Receipt checked', type: 'LOG', body: 'VAT amount matches the receipt.' };

/** Real calls for receipts and invoices. */
export const receiptsSamples: CallSamples = {
  'GET /receipts': { login: accountant },
  'POST /receipts': {
    login: accountant, status: 201,
    body: async (api: SampleApi) => ({
      typeId: (await api.get<List<ReceiptType>>('/receiptTypes', accountant)).items[0]!.id, date: '2030-01-15',
      supplier: 'Q-Park', projectNumber: '1001', items: [{ description: 'Parking', quantity: 1, unitPrice: 18.5, vatRate: 21 }],
    }),
  },
  'GET /receipts/:id': { login: accountant, path: async (api) => `/receipts/${(await aReceipt(api)).id}` },
  'POST /receipts/:id': {
    login: accountant, body: { supplier: 'Gamma Amsterdam-Noord' },
    path: async (api) => `/receipts/${(await receipts(api, 'draft'))[0]!.id}`,
  },
  'DELETE /receipts/:id': { login: accountant, path: async (api) => `/receipts/${(await newDraft(api)).id}` },
  'GET /receipts/:id/items': { login: accountant, path: async (api) => `/receipts/${(await aReceipt(api)).id}/items` },
  'GET /receipts/:id/activities': { login: accountant, path: async (api) => `/receipts/${(await aReceipt(api)).id}/activities` },
  'POST /receipts/:id/activities': {
    login: accountant, status: 201, body: note, path: async (api) => `/receipts/${(await aReceipt(api)).id}/activities`,
  },
  'POST /receipts/:id/copy': { login: accountant, status: 201, path: async (api) => `/receipts/${(await aReceipt(api)).id}/copy` },
  'GET /receiptTypes': { login: accountant },
  'POST /receiptItems/:id': { login: accountant, body: { quantity: 2 }, path: async (api) => `/receiptItems/${(await draftItem(api)).id}` },
  'DELETE /receiptItems/:id': { login: accountant, path: async (api) => `/receiptItems/${(await draftItem(api)).id}` },
  'GET /companies/:id/receipts': {
    login: accountant, path: async (api) => `/companies/${(await receipts(api)).find((r) => r.company)!.company!.id}/receipts`,
  },
  'GET /invoices': { login: 'client@demo.test' },
  'POST /invoices': {
    login: accountant, status: 201,
    body: async (api: SampleApi) => ({
      companyId: (await invoice(api)).company.id, invoiceDate: '2030-01-10', dueDate: '2030-02-09', reference: 'PO-1',
      items: [{ description: 'Stagehands (hours)', quantity: 40, unitPrice: 34.5, vatRate: 21 }],
    }),
  },
  'GET /invoices/:id': { login: 'client@demo.test', path: async (api) => `/invoices/${(await invoice(api, 'client@demo.test')).id}` },
  'POST /invoices/:id': {
    login: accountant, body: { comment: 'Payment reminder sent by e-mail.' },
    path: async (api) => `/invoices/${(await api.get<List<Invoice>>('/invoices?status=sent', accountant)).items[0]!.id}`,
  },
  'GET /invoices/:id/items': { login: 'client@demo.test', path: async (api) => `/invoices/${(await invoice(api, 'client@demo.test')).id}/items` },
  'GET /invoices/:id/activities': { login: accountant, path: async (api) => `/invoices/${(await invoice(api)).id}/activities` },
  'POST /invoices/:id/activities': {
    login: 'client@demo.test', status: 201, body: { caption: 'Question about an invoice', type: 'TODO_INT', body: 'Can you split the travel allowance?' },
    path: async (api) => `/invoices/${(await invoice(api, 'client@demo.test')).id}/activities`,
  },
  'GET /companies/:id/invoices': { login: 'client@demo.test', path: async (api) => `/companies/${(await invoice(api, 'client@demo.test')).company.id}/invoices` },
};
