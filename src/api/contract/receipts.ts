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

/** Money of a receipt or invoice: net (quantity × unit price, per line rounded to cents), VAT and gross. */
export interface MoneyTotals { net: number; vat: number; gross: number }

/** The VAT rates a line may carry, in percent. */
export type VatRate = 0 | 9 | 20 | 21;

/** A line of a receipt or invoice as answered. */
export interface PricedLine extends MoneyTotals {
  id: number;
  description: string;
  quantity: number;
  unitPrice: number;
  vatRate: VatRate;
}

/** A line of a receipt or invoice as sent. */
export interface PricedLineInput { description: string; quantity: number; unitPrice: number; vatRate: VatRate }

/** A kind of expense, e.g. Fuel, Parking, Catering. */
export interface ReceiptType { id: number; name: string }

/** States of a receipt: a draft may change; submitted waits for the office; approved or rejected is final (rejected may return to draft). */
export type ReceiptStatus = 'draft' | 'submitted' | 'approved' | 'rejected';

/** An expense receipt of a person, charged to a company and optionally a project. */
export interface Receipt {
  id: number;
  number: string;
  type: ReceiptType;
  date: string;
  supplier: string;
  description: string | null;
  company: { id: number; name: string } | null;
  project: { number: string; name: string } | null;
  person: { id: number; name: string };
  status: ReceiptStatus;
  currency: 'EUR';
  totals: MoneyTotals;
  itemCount: number;
  createdAt: string;
}

/** One line of a receipt. */
export interface ReceiptItem extends PricedLine { receiptId: number }

/** `POST /receipts`: a new draft with at least one line. */
export interface ReceiptCreate {
  typeId: number;
  date: string;
  supplier: string;
  description?: string | null;
  companyId?: number | null;
  projectNumber?: string | null;
  items: PricedLineInput[];
}

/** `POST /receipts/{id}`: change fields and add lines of a draft, and/or move it on (`submitted`, `approved`, `rejected`, `draft`). */
export interface ReceiptUpdate extends Partial<Omit<ReceiptCreate, 'items'>> {
  status?: ReceiptStatus;
  newItems?: PricedLineInput[];
}

/** `POST /receiptItems/{id}`: change a line of a draft. */
export type ReceiptItemUpdate = Partial<PricedLineInput>;

/** States of an invoice; `overdue` is answered separately (sent and past its due date). */
export type InvoiceStatus = 'draft' | 'sent' | 'paid' | 'cancelled';

/** An invoice of the tenant's company to a client company; clients see their company's invoices once sent. */
export interface Invoice {
  id: number;
  number: string;
  company: { id: number; name: string };
  project: { number: string; name: string } | null;
  contact: { id: number; name: string } | null;
  invoiceDate: string;
  dueDate: string;
  status: InvoiceStatus;
  overdue: boolean;
  reference: string | null;
  comment: string | null;
  paidOn: string | null;
  currency: 'EUR';
  totals: MoneyTotals;
}

/** One line of an invoice. */
export interface InvoiceItem extends PricedLine { invoiceId: number }

/** `POST /invoices`: a new draft for a client company. */
export interface InvoiceCreate {
  companyId: number;
  projectNumber?: string | null;
  contactId?: number | null;
  invoiceDate: string;
  dueDate: string;
  reference?: string | null;
  comment?: string | null;
  items: PricedLineInput[];
}

/** `POST /invoices/{id}` (invoices.EDIT): reference, comment, due date, or the next status (draft → sent → paid; cancel). */
export interface InvoiceUpdate { reference?: string | null; comment?: string | null; dueDate?: string; status?: InvoiceStatus }
