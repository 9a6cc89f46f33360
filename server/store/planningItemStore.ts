import type { DayPart, PlanningItem } from '../../src/ground/contract';
import { holdsRight } from '../kernel/canAccess';
import { forbidden } from '../kernel/HttpError';
import { pageOf, type Page, type Paging } from '../kernel/paging';
import { personIdOf, type SessionContext } from '../kernel/route';
import { listPlannerItems } from './planning/plannerCalendarStore';

/**
 * Everything on a person's calendar as planning items ($1 the person): jobs (marker = position status),
 * blocked dates, days they marked available, vacations, sick days, absences, and the bank holidays of the person's tenant.
 * A blocked date without an end lasts one day.
 */
const itemsOfPerson = `
  SELECT 'job-' || ci.id AS id, 'job' AS type, ci.status AS marker, p.name AS title,
    ci.start_date AS start_date, ci.end_date AS end_date, ci.start_time, ci.end_time, NULL AS reason, ci.id AS ref_id, NULL AS part
  FROM crew_items ci JOIN crews c ON c.id = ci.crew_id JOIN projects p ON p.id = c.project_id
  WHERE ci.person_id = $1
  UNION ALL
  SELECT 'blockDate-' || b.id, 'blockDate', 'blockedDate', b.reason, b.start_date, coalesce(b.end_date, b.start_date),
    NULL, NULL, b.reason, b.id, NULL
  FROM block_dates b WHERE b.person_id = $1
  UNION ALL
  SELECT 'availability-' || v.id, 'availability', 'available', '', v.start_date, coalesce(v.end_date, v.start_date),
    NULL, NULL, v.note, v.id, v.part
  FROM availabilities v WHERE v.person_id = $1
  UNION ALL
  SELECT 'absence-' || a.id, CASE WHEN a.kind LIKE 'vacation%' THEN 'vacation' ELSE a.kind END, a.kind,
    coalesce(a.reason, CASE a.kind WHEN 'vacationPaid' THEN 'Vacation' WHEN 'vacationUnpaid' THEN 'Unpaid vacation'
      WHEN 'sickDay' THEN 'Sick day' ELSE 'Absence' END),
    a.start_date, a.end_date, NULL, NULL, a.reason, a.id, NULL
  FROM absences a WHERE a.person_id = $1
  UNION ALL
  SELECT 'bankHoliday-' || h.id, 'bankHoliday', 'bankHoliday', h.name, h.date, h.date, NULL, NULL, NULL, h.id, NULL
  FROM bank_holidays h JOIN persons pe ON pe.tenant_id = h.tenant_id WHERE pe.id = $1`;

interface ItemRow {
  id: string; type: string; marker: string; title: string; start_date: string; end_date: string;
  start_time: string | null; end_time: string | null; reason: string | null; ref_id: number; part: DayPart | null;
}

/** The caller's planning items that overlap `from`..`to` (either may be open), in date order. */
export async function listPlanningItems(
  ctx: SessionContext,
  query: { from: string | null; to: string | null } & Paging,
): Promise<Page<PlanningItem>> {
  const page = await pageOf<ItemRow>(
    ctx.db,
    `SELECT id, type, marker, title, start_date::text AS start_date, end_date::text AS end_date, start_time, end_time,
       reason, ref_id, part FROM (${itemsOfPerson}) AS item
     WHERE ($2::date IS NULL OR end_date >= $2::date) AND ($3::date IS NULL OR start_date <= $3::date)
     ORDER BY item.start_date, item.start_time NULLS FIRST, item.id`,
    [personIdOf(ctx), query.from, query.to],
    query,
  );
  return {
    items: page.items.map((row) => ({
      id: row.id, type: row.type, marker: row.marker, title: row.title, startDate: row.start_date, endDate: row.end_date,
      startTime: row.start_time, endTime: row.end_time, reason: row.reason, refId: row.ref_id, ...(row.part ? { part: row.part } : {}),
    })),
    total: page.total,
  };
}

/**
 * `GET /planningCalendarItems`: a client or planner with planningCalendar.READ gets the planning calendar of the
 * people in their crews (from one month back by default); a crew member their own calendar.
 */
export async function listCalendarItems(
  ctx: SessionContext,
  query: { from: string | null; to: string | null } & Paging,
): Promise<Page<PlanningItem>> {
  const { loginTypes } = ctx.principal;
  if ((loginTypes.includes('client') || loginTypes.includes('planner')) && holdsRight(ctx.principal, 'planningCalendar.READ')) {
    return listPlannerItems(ctx, query);
  }
  if (loginTypes.includes('crew')) return listPlanningItems(ctx, query);
  throw forbidden('This needs the right planningCalendar.READ');
}
