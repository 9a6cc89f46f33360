/**
 * The shapes of receipts (expense receipts with items) and invoices (section 7, "Receipts and invoices").
 *
 * | call                                  | request                    | answer                          |
 * | ------------------------------------- | -------------------------- | ------------------------------- |
 * | GET  /receipts, /companies/{id}/receipts | limit, page, status?    | ListResponse<Receipt>           |
 * | POST /receipts                        | ReceiptCreate              | Receipt (201)                   |
 * | GET  /receipts/{id}                   | bearer                     | Receipt, 404                    |
 * | POST /receipts/{id}                   | ReceiptUpdate              | Receipt, 409 unless draft       |
 * | DELETE /receipts/{id}                 | bearer                     | 204, 409 once submitted         |
 * | GET  /receipts/{id}/items             | limit, page                | ListResponse<ReceiptItem>       |
 * | POST /receipts/{id}/copy              | bearer                     | Receipt (201), a new draft      |
 * | GET  /receiptTypes                    | limit, page                | ListResponse<ReceiptType>       |
 * | POST /receiptItems/{id}               | ReceiptItemUpdate          | ReceiptItem, 409 unless draft   |
 * | DELETE /receiptItems/{id}             | bearer                     | 204, 409 unless draft           |
 * | GET  /invoices, /companies/{id}/invoices | limit, page, status?    | ListResponse<Invoice>           |
 * | POST /invoices                        | InvoiceCreate              | Invoice (201)                   |
 * | GET  /invoices/{id}                   | bearer                     | Invoice, 404                    |
 * | POST /invoices/{id}                   | InvoiceUpdate              | Invoice, 403 without invoices.EDIT, 409 |
 * | GET  /invoices/{id}/items             | limit, page                | ListResponse<InvoiceItem>       |
 *
 * Amounts are numbers with at most two decimals, never negative; VAT rates are percentages (0, 9, 20 or 21).
 */
import { Type, type Static } from 'typebox';
import { Id, IsoDate, IsoDateTime, Nullable, OneOf, Shape } from './shapes';
import { amount, listOf } from './fields/amountFields';
import {
  atLeastOneKey, field, isoDate, notBefore, nullable, object, oneOf, optional, text, wholeNumber, type Field, type FieldInput,
} from './fields/fields';

/** An amount of money or a quantity: never negative, at most two decimals. */
const Amount = (description: string) => Type.Number({ minimum: 0, description });

/** Money of a receipt or invoice: net (quantity × unit price, per line rounded to cents), VAT and gross. */
export const MoneyTotals = Shape({
  net: Amount('Quantity × unit price per line, rounded to cents, summed.'),
  vat: Amount('VAT per line, rounded to cents, summed.'),
  gross: Amount('Net plus VAT.'),
}, 'Money of a receipt or invoice: net (quantity × unit price, per line rounded to cents), VAT and gross.');
export type MoneyTotals = Static<typeof MoneyTotals>;

/** The VAT rates a line may carry, in percent. */
export const VatRate = Type.Union([Type.Literal(0), Type.Literal(9), Type.Literal(20), Type.Literal(21)],
  { description: 'The VAT rate in percent: 0, 9, 20 or 21.' });
export type VatRate = Static<typeof VatRate>;

/** A line of a receipt or invoice as answered. */
export const PricedLine = Shape({
  id: Id,
  description: Type.String(),
  quantity: Amount('At most two decimals.'),
  unitPrice: Amount('Euros, at most two decimals.'),
  vatRate: VatRate,
  ...MoneyTotals.properties,
}, 'A line of a receipt or invoice as answered.');
export type PricedLine = Static<typeof PricedLine>;

/** VAT rates a line may carry, in percent. */
const vatRates = [0, 9, 20, 21] as const;

const vatRate: Field<VatRate> = field(VatRate, (value, path, problems) => {
  if (!vatRates.includes(value as VatRate)) {
    problems.push({ path, message: value === undefined ? 'is required' : `must be one of ${vatRates.join(', ')}` });
  }
  return value as VatRate;
});

const lineShape = { description: text({ max: 300 }), quantity: amount(99_999), unitPrice: amount(), vatRate };

/** A new line of a receipt or invoice: every field required, amounts non-negative with at most 2 decimals. */
export const pricedLineInput = object(lineShape, { unknownKeys: 'reject' });
/** A line of a receipt or invoice as sent. */
export type PricedLineInput = FieldInput<typeof pricedLineInput>;

