import type { PayrollItem, PayrollItemDecline, PayrollItemUpdate } from '../../src/ground/contract';
import { conflict, forbidden, notFound } from '../kernel/HttpError';
import { pageOf, type Page, type Paging } from '../kernel/paging';
import type { SessionContext } from '../kernel/route';
import { insertActivity } from './activityStore';
import { findPayroll } from './payrollStore';
import { personScopeOf } from './personRecordAccess';

const items = `
  SELECT * FROM (
    SELECT i.id, i.payroll_id, p.number AS payroll_number, p.tenant_id, p.person_id, i.crew_item_id,
      i.work_date::text AS work_date, i.description, i.hours::float8 AS hours, i.rate::float8 AS rate,
      i.allowance::float8 AS allowance, (round(i.hours * i.rate, 2) + i.allowance)::float8 AS amount, i.remarks, i.status,
      i.confirmed_at, i.declined_at, i.decline_reason
    FROM payroll_items i JOIN payrolls p ON p.id = i.payroll_id
  ) AS item`;

interface ItemRow {
  id: number; payroll_id: number; payroll_number: string; tenant_id: number; person_id: number; crew_item_id: number | null;
  work_date: string; description: string; hours: number; rate: number; allowance: number; amount: number;
  remarks: string | null; status: PayrollItem['status']; confirmed_at: Date | null; declined_at: Date | null;
  decline_reason: string | null;
}

/** The items of a payroll the caller may read, by date; null when the payroll is not theirs to read. */
export async function listPayrollItems(ctx: SessionContext, payrollId: number, paging: Paging): Promise<Page<PayrollItem> | null> {
  if (!(await findPayroll(ctx, payrollId))) return null;
  const page = await pageOf<ItemRow>(ctx.db, `${items} WHERE payroll_id = $1 ORDER BY work_date, id`, [payrollId], paging);
  return { items: page.items.map(itemOf), total: page.total };
}

/** One payroll item the caller may read; null otherwise. */
export async function findPayrollItem(ctx: SessionContext, id: number): Promise<PayrollItem | null> {
  const row = await itemRow(ctx, id);
  return row ? itemOf(row) : null;
}

/** Confirms and/or corrects one of the caller's own items while it waits; 409 once confirmed or declined. */
export async function updatePayrollItem(ctx: SessionContext, id: number, body: PayrollItemUpdate): Promise<PayrollItem> {
  await ownWaitingItem(ctx, id);
  const result = await ctx.db.query(
    `UPDATE payroll_items SET hours = COALESCE($2::numeric, hours),
       remarks = CASE WHEN $3::boolean THEN $4::text ELSE remarks END,
       status = CASE WHEN $5::boolean THEN 'confirmed' ELSE status END,
       confirmed_at = CASE WHEN $5::boolean THEN $6::timestamptz ELSE confirmed_at END
     WHERE id = $1 AND status = 'toConfirm'`,
    [id, body.hours ?? null, body.remarks !== undefined, body.remarks ?? null, body.confirmed === true, ctx.now.toISOString()]);
  if ((result.affectedRows ?? 0) === 0) throw conflict('This payroll item is already confirmed or declined');
  return (await findPayrollItem(ctx, id))!;
}

/** Declines one of the caller's waiting items and leaves the office a TODO_PAYROLL_ITEM with the reason, in one transaction. */
export async function declinePayrollItem(ctx: SessionContext, id: number, body: PayrollItemDecline): Promise<PayrollItem> {
  const item = await ownWaitingItem(ctx, id);
  await ctx.db.transaction(async (tx) => {
    const result = await tx.query(
      `UPDATE payroll_items SET status = 'declined', declined_at = $2, decline_reason = $3 WHERE id = $1 AND status = 'toConfirm'`,
      [id, ctx.now.toISOString(), body.reason]);
    if ((result.affectedRows ?? 0) === 0) throw conflict('This payroll item is already confirmed or declined');
    await insertActivity(tx, {
      tenantId: ctx.tenant.id, subjectType: 'payrollItem', subjectId: id, createdBy: ctx.principal.userId, today: ctx.today,
      payload: {
        caption: `Payroll item declined: ${item.description} (${item.work_date}, payroll ${item.payroll_number})`,
        type: 'TODO_PAYROLL_ITEM', body: body.reason, personParty: item.person_id, category: 'payroll',
      },
    });
  });
  return (await findPayrollItem(ctx, id))!;
}

async function itemRow(ctx: SessionContext, id: number): Promise<ItemRow | null> {
  const result = await ctx.db.query<ItemRow>(
    `${items} WHERE id = $1 AND tenant_id = $2 AND ($3::int IS NULL OR person_id = $3::int)`,
    [id, ctx.tenant.id, personScopeOf(ctx)]);
  return result.rows[0] ?? null;
}

/** The item when it is the caller's own and still waits: 404 unseen, 403 someone else's, 409 already handled. */
async function ownWaitingItem(ctx: SessionContext, id: number): Promise<ItemRow> {
  const row = await itemRow(ctx, id);
  if (!row) throw notFound('Payroll item not found');
  if (row.person_id !== ctx.principal.personId) throw forbidden('Only the crew member can confirm, correct or decline their payroll items');
  if (row.status !== 'toConfirm') throw conflict(`This payroll item is already ${row.status}`);
  return row;
}

function itemOf(row: ItemRow): PayrollItem {
  const iso = (moment: Date | null) => (moment ? new Date(moment).toISOString() : null);
  return {
    id: row.id, payrollId: row.payroll_id, payrollNumber: row.payroll_number, crewItemId: row.crew_item_id,
    workDate: row.work_date, description: row.description, hours: row.hours, rate: row.rate, allowance: row.allowance,
    amount: row.amount, remarks: row.remarks, status: row.status, confirmedAt: iso(row.confirmed_at),
    declinedAt: iso(row.declined_at), declineReason: row.decline_reason,
  };
}
