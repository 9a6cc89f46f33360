import type { Invoice, InvoiceItem } from '../../src/ground/contract';
import { holdsRight } from '../kernel/canAccess';
import { pageOf, type Page, type Paging } from '../kernel/paging';
import { orderBy, type ListSort } from '../kernel/listSort';
import type { SessionContext } from '../kernel/route';
import type { Queryable } from '../kernel/database';
import { lineColumns, lineOf, totalsFrom, totalsOf, type LineRow } from './pricedLines';

/** Invoices with company, project, contact, totals and whether they are overdue ($1 today). */
const invoices = `
  SELECT * FROM (
    SELECT i.id, i.tenant_id, i.number, i.company_id, c.name AS company_name, i.project_id, p.number AS project_number, p.name AS project_name,
      i.contact_id, k.first_name || ' ' || k.last_name AS contact_name, i.invoice_date::text AS invoice_date,
      i.due_date::text AS due_date, i.status, (i.status = 'sent' AND i.due_date < $1::date) AS overdue, i.reference, i.comment,
      i.paid_on::text AS paid_on, ${totalsOf('invoice_items', 'invoice_id', 'i.id')} AS totals
    FROM invoices i JOIN companies c ON c.id = i.company_id LEFT JOIN projects p ON p.id = i.project_id
    LEFT JOIN contacts k ON k.id = i.contact_id
  ) AS invoice`;

interface InvoiceRow {
  id: number; tenant_id: number; number: string; company_id: number; company_name: string; project_number: string | null;
  project_name: string | null; contact_id: number | null; contact_name: string | null; invoice_date: string; due_date: string;
  status: Invoice['status']; overdue: boolean; reference: string | null; comment: string | null; paid_on: string | null;
  totals: { net: number; vat: number };
}

/**
 * Who sees which invoices ($2 tenant, $3 office, $4 person): an office login with invoices.READ every invoice of the
 * tenant; a client the invoices of the companies they are a contact of, once sent (drafts stay in the office).
 */
const visible = `tenant_id = $2 AND ($3::boolean OR (status <> 'draft'
  AND company_id IN (SELECT company_id FROM contacts WHERE person_id = $4::int)))`;

const scopeParams = (ctx: SessionContext) => [ctx.today, ctx.tenant.id,
  ctx.principal.loginTypes.includes('office') && holdsRight(ctx.principal, 'invoices.READ'), ctx.principal.personId ?? -1];

/** The columns `GET /invoices` sorts by (`sort`), by their API names. */
export const invoiceSortColumns = {
  number: 'number', invoiceDate: 'invoice_date', dueDate: 'due_date', company: 'lower(company_name)', project: 'lower(project_name)',
  status: 'status',
} as const;

/** The invoices the caller may see, newest first or by the asked column, optionally of one status, company or project (by id). */
export async function listInvoices(
  ctx: SessionContext,
  query: { status: Invoice['status'] | null; companyId?: number; projectId?: number } & Partial<ListSort<keyof typeof invoiceSortColumns>> & Paging,
): Promise<Page<Invoice>> {
  const page = await pageOf<InvoiceRow>(ctx.db,
    `${invoices} WHERE ${visible} AND ($5::text IS NULL OR status = $5::text) AND ($6::int IS NULL OR company_id = $6::int)
       AND ($7::int IS NULL OR project_id = $7::int)
     ${orderBy(invoiceSortColumns, { sort: query.sort ?? null, order: query.order ?? 'asc' }, 'invoice_date DESC, id DESC')}`,
    [...scopeParams(ctx), query.status, query.companyId ?? null, query.projectId ?? null], query);
  return { items: page.items.map(invoiceOf), total: page.total };
}

/** One invoice the caller may see; null otherwise. */
export async function findInvoice(ctx: SessionContext, id: number): Promise<Invoice | null> {
  const result = await ctx.db.query<InvoiceRow>(`${invoices} WHERE ${visible} AND id = $5`, [...scopeParams(ctx), id]);
  const row = result.rows[0];
  return row ? invoiceOf(row) : null;
}

/** The lines of an invoice the caller may see; null when unseen. */
export async function listInvoiceItems(ctx: SessionContext, invoiceId: number, paging: Paging): Promise<Page<InvoiceItem> | null> {
  if (!(await findInvoice(ctx, invoiceId))) return null;
  const page = await pageOf<LineRow>(ctx.db, `SELECT ${lineColumns} FROM invoice_items l WHERE l.invoice_id = $1 ORDER BY l.id`,
    [invoiceId], paging);
  return { items: page.items.map((row) => ({ ...lineOf(row), invoiceId })), total: page.total };
}

/**
 * An invoice and its lines by id within a tenant, sent or later (never a draft), for whoever holds a share link to it
 * (`shareLinkStore.ts` checked the link); null when there is none such.
 */
export async function sharedInvoiceOf(db: Queryable, today: string, tenantId: number, id: number): Promise<{ invoice: Invoice; items: InvoiceItem[] } | null> {
  const result = await db.query<InvoiceRow>(`${invoices} WHERE tenant_id = $2 AND id = $3 AND status <> 'draft'`, [today, tenantId, id]);
  const row = result.rows[0];
  if (!row) return null;
  const lines = await db.query<LineRow>(`SELECT ${lineColumns} FROM invoice_items l WHERE l.invoice_id = $1 ORDER BY l.id`, [id]);
  return { invoice: invoiceOf(row), items: lines.rows.map((line) => ({ ...lineOf(line), invoiceId: id })) };
}

function invoiceOf(row: InvoiceRow): Invoice {
  return {
    id: row.id, number: row.number, company: { id: row.company_id, name: row.company_name },
    project: row.project_number === null ? null : { number: row.project_number, name: row.project_name ?? '' },
    contact: row.contact_id === null ? null : { id: row.contact_id, name: row.contact_name ?? '' },
    invoiceDate: row.invoice_date, dueDate: row.due_date, status: row.status, overdue: row.overdue, reference: row.reference,
    comment: row.comment, paidOn: row.paid_on, currency: 'EUR', totals: totalsFrom(row.totals),
  };
}