/** `POST /receiptItems/{id}`: a change to a line of a draft, any of its fields, at least one. */
export const receiptItemUpdate = object({
  description: optional(lineShape.description, undefined), quantity: optional(lineShape.quantity, undefined),
  unitPrice: optional(lineShape.unitPrice, undefined), vatRate: optional(vatRate, undefined),
}, { unknownKeys: 'reject', check: atLeastOneKey({ path: 'description', message: 'send at least one of description, quantity, unitPrice, vatRate' }) });

const anId = wholeNumber(1, 2_147_483_647);
const note = (max: number) => nullable(text({ max }));
const lines = (min: number) => listOf(pricedLineInput, { min, max: 100 });
const atLeastOne = atLeastOneKey({ path: '', message: 'send at least one field to change' });

/** Receipt statuses a body may name. */
export const receiptStatuses = ['draft', 'submitted', 'approved', 'rejected'] as const;
/** Invoice statuses a body may name. */
export const invoiceStatuses = ['draft', 'sent', 'paid', 'cancelled'] as const;

/** A kind of expense, e.g. Fuel, Parking, Catering. */
export const ReceiptType = Shape({ id: Id, name: Type.String() }, 'A kind of expense, e.g. Fuel, Parking, Catering.');
export type ReceiptType = Static<typeof ReceiptType>;

/** States of a receipt: a draft may change; submitted waits for the office; approved or rejected is final (rejected may return to draft). */
export const ReceiptStatus = OneOf(['draft', 'submitted', 'approved', 'rejected'],
  'A draft may change; submitted waits for the office; approved or rejected is final (rejected may return to draft).');
export type ReceiptStatus = Static<typeof ReceiptStatus>;

const CompanyRef = Shape({ id: Id, name: Type.String() });
const ProjectRef = Shape({ number: Type.String(), name: Type.String() });

/** An expense receipt of a person, charged to a company and optionally a project. */
export const Receipt = Shape({
  id: Id,
  number: Type.String({ description: 'E.g. R-2026-0007.' }),
  type: ReceiptType,
  date: IsoDate,
  supplier: Type.String(),
  description: Nullable(Type.String()),
  company: Nullable(CompanyRef),
  project: Nullable(ProjectRef),
  person: Shape({ id: Id, name: Type.String() }),
  status: ReceiptStatus,
  currency: Type.Literal('EUR'),
  totals: MoneyTotals,
  itemCount: Type.Integer({ minimum: 0 }),
  createdAt: IsoDateTime,
}, 'An expense receipt of a person, charged to a company and optionally a project.');
export type Receipt = Static<typeof Receipt>;

/** One line of a receipt. */
export const ReceiptItem = Shape({ ...PricedLine.properties, receiptId: Id }, 'One line of a receipt.');
export type ReceiptItem = Static<typeof ReceiptItem>;

/** `POST /receipts`: a new draft with at least one line. */
export const receiptCreate = object({
  typeId: anId, date: isoDate(), supplier: text({ max: 200 }), description: optional(note(2000), null),
  companyId: optional(nullable(anId), null), projectNumber: optional(note(20), null), items: lines(1),
}, { unknownKeys: 'reject' });
/** What the app sends to `POST /receipts`. */
export type ReceiptCreate = FieldInput<typeof receiptCreate>;

/** `POST /receipts/{id}`: change fields and add lines of a draft, and/or move it on (`submitted`, `approved`, `rejected`, `draft`). */
export const receiptUpdate = object({
  typeId: optional(anId, undefined), date: optional(isoDate(), undefined), supplier: optional(text({ max: 200 }), undefined),
  description: optional(note(2000), undefined), companyId: optional(nullable(anId), undefined),
  projectNumber: optional(note(20), undefined), status: optional(oneOf(receiptStatuses), undefined),
  newItems: optional(lines(0), undefined),
}, { unknownKeys: 'reject', check: atLeastOne });
/** What the app sends to `POST /receipts/{id}`. */
export type ReceiptUpdate = FieldInput<typeof receiptUpdate>;

/** What the app sends to `POST /receiptItems/{id}`. */
export type ReceiptItemUpdate = FieldInput<typeof receiptItemUpdate>;

/** States of an invoice; `overdue` is answered separately (sent and past its due date). */
export const InvoiceStatus = OneOf(['draft', 'sent', 'paid', 'cancelled'],
  'Whether it is overdue (sent and past its due date) is answered separately.');
export type InvoiceStatus = Static<typeof InvoiceStatus>;

