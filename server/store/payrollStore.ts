import type { Payroll, PayrollDocument } from '../../src/ground/contract';
import { pageOf, type Page, type Paging } from '../kernel/paging';
import type { SessionContext } from '../kernel/route';
import { mayReadPersonRecords, personScopeOf } from './personRecordAccess';

/** Payrolls with gross (hours × rate rounded to cents, plus allowance) and hours summed over their items not declined. */
const payrolls = `
  SELECT * FROM (
    SELECT p.id, p.tenant_id, p.person_id, pe.first_name || ' ' || pe.last_name AS person_name, p.number,
      p.period_start::text AS period_start, p.period_end::text AS period_end, p.status, p.tax_rate::float8 AS tax_rate,
      p.paid_on::text AS paid_on,
      COALESCE((SELECT sum(round(i.hours * i.rate, 2) + i.allowance) FROM payroll_items i
        WHERE i.payroll_id = p.id AND i.status <> 'declined'), 0)::float8 AS gross,
      COALESCE((SELECT sum(i.hours) FROM payroll_items i WHERE i.payroll_id = p.id AND i.status <> 'declined'), 0)::float8 AS hours,
      (SELECT count(*)::int FROM payroll_items i WHERE i.payroll_id = p.id AND i.status = 'toConfirm') AS items_to_confirm
    FROM payrolls p JOIN persons pe ON pe.id = p.person_id
  ) AS payroll`;

interface PayrollRow {
  id: number; tenant_id: number; person_id: number; person_name: string; number: string; period_start: string;
  period_end: string; status: Payroll['status']; tax_rate: number; paid_on: string | null; gross: number; hours: number;
  items_to_confirm: number;
}

interface DocumentRow { id: number; payroll_id: number; type: PayrollDocument['type']; title: string; created_at: Date }

/** A person's payrolls, newest period first; `toConfirm` keeps those with items waiting. Null when not the caller's to read. */
export async function listPersonPayrolls(
  ctx: SessionContext, personId: number, query: { toConfirm: boolean | null } & Paging,
): Promise<Page<Payroll> | null> {
  if (!(await mayReadPersonRecords(ctx, personId))) return null;
  const page = await pageOf<PayrollRow>(ctx.db,
    `${payrolls} WHERE tenant_id = $1 AND person_id = $2 AND ($3::boolean IS NULL OR (items_to_confirm > 0) = $3::boolean)
     ORDER BY period_start DESC, id DESC`,
    [ctx.tenant.id, personId, query.toConfirm], query);
  return { items: await withDocuments(ctx, page.items), total: page.total };
}

/** One payroll the caller may read (their own, or any in the tenant for office readers); null otherwise. */
export async function findPayroll(ctx: SessionContext, id: number): Promise<Payroll | null> {
  const result = await ctx.db.query<PayrollRow>(
    `${payrolls} WHERE id = $1 AND tenant_id = $2 AND ($3::int IS NULL OR person_id = $3::int)`,
    [id, ctx.tenant.id, personScopeOf(ctx)]);
  const [payroll] = await withDocuments(ctx, result.rows);
  return payroll ?? null;
}

async function withDocuments(ctx: SessionContext, rows: PayrollRow[]): Promise<Payroll[]> {
  if (rows.length === 0) return [];
  const documents = await ctx.db.query<DocumentRow>(
    'SELECT id, payroll_id, type, title, created_at FROM payroll_documents WHERE payroll_id = ANY($1::int[]) ORDER BY id',
    [rows.map((row) => row.id)]);
  return rows.map((row) => ({
    id: row.id, personId: row.person_id, personName: row.person_name, number: row.number,
    period: { startDate: row.period_start, endDate: row.period_end }, status: row.status,
    gross: row.gross, hours: row.hours, net: Math.round(row.gross * (1 - row.tax_rate) * 100) / 100, taxRate: row.tax_rate,
    paidOn: row.paid_on, itemsToConfirm: row.items_to_confirm,
    documents: documents.rows.filter((document) => document.payroll_id === row.id).map((document) => ({
      id: document.id, type: document.type, title: document.title, createdAt: new Date(document.created_at).toISOString(),
    })),
  }));
}
