import { listInvoiceItems, findInvoice, invoiceSortColumns, listInvoices } from '../../store/invoiceStore';
import { createInvoice, updateInvoice } from '../../store/invoiceWriteStore';
import { deleteReceiptItem, listReceiptItems, updateReceiptItem } from '../../store/receiptItemStore';
import { findReceipt, listReceipts, receiptSortColumns } from '../../store/receiptStore';
import { listReceiptTypes } from '../../store/receiptTypeStore';
import { copyReceipt, createReceipt, deleteReceipt, updateReceipt } from '../../store/receiptWriteStore';
import {
  Invoice, invoiceCreate, InvoiceItem, invoiceStatuses, invoiceUpdate, Receipt, receiptCreate, ReceiptItem, receiptItemUpdate, receiptStatuses,
  ReceiptType, receiptUpdate,
} from '../../../src/ground/contract/receipts';
import type { AccessRule } from '../../../src/ground/screenLanguage/types';
import type { SessionContext } from '../../kernel/route';
import { oneOf, optional } from '../../../src/ground/contract/fields/fields';
import { sortFields } from '../../kernel/listSort';
import { create, filters, getOne, idParams, list, remove, subList } from '../resourceRoutes';
import { route, type ApiRoute } from '../../kernel/route';
import { addActivityTo, listActivitiesOf } from '../subjectActivityRoutes';

export const readReceipts: AccessRule = { rights: ['receipts.READ'] };
const writeReceipts: AccessRule = { rights: ['receipts.READ', 'receipts.CREATE'] };
const deleteReceipts: AccessRule = { rights: ['receipts.READ', 'receipts.DELETE'] };
/** Section 6: client invoices need the client login type plus the invoices right; the office reads them too. */
export const readInvoices: AccessRule = { loginTypes: ['client', 'office'], rights: ['invoices.READ'] };
const editInvoices: AccessRule = { ...readInvoices, rights: ['invoices.READ', 'invoices.EDIT'] };

const receiptFilters = filters({ status: optional(oneOf(receiptStatuses), null), ...sortFields(receiptSortColumns) });
const invoiceFilters = filters({ status: optional(oneOf(invoiceStatuses), null), ...sortFields(invoiceSortColumns) });
const receiptSubject = { path: '/receipts/:id', subjectType: 'receipt', access: readReceipts, notFound: 'Receipt not found', find: findReceipt } as const;
const invoiceSubject = { path: '/invoices/:id', subjectType: 'invoice', access: readInvoices, notFound: 'Invoice not found', find: findInvoice } as const;

/** Whose receipts and invoices a caller sees (`receiptStore.ts`, `invoiceStore.ts`), for the reference. */
const seesReceipts = "An office login with receipts.READ sees the tenant's receipts; anyone else only their own.";
const seesInvoices = "An office login sees the tenant's invoices; a client those of the companies they are a contact of, once sent.";

/** Null when the company is not the tenant's (a 404), else `then()`. */
const ofCompany = async <T>(ctx: SessionContext, id: number, then: () => Promise<T>): Promise<T | null> => {
  const found = await ctx.db.query('SELECT 1 FROM companies WHERE id = $1 AND tenant_id = $2', [id, ctx.tenant.id]);
  return found.rows.length === 0 ? null : then();
};