/** An invoice of the tenant's company to a client company; clients see their company's invoices once sent. */
export const Invoice = Shape({
  id: Id,
  number: Type.String(),
  company: CompanyRef,
  project: Nullable(ProjectRef),
  contact: Nullable(Shape({ id: Id, name: Type.String() })),
  invoiceDate: IsoDate,
  dueDate: IsoDate,
  status: InvoiceStatus,
  overdue: Type.Boolean({ description: 'Sent and past its due date.' }),
  reference: Nullable(Type.String()),
  comment: Nullable(Type.String()),
  paidOn: Nullable(IsoDate),
  currency: Type.Literal('EUR'),
  totals: MoneyTotals,
}, "An invoice of the tenant's company to a client company; clients see their company's invoices once sent.");
export type Invoice = Static<typeof Invoice>;

/** One line of an invoice. */
export const InvoiceItem = Shape({ ...PricedLine.properties, invoiceId: Id }, 'One line of an invoice.');
export type InvoiceItem = Static<typeof InvoiceItem>;

/** `POST /invoices`: a new draft for a client company. */
export const invoiceCreate = object({
  companyId: anId, projectNumber: optional(note(20), null), contactId: optional(nullable(anId), null), invoiceDate: isoDate(),
  dueDate: isoDate(), reference: optional(note(200), null), comment: optional(note(2000), null), items: lines(1),
}, { unknownKeys: 'reject', check: notBefore('invoiceDate', 'dueDate') });
/** What the app sends to `POST /invoices`. */
export type InvoiceCreate = FieldInput<typeof invoiceCreate>;

/** `POST /invoices/{id}` (invoices.EDIT): reference, comment, due date, or the next status (draft → sent → paid; cancel). */
export const invoiceUpdate = object({
  reference: optional(note(200), undefined), comment: optional(note(2000), undefined), dueDate: optional(isoDate(), undefined),
  status: optional(oneOf(invoiceStatuses), undefined),
}, { unknownKeys: 'reject', check: atLeastOne });
/** What the app sends to `POST /invoices/{id}`. */
export type InvoiceUpdate = FieldInput<typeof invoiceUpdate>;

/**
 * A link the office made to show one invoice or receipt to someone without a login (`/shared/invoice/{token}`): it
 * shows that record only, until it expires or is withdrawn.
 */
export const ShareLink = Shape({
  id: Id,
  url: Type.String({ description: "The link to hand out: the app's public page of the record, with the link's token." }),
  createdAt: IsoDateTime,
  createdBy: Type.String({ description: 'Who made it.' }),
  expiresAt: IsoDateTime,
  revokedAt: Nullable(IsoDateTime),
  active: Type.Boolean({ description: 'Neither expired nor withdrawn: the link opens the record.' }),
}, 'A link the office made to show one invoice or receipt to someone without a login, until it expires or is withdrawn.');
export type ShareLink = Static<typeof ShareLink>;

/** How long a new link holds, in days: 30 unless the office says otherwise, at most 90. */
export const shareLinkDays = { standard: 30, max: 90 } as const;

/** `POST /invoices/{id}/shareLinks`, `POST /receipts/{id}/shareLinks`: how long the new link holds. */
export const shareLinkCreate = optional(object({
  days: optional(wholeNumber(1, shareLinkDays.max), shareLinkDays.standard),
}, { unknownKeys: 'reject' }), { days: shareLinkDays.standard });
/** What the app sends to `POST /invoices/{id}/shareLinks`, `POST /receipts/{id}/shareLinks`. */
export type ShareLinkCreate = FieldInput<typeof shareLinkCreate>;

/** What a shared invoice's link shows: the invoice and its lines, under the tenant's name. */
export const SharedInvoice = Shape({
  tenantName: Type.String(),
  invoice: Invoice,
  items: Type.Array(InvoiceItem),
  expiresAt: IsoDateTime,
}, "What a shared invoice's link shows: the invoice and its lines, under the tenant's name.");
export type SharedInvoice = Static<typeof SharedInvoice>;

/** What a shared receipt's link shows: the receipt and its lines, under the tenant's name. */
export const SharedReceipt = Shape({
  tenantName: Type.String(),
  receipt: Receipt,
  items: Type.Array(ReceiptItem),
  expiresAt: IsoDateTime,
}, "What a shared receipt's link shows: the receipt and its lines, under the tenant's name.");
export type SharedReceipt = Static<typeof SharedReceipt>;
