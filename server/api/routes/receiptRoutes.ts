import { listInvoiceItems, findInvoice, invoiceSortColumns, listInvoices } from '../../store/invoiceStore';
import { createInvoice, updateInvoice } from '../../store/invoiceWriteStore';
import { pricedLineUpdate } from '../../store/pricedLines';
import { deleteReceiptItem, listReceiptItems, updateReceiptItem } from '../../store/receiptItemStore';
import { findReceipt, listReceipts, receiptSortColumns } from '../../store/receiptStore';
import { listReceiptTypes } from '../../store/receiptTypeStore';
import { copyReceipt, createReceipt, deleteReceipt, updateReceipt } from '../../store/receiptWriteStore';
import { Invoice, InvoiceItem, Receipt, ReceiptItem, ReceiptType } from '../../../src/api/contract/receipts';
import type { AccessRule } from '../../../src/spec/types';
import type { SessionContext } from '../../kernel/route';
import { oneOf, optional } from '../../kernel/fields';
import { sortFields } from '../../kernel/listSort';
import { create, filters, getOne, idParams, list, remove, subList } from '../resourceRoutes';
import { route, type ApiRoute } from '../../kernel/route';
import { addActivityTo, listActivitiesOf } from '../subjectActivityRoutes';
import { invoiceCreate, invoiceStatuses, invoiceUpdate, receiptCreate, receiptStatuses, receiptUpdate } from './receiptBodies';

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

/** Null when the company is not the tenant's (a 404), else `then()`. */
const ofCompany = async <T>(ctx: SessionContext, id: number, then: () => Promise<T>): Promise<T | null> => {
  const found = await ctx.db.query('SELECT 1 FROM companies WHERE id = $1 AND tenant_id = $2', [id, ctx.tenant.id]);
  return found.rows.length === 0 ? null : then();
};

/** Receipts (receipts READ, CREATE, DELETE) and invoices (invoices READ, EDIT), with their items and activities. */
export const receiptRoutes: readonly ApiRoute[] = [
  list({ path: '/receipts', access: readReceipts, item: Receipt, filters: receiptFilters, fetch: listReceipts }),
  create({ path: '/receipts', access: writeReceipts, body: receiptCreate, answer: Receipt, insert: createReceipt }),
  getOne({ path: '/receipts/:id', access: readReceipts, answer: Receipt, notFound: 'Receipt not found', fetch: findReceipt }),
  route({ method: 'POST', path: '/receipts/:id', access: writeReceipts, params: idParams, body: receiptUpdate, answer: Receipt,
    handle: (ctx, { params, body }) => updateReceipt(ctx, params.id, body) }),
  remove({ path: '/receipts/:id', access: deleteReceipts, notFound: 'Receipt not found', delete: deleteReceipt }),
  subList({ path: '/receipts/:id/items', access: readReceipts, item: ReceiptItem, notFound: 'Receipt not found', fetch: listReceiptItems }),
  listActivitiesOf(receiptSubject),
  addActivityTo(receiptSubject),
  route({ method: 'POST', path: '/receipts/:id/copy', access: writeReceipts, params: idParams, status: 201, answer: Receipt,
    handle: (ctx, { params }) => copyReceipt(ctx, params.id) }),
  list({ path: '/receiptTypes', access: readReceipts, item: ReceiptType, fetch: listReceiptTypes }),
  route({ method: 'POST', path: '/receiptItems/:id', access: writeReceipts, params: idParams, body: pricedLineUpdate, answer: ReceiptItem,
    handle: (ctx, { params, body }) => updateReceiptItem(ctx, params.id, body) }),
  remove({ path: '/receiptItems/:id', access: deleteReceipts, notFound: 'Receipt item not found', delete: deleteReceiptItem }),
  subList({ path: '/companies/:id/receipts', access: readReceipts, item: Receipt, notFound: 'Company not found', filters: receiptFilters,
    fetch: (ctx, id, query) => ofCompany(ctx, id, () => listReceipts(ctx, { ...query, companyId: id })) }),

  list({ path: '/invoices', access: readInvoices, item: Invoice, filters: invoiceFilters, fetch: listInvoices }),
  create({ path: '/invoices', access: editInvoices, body: invoiceCreate, answer: Invoice, insert: createInvoice }),
  getOne({ path: '/invoices/:id', access: readInvoices, answer: Invoice, notFound: 'Invoice not found', fetch: findInvoice }),
  route({ method: 'POST', path: '/invoices/:id', access: editInvoices, params: idParams, body: invoiceUpdate, answer: Invoice,
    handle: (ctx, { params, body }) => updateInvoice(ctx, params.id, body) }),
  subList({ path: '/invoices/:id/items', access: readInvoices, item: InvoiceItem, notFound: 'Invoice not found', fetch: listInvoiceItems }),
  listActivitiesOf(invoiceSubject),
  addActivityTo(invoiceSubject),
  subList({ path: '/companies/:id/invoices', access: readInvoices, item: Invoice, notFound: 'Company not found', filters: invoiceFilters,
    fetch: (ctx, id, query) => ofCompany(ctx, id, () => listInvoices(ctx, { ...query, companyId: id })) }),
];
