import type { InvoiceCreate, InvoiceUpdate, ReceiptCreate, ReceiptUpdate } from '../../../src/ground/contract';
import { pricedLineInput } from '../../store/pricedLines';
import { listOf } from '../../../src/ground/contract/fields/amountFields';
import { atLeastOneKey, isoDate, notBefore, nullable, object, oneOf, optional, text, wholeNumber, type Field } from '../../../src/ground/contract/fields/fields';

const anId = wholeNumber(1, 2_147_483_647);
const note = (max: number) => nullable(text({ max }));
const lines = (min: number) => listOf(pricedLineInput, { min, max: 100 });
const atLeastOne = atLeastOneKey({ path: '', message: 'send at least one field to change' });

/** Receipt statuses a body may name. */
export const receiptStatuses = ['draft', 'submitted', 'approved', 'rejected'] as const;
/** Invoice statuses a body may name. */
export const invoiceStatuses = ['draft', 'sent', 'paid', 'cancelled'] as const;

/** `POST /receipts`. */
export const receiptCreate: Field<ReceiptCreate> = object({
  typeId: anId, date: isoDate(), supplier: text({ max: 200 }), description: optional(note(2000), null),
  companyId: optional(nullable(anId), null), projectNumber: optional(note(20), null), items: lines(1),
}, { unknownKeys: 'reject' });

/** `POST /receipts/{id}`. */
export const receiptUpdate: Field<ReceiptUpdate> = object({
  typeId: optional(anId, undefined), date: optional(isoDate(), undefined), supplier: optional(text({ max: 200 }), undefined),
  description: optional(note(2000), undefined), companyId: optional(nullable(anId), undefined),
  projectNumber: optional(note(20), undefined), status: optional(oneOf(receiptStatuses), undefined),
  newItems: optional(lines(0), undefined),
}, { unknownKeys: 'reject', check: atLeastOne }) as Field<ReceiptUpdate>;

/** `POST /invoices`. */
export const invoiceCreate: Field<InvoiceCreate> = object({
  companyId: anId, projectNumber: optional(note(20), null), contactId: optional(nullable(anId), null), invoiceDate: isoDate(),
  dueDate: isoDate(), reference: optional(note(200), null), comment: optional(note(2000), null), items: lines(1),
}, { unknownKeys: 'reject', check: notBefore('invoiceDate', 'dueDate') });

/** `POST /invoices/{id}`. */
export const invoiceUpdate: Field<InvoiceUpdate> = object({
  reference: optional(note(200), undefined), comment: optional(note(2000), undefined), dueDate: optional(isoDate(), undefined),
  status: optional(oneOf(invoiceStatuses), undefined),
}, { unknownKeys: 'reject', check: atLeastOne }) as Field<InvoiceUpdate>;
