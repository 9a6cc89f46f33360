import type { Receipt, ReceiptCreate, ReceiptStatus } from '../../src/ground/contract';
import { holdsRight } from '../kernel/canAccess';
import { badRequest } from '../kernel/HttpError';
import { pageOf, type Page, type Paging } from '../kernel/paging';
import { orderBy, type ListSort } from '../kernel/listSort';
import type { SessionContext } from '../kernel/route';
import type { Queryable } from '../kernel/database';
import { totalsFrom, totalsOf } from './pricedLines';

/** Receipts with their type, company, project, person and totals. */
const receipts = `
  SELECT * FROM (
    SELECT r.id, r.tenant_id, r.number, r.type_id, rt.name AS type_name, r.date::text AS date, r.supplier, r.description,
      r.company_id, c.name AS company_name, p.number AS project_number, p.name AS project_name, r.person_id,
      pe.first_name || ' ' || pe.last_name AS person_name, r.status, r.created_at,
      ${totalsOf('receipt_items', 'receipt_id', 'r.id')} AS totals,
      (SELECT count(*)::int FROM receipt_items i WHERE i.receipt_id = r.id) AS item_count
    FROM receipts r JOIN receipt_types rt ON rt.id = r.type_id JOIN persons pe ON pe.id = r.person_id
    LEFT JOIN companies c ON c.id = r.company_id LEFT JOIN projects p ON p.id = r.project_id
  ) AS receipt`;

interface ReceiptRow {
  id: number; tenant_id: number; number: string; type_id: number; type_name: string; date: string; supplier: string;
  description: string | null; company_id: number | null; company_name: string | null; project_number: string | null;
  project_name: string | null; person_id: number; person_name: string; status: ReceiptStatus; created_at: Date;
  totals: { net: number; vat: number }; item_count: number;
}

/** Office logins with receipts.READ see every receipt of the tenant; anyone else only their own. */
export const isReceiptOffice = (ctx: SessionContext) =>
  ctx.principal.loginTypes.includes('office') && holdsRight(ctx.principal, 'receipts.READ');

const scope = (ctx: SessionContext) => (isReceiptOffice(ctx) ? null : (ctx.principal.personId ?? -1));

/** The columns `GET /receipts` sorts by (`sort`), by their API names. */
export const receiptSortColumns = {
  date: 'date', number: 'number', supplier: 'lower(supplier)', type: 'lower(type_name)', person: 'lower(person_name)',
  project: 'lower(project_name)', status: 'status',
} as const;

/** The receipts the caller may see, newest first or by the asked column, optionally of one status or company. */
export async function listReceipts(
  ctx: SessionContext, query: { status: ReceiptStatus | null; companyId?: number } & Partial<ListSort<keyof typeof receiptSortColumns>> & Paging,
): Promise<Page<Receipt>> {
  const page = await pageOf<ReceiptRow>(ctx.db,
    `${receipts} WHERE tenant_id = $1 AND ($2::int IS NULL OR person_id = $2::int) AND ($3::text IS NULL OR status = $3::text)
       AND ($4::int IS NULL OR company_id = $4::int) ${orderBy(receiptSortColumns, { sort: query.sort ?? null, order: query.order ?? 'asc' }, 'date DESC, id DESC')}`,
    [ctx.tenant.id, scope(ctx), query.status, query.companyId ?? null], query);
  return { items: page.items.map(receiptOf), total: page.total };
}

/** One receipt the caller may see; null otherwise. */
export async function findReceipt(ctx: SessionContext, id: number, db: Queryable = ctx.db): Promise<Receipt | null> {
  const result = await db.query<ReceiptRow>(
    `${receipts} WHERE id = $1 AND tenant_id = $2 AND ($3::int IS NULL OR person_id = $3::int)`, [id, ctx.tenant.id, scope(ctx)]);
  const row = result.rows[0];
  return row ? receiptOf(row) : null;
}

/**
 * The ids behind a receipt's or invoice's references, checked within the tenant: each unknown one is a 400 detail.
 * Absent keys stay undefined; null clears.
 */
export async function resolveReferences(ctx: SessionContext, body: Partial<Pick<ReceiptCreate, 'typeId' | 'companyId' | 'projectNumber'>>
  & { contactId?: number | null }): Promise<{ projectId?: number | null }> {
  const problems: { path: string; message: string }[] = [];
  const exists = async (sql: string, value: unknown, path: string) => {
    if (value === undefined || value === null) return;
    const found = await ctx.db.query(sql, [value, ctx.tenant.id]);
    if (found.rows.length === 0) problems.push({ path, message: 'is not known' });
  };
  await exists('SELECT 1 FROM receipt_types WHERE id = $1 AND tenant_id = $2', body.typeId, 'typeId');
  await exists('SELECT 1 FROM companies WHERE id = $1 AND tenant_id = $2', body.companyId, 'companyId');
  await exists('SELECT 1 FROM contacts WHERE id = $1 AND tenant_id = $2', body.contactId, 'contactId');
  let projectId: number | null | undefined = body.projectNumber === null ? null : undefined;
  if (body.projectNumber) {
    const project = await ctx.db.query<{ id: number }>('SELECT id FROM projects WHERE number = $1 AND tenant_id = $2',
      [body.projectNumber, ctx.tenant.id]);
    projectId = project.rows[0]?.id;
    if (projectId === undefined) problems.push({ path: 'projectNumber', message: 'is not known' });
  }
  if (problems.length > 0) throw badRequest('The request names records that do not exist', problems);
  return { projectId };
}

/** A receipt by id within a tenant, for whoever holds a share link to it (`shareLinkStore.ts` checked the link). */
export async function receiptOfTenant(db: Queryable, tenantId: number, id: number): Promise<Receipt | null> {
  const result = await db.query<ReceiptRow>(`${receipts} WHERE id = $1 AND tenant_id = $2`, [id, tenantId]);
  const row = result.rows[0];
  return row ? receiptOf(row) : null;
}

function receiptOf(row: ReceiptRow): Receipt {
  return {
    id: row.id, number: row.number, type: { id: row.type_id, name: row.type_name }, date: row.date, supplier: row.supplier,
    description: row.description,
    company: row.company_id === null ? null : { id: row.company_id, name: row.company_name ?? '' },
    project: row.project_number === null ? null : { number: row.project_number, name: row.project_name ?? '' },
    person: { id: row.person_id, name: row.person_name }, status: row.status, currency: 'EUR',
    totals: totalsFrom(row.totals), itemCount: row.item_count, createdAt: new Date(row.created_at).toISOString(),
  };
}
