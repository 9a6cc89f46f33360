import type { StaffContract } from '../../src/ground/contract';
import { pageOf, type Page, type Paging } from '../kernel/paging';
import type { SessionContext } from '../kernel/route';
import { mayReadPersonRecords, personScopeOf } from './personRecordAccess';

/**
 * Contracts with planned hours from the person's confirmed crew items within the contract period ($1 today), worked
 * hours from the hours the office approved within it (`worked_hours.approved_hours`, issue 37), and paid vacation days
 * from their absences. A crew item's hours are its days times its daily span (a span past midnight wraps).
 */
const contracts = `
  SELECT * FROM (
    SELECT sc.id, sc.tenant_id, sc.person_id, sc.number, sc.kind, sc.function, sc.start_date::text AS start_date,
      sc.end_date::text AS end_date, sc.hourly_wage::float8 AS hourly_wage, sc.quota_hours::float8 AS quota_hours,
      sc.opening_balance_hours::float8 AS opening_balance_hours, sc.vacation_days::float8 AS vacation_days,
      (sc.start_date <= $1::date AND (sc.end_date IS NULL OR sc.end_date >= $1::date)) AS active,
      (LEAST($1::date, COALESCE(sc.end_date, $1::date)) - sc.start_date + 1) AS elapsed_days,
      COALESCE((SELECT sum(h.hours) FROM (
        SELECT ci.end_date, (ci.end_date - ci.start_date + 1) * (mod((extract(epoch FROM ci.end_time::time)
          - extract(epoch FROM ci.start_time::time))::numeric + 86400, 86400) / 3600) AS hours
        FROM crew_items ci WHERE ci.person_id = sc.person_id AND ci.status = 'confirmed'
          AND ci.start_date >= sc.start_date AND (sc.end_date IS NULL OR ci.start_date <= sc.end_date)) h), 0)::float8 AS planned,
      COALESCE((SELECT sum(w.approved_hours) FROM worked_hours w WHERE w.person_id = sc.person_id AND w.approved_at IS NOT NULL
          AND w.work_date >= sc.start_date AND (sc.end_date IS NULL OR w.work_date <= sc.end_date)), 0)::float8 AS worked,
      COALESCE((SELECT sum(a.end_date - a.start_date + 1) FROM absences a WHERE a.person_id = sc.person_id
          AND a.kind = 'vacationPaid' AND a.end_date < $1::date AND a.start_date >= sc.start_date
          AND (sc.end_date IS NULL OR a.start_date <= sc.end_date)), 0)::float8 AS vacation_taken,
      COALESCE((SELECT sum(a.end_date - a.start_date + 1) FROM absences a WHERE a.person_id = sc.person_id
          AND a.kind = 'vacationPaid' AND a.end_date >= $1::date AND a.start_date >= sc.start_date
          AND (sc.end_date IS NULL OR a.start_date <= sc.end_date)), 0)::float8 AS vacation_planned
    FROM staff_contracts sc
  ) AS contract`;

interface ContractRow {
  id: number; tenant_id: number; person_id: number; number: string; kind: string; function: string; start_date: string;
  end_date: string | null; hourly_wage: number; quota_hours: number; opening_balance_hours: number; vacation_days: number;
  active: boolean; elapsed_days: number; planned: number; worked: number; vacation_taken: number; vacation_planned: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;
const daysPerMonth = 365.25 / 12;

/** A person's contracts, newest first; `activeOnly` keeps those running today. Null when the caller may not read them. */
export async function listStaffContracts(
  ctx: SessionContext, personId: number, query: Paging, activeOnly: boolean,
): Promise<Page<StaffContract> | null> {
  if (!(await mayReadPersonRecords(ctx, personId))) return null;
  const page = await pageOf<ContractRow>(ctx.db,
    `${contracts} WHERE tenant_id = $2 AND person_id = $3 AND (NOT $4::boolean OR active) ORDER BY start_date DESC, id DESC`,
    [ctx.today, ctx.tenant.id, personId, activeOnly], query);
  return { items: page.items.map(contractOf), total: page.total };
}

/** One contract the caller may read; null otherwise. */
export async function findStaffContract(ctx: SessionContext, id: number): Promise<StaffContract | null> {
  const result = await ctx.db.query<ContractRow>(
    `${contracts} WHERE id = $2 AND tenant_id = $3 AND ($4::int IS NULL OR person_id = $4::int)`,
    [ctx.today, id, ctx.tenant.id, personScopeOf(ctx)]);
  const row = result.rows[0];
  return row ? contractOf(row) : null;
}

function contractOf(row: ContractRow): StaffContract {
  const quotaDue = row.elapsed_days > 0 ? (row.quota_hours * row.elapsed_days) / daysPerMonth : 0;
  return {
    id: row.id, personId: row.person_id, number: row.number, kind: row.kind, function: row.function,
    startDate: row.start_date, endDate: row.end_date, active: row.active, hourlyWage: row.hourly_wage,
    quota: { hours: row.quota_hours, per: 'month' },
    plannedHours: round2(row.planned),
    workedHours: round2(row.worked),
    timeAccountHours: round2(row.opening_balance_hours + row.worked - quotaDue),
    vacationAccount: {
      entitledDays: row.vacation_days, takenDays: row.vacation_taken, plannedDays: row.vacation_planned,
      remainingDays: round2(row.vacation_days - row.vacation_taken - row.vacation_planned),
    },
  };
}
