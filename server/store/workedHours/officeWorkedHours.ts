import type { WorkedHours, WorkedHoursApproval, WorkedHoursApproved, WorkedHoursCorrection, WorkedHoursState } from '../../../src/ground/contract';
import { conflict, notFound } from '../../kernel/HttpError';
import { pageOf, type Page, type Paging } from '../../kernel/paging';
import type { SessionContext } from '../../kernel/route';
import { companySettingOf } from '../companySettingOf';
import { workedHoursById } from './crewWorkedHours';
import { payrollOfDay } from './payrollOfDay';
import { clockParams, workedHoursOf, workedHoursRows, type WorkedHoursRow } from './workedHoursQuery';
import { approvedHoursOf, workedMinutesOf } from './workedHoursRules';

/** Which recorded days the office lists: one state, one project, a period; left out, no limit. */
export interface WorkedHoursFilters { state: WorkedHoursState | null; projectNumber: string | null; from: string | null; to: string | null }

/** The condition of `WorkedHoursFilters` on `workedHoursRows`, its parameters from $4 ($3 is the tenant). */
const filtered = `tenant_id = $3 AND ($5::text IS NULL OR project_number = $5::text) AND ($6::date IS NULL OR work_date::date >= $6::date)
  AND ($7::date IS NULL OR work_date::date <= $7::date)
  AND ($4::text IS NULL OR $4::text = CASE WHEN approved_at IS NOT NULL THEN 'approved' WHEN confirmed_at IS NOT NULL THEN 'confirmed'
    WHEN ended_at IS NOT NULL THEN 'toConfirm' ELSE 'checkedIn' END)`;

/** The tenant's recorded days for the office (payrolls.APPROVE), oldest first. */
export async function listWorkedHours(ctx: SessionContext, query: WorkedHoursFilters & Paging): Promise<Page<WorkedHours>> {
  const page = await pageOf<WorkedHoursRow>(ctx.db, `${workedHoursRows(true)} WHERE ${filtered}
    ORDER BY work_date, project_number, last_name, first_name, id`,
  [...clockParams(ctx.now), ctx.tenant.id, query.state, query.projectNumber, query.from, query.to], query);
  return { items: page.items.map(workedHoursOf), total: page.total };
}

/** The office sets the hours to pay of a day instead of those worked, with the reason kept; 409 once approved. */
export async function correctWorkedHours(ctx: SessionContext, id: number, body: WorkedHoursCorrection): Promise<WorkedHours> {
  if (!(await workedHoursById(ctx, id))) throw notFound('Worked hours not found');
  const updated = await ctx.db.query<{ id: number }>(
    `UPDATE worked_hours SET corrected_hours = $2, correction_reason = $3, corrected_by = $4 WHERE id = $1 AND approved_at IS NULL
     RETURNING id`,
    [id, body.hours, body.reason, ctx.principal.userId]);
  if (updated.rows.length === 0) throw conflict('These hours are already approved');
  return workedHoursOf((await workedHoursById(ctx, id))!);
}

interface ApprovalRow {
  id: number; person_id: number; crew_item_id: number; work_date: string; started_at: Date; ended_at: Date; break_minutes: number;
  corrected_hours: number | null; correction_reason: string | null; crew_name: string; function: string; rounding: number;
  minimum_call: number;
}

/**
 * The office approves the confirmed days of a project or period (left out: all): each day's hours paid are the
 * corrected hours when the office set them, else those worked rounded by the company's rules (`approvedHoursOf`); each
 * becomes a payroll item waiting for the crew member's confirmation, on their open payroll of that day. One transaction.
 */
export async function approveWorkedHours(ctx: SessionContext, body: WorkedHoursApproval): Promise<WorkedHoursApproved> {
  const ids = await ctx.db.transaction(async (tx) => {
    const due = await tx.query<ApprovalRow>(
      `SELECT w.id, w.person_id, w.crew_item_id, w.work_date::text AS work_date, w.started_at, w.ended_at, w.break_minutes,
         w.corrected_hours::float8 AS corrected_hours, w.correction_reason, c.name AS crew_name, ci.function,
         ${companySettingOf('hours_rounding_minutes', '15')} AS rounding,
         ${companySettingOf('minimum_call_hours', '0')}::float8 AS minimum_call
       FROM worked_hours w JOIN crew_items ci ON ci.id = w.crew_item_id JOIN crews c ON c.id = ci.crew_id
       JOIN projects p ON p.id = c.project_id
       WHERE p.tenant_id = $1 AND w.confirmed_at IS NOT NULL AND w.approved_at IS NULL AND w.ended_at IS NOT NULL
         AND ($2::text IS NULL OR p.number = $2::text) AND ($3::date IS NULL OR w.work_date >= $3::date)
         AND ($4::date IS NULL OR w.work_date <= $4::date)
       ORDER BY w.work_date, w.id FOR UPDATE OF w`,
      [ctx.tenant.id, body.projectNumber ?? null, body.from ?? null, body.to ?? null]);
    for (const row of due.rows) {
      const hours = row.corrected_hours ?? approvedHoursOf(
        workedMinutesOf(new Date(row.started_at), new Date(row.ended_at), row.break_minutes),
        { roundingMinutes: row.rounding, minimumCallHours: row.minimum_call });
      const { payrollId, rate } = await payrollOfDay(tx, ctx.tenant.id, row.person_id, row.work_date);
      const item = await tx.query<{ id: number }>(
        `INSERT INTO payroll_items (payroll_id, crew_item_id, work_date, description, hours, rate, remarks, status)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'toConfirm') RETURNING id`,
        [payrollId, row.crew_item_id, row.work_date, `${row.function} · ${row.crew_name}`, hours, rate, row.correction_reason]);
      await tx.query('UPDATE worked_hours SET approved_at = $2, approved_by = $3, approved_hours = $4, payroll_item_id = $5 WHERE id = $1',
        [row.id, ctx.now.toISOString(), ctx.principal.userId, hours, item.rows[0]!.id]);
    }
    return due.rows.map((row) => row.id);
  });
  const items: WorkedHours[] = [];
  for (const id of ids) items.push(workedHoursOf((await workedHoursById(ctx, id))!));
  return { approvedCount: items.length, items };
}