/** Receipts (receipts READ, CREATE, DELETE) and invoices (invoices READ, EDIT), with their items and activities. */
export const receiptRoutes: readonly ApiRoute[] = [
  list({
    path: '/receipts', access: readReceipts, item: Receipt, filters: receiptFilters, fetch: listReceipts,
    summary: 'List the expense receipts the caller may see, newest first unless sorted', description: seesReceipts,
  }),
  create({
    path: '/receipts', access: writeReceipts, body: receiptCreate, answer: Receipt, insert: createReceipt,
    summary: "Create a draft expense receipt of the caller's, with its lines", description: 'Numbered `R-<year>-NNNN`.',
  }),
  getOne({
    path: '/receipts/:id', access: readReceipts, answer: Receipt, notFound: 'Receipt not found', fetch: findReceipt, description: seesReceipts,
  }),
  route({ method: 'POST', path: '/receipts/:id', access: writeReceipts, params: idParams, body: receiptUpdate, answer: Receipt,
    summary: "Change a draft receipt, add lines, or move it on (submit, approve, reject)",
    description: 'Only a draft\'s fields and lines change (409 otherwise). A draft is submitted (with at least one line), a submitted '
      + 'receipt approved or rejected by the office (403 for others), a rejected one made a draft again; any other step is 409.',
    handle: (ctx, { params, body }) => updateReceipt(ctx, params.id, body) }),
  remove({
    path: '/receipts/:id', access: deleteReceipts, notFound: 'Receipt not found', delete: deleteReceipt,
    summary: 'Delete a draft or rejected receipt, with its lines', description: '409 once submitted or approved.',
  }),
  subList({
    path: '/receipts/:id/items', access: readReceipts, item: ReceiptItem, notFound: 'Receipt not found', fetch: listReceiptItems,
    summary: "List a receipt's lines, in order",
  }),
  listActivitiesOf(receiptSubject),
  addActivityTo(receiptSubject),
  route({ method: 'POST', path: '/receipts/:id/copy', access: writeReceipts, params: idParams, status: 201, answer: Receipt,
    summary: 'Copy a receipt as a new draft of the caller\'s, dated today', description: 'With the same lines.',
    handle: (ctx, { params }) => copyReceipt(ctx, params.id) }),
  list({
    path: '/receiptTypes', access: readReceipts, item: ReceiptType, fetch: listReceiptTypes, summary: "List the tenant's kinds of expense receipt",
  }),
  route({ method: 'POST', path: '/receiptItems/:id', access: writeReceipts, params: idParams, body: receiptItemUpdate, answer: ReceiptItem,
    summary: 'Change a line of a draft receipt', description: '409 unless its receipt is a draft; 404 for a receipt the caller does not see.',
    handle: (ctx, { params, body }) => updateReceiptItem(ctx, params.id, body) }),
  remove({
    path: '/receiptItems/:id', access: deleteReceipts, notFound: 'Receipt item not found', delete: deleteReceiptItem,
    summary: 'Delete a line of a draft receipt', description: '409 unless its receipt is a draft.',
  }),
  subList({ path: '/companies/:id/receipts', access: readReceipts, item: Receipt, notFound: 'Company not found', filters: receiptFilters,
    summary: "List a company's receipts the caller may see", description: seesReceipts,
    fetch: (ctx, id, query) => ofCompany(ctx, id, () => listReceipts(ctx, { ...query, companyId: id })) }),

  list({
    path: '/invoices', access: readInvoices, item: Invoice, filters: invoiceFilters, fetch: listInvoices,
    summary: 'List the invoices the caller may see, newest first unless sorted', description: seesInvoices,
  }),
  create({
    path: '/invoices', access: editInvoices, body: invoiceCreate, answer: Invoice, insert: createInvoice,
    summary: 'Create a draft invoice with its lines', description: 'Numbered `INV-<year>-NNNN`.',
  }),
  getOne({
    path: '/invoices/:id', access: readInvoices, answer: Invoice, notFound: 'Invoice not found', fetch: findInvoice, description: seesInvoices,
  }),
  route({ method: 'POST', path: '/invoices/:id', access: editInvoices, params: idParams, body: invoiceUpdate, answer: Invoice,
    summary: "Change an invoice's reference, comment or due date, or move it on",
    description: 'Fields change while it is a draft or sent (409 after). A draft is sent or cancelled, a sent invoice paid (paid on '
      + 'today) or cancelled; any other step is 409. The due date may not be before the invoice date (400).',
    handle: (ctx, { params, body }) => updateInvoice(ctx, params.id, body) }),
  subList({
    path: '/invoices/:id/items', access: readInvoices, item: InvoiceItem, notFound: 'Invoice not found', fetch: listInvoiceItems,
    summary: "List an invoice's lines",
  }),
  listActivitiesOf(invoiceSubject),
  addActivityTo(invoiceSubject),
  subList({ path: '/companies/:id/invoices', access: readInvoices, item: Invoice, notFound: 'Company not found', filters: invoiceFilters,
    summary: "List a company's invoices the caller may see", description: seesInvoices,
    fetch: (ctx, id, query) => ofCompany(ctx, id, () => listInvoices(ctx, { ...query, companyId: id })) }),
];
