import type { PlannerPlanningItem, PlanningItemColour } from '../../../src/api/contract';
import { holdsRight } from '../../api/canAccess';
import type { Page, Paging } from '../../api/paging';
import { personIdOf, type SessionContext } from '../../api/route';

/** Which items a client's or planner's calendar answers. */
export interface PlannerItemQuery { from: string | null; to: string | null; crewId?: number; contactId?: number }

/**
 * The planning items of the people in the crews the caller manages ($1 tenant, $2 caller, $3 one crew, $4 one
 * contact): their jobs, blocked dates and absences; spare positions of the tenant's projects only when $5 (the
 * right planningCalendar.READSPAREFUNCTION), whoever holds them. $6..$7 the range.
 */
const plannerItems = `
  WITH people AS (
    SELECT DISTINCT m.person_id FROM planner_crew_memberships m JOIN planner_crews pc ON pc.id = m.planner_crew_id
    JOIN planner_crew_managers g ON g.planner_crew_id = pc.id AND g.person_id = $2
    WHERE pc.tenant_id = $1 AND ($3::int IS NULL OR pc.id = $3::int) AND ($4::int IS NULL OR pc.contact_id = $4::int)
  )
  SELECT * FROM (
    SELECT 'job-' || ci.id AS id, 'job' AS type, ci.status AS marker, p.name || ' – ' || ci.function AS title,
      ci.start_date, ci.end_date, ci.start_time, ci.end_time, NULL AS reason, ci.id AS ref_id, ci.person_id
    FROM crew_items ci JOIN crews c ON c.id = ci.crew_id JOIN projects p ON p.id = c.project_id
    WHERE p.tenant_id = $1 AND CASE WHEN ci.status = 'spare' THEN $5::boolean AND ($3::int IS NULL AND $4::int IS NULL
      OR ci.person_id IN (SELECT person_id FROM people)) ELSE ci.person_id IN (SELECT person_id FROM people) END
    UNION ALL
    SELECT 'blockDate-' || b.id, 'blockDate', 'blockedDate', b.reason, b.start_date, coalesce(b.end_date, b.start_date),
      NULL, NULL, b.reason, b.id, b.person_id
    FROM block_dates b WHERE b.person_id IN (SELECT person_id FROM people)
    UNION ALL
    SELECT 'absence-' || a.id, CASE WHEN a.kind LIKE 'vacation%' THEN 'vacation' ELSE a.kind END, a.kind,
      CASE a.kind WHEN 'vacationPaid' THEN 'Vacation' WHEN 'vacationUnpaid' THEN 'Unpaid vacation'
        WHEN 'sickDay' THEN 'Sick day' ELSE 'Absence' END, a.start_date, a.end_date, NULL, NULL, a.reason, a.id, a.person_id
    FROM absences a WHERE a.person_id IN (SELECT person_id FROM people)
  ) AS item
  WHERE end_date >= $6::date AND ($7::date IS NULL OR start_date <= $7::date)`;

/** One planning item as the query answers it. */
export interface Row {
  id: string; type: string; marker: string; title: string; start_date: string; end_date: string; start_time: string | null;
  end_time: string | null; reason: string | null; ref_id: number; person_id: number | null; person_name: string | null;
}

const colourOfMarker: Record<string, PlanningItemColour> = {
  blockedDate: 'blockedDate', confirmed: 'confirmedJob', requested: 'requestedJob', spare: 'requestedCrew',
  vacationPaid: 'requestedVacation', vacationUnpaid: 'requestedVacation',
};

/** Section 9: a planner's calendar starts one month back unless asked otherwise. */
export function oneMonthBack(today: string): string {
  const date = new Date(`${today}T00:00:00Z`);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() - 1);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, last));
  return date.toISOString().slice(0, 10);
}

/** Two items of one person overlap in time when they share a date and (either lasts all day or) their hours meet. */
function timesOverlap(a: Row, b: Row): boolean {
  if (a.start_time === null || b.start_time === null || a.end_time === null || b.end_time === null) return true;
  if (a.start_date !== b.start_date || a.end_date !== b.end_date) return true;
  return a.start_time < b.end_time && b.start_time < a.end_time;
}

/**
 * Section 4 colours: by marker, except that an item sharing a date with another item of the same person is
 * "several events", with overlap when their hours meet and without when they do not.
 */
export function colourOf(row: Row, rows: Row[]): PlanningItemColour {
  const others = row.person_id === null || row.type === 'bankHoliday' ? [] : rows.filter((other) =>
    other !== row && other.person_id === row.person_id && other.marker !== 'cancelled' && row.marker !== 'cancelled'
    && other.start_date <= row.end_date && other.end_date >= row.start_date);
  if (others.length > 0) return others.some((other) => timesOverlap(row, other)) ? 'severalEventsOverlap' : 'severalEventsNoOverlap';
  return colourOfMarker[row.marker] ?? 'other';
}

/** The caller's (client or planner) planning calendar in date order, a page of it. */
export async function listPlannerItems(ctx: SessionContext, query: PlannerItemQuery & Paging): Promise<Page<PlannerPlanningItem>> {
  const spare = holdsRight(ctx.principal, 'planningCalendar.READSPAREFUNCTION');
  const result = await ctx.db.query<Row>(
    `SELECT item.id, item.type, item.marker, item.title, item.start_date::text AS start_date, item.end_date::text AS end_date,
       item.start_time, item.end_time, item.reason, item.ref_id, item.person_id,
       pe.first_name || ' ' || pe.last_name AS person_name
     FROM (${plannerItems}) AS item LEFT JOIN persons pe ON pe.id = item.person_id
     ORDER BY item.start_date, item.start_time NULLS FIRST, item.id`,
    [ctx.tenant.id, personIdOf(ctx), query.crewId ?? null, query.contactId ?? null, spare,
      query.from ?? oneMonthBack(ctx.today), query.to]);
  const start = (query.page - 1) * query.limit;
  return {
    items: result.rows.slice(start, start + query.limit).map((row) => ({
      id: row.id, type: row.type, marker: row.marker, title: row.title, startDate: row.start_date, endDate: row.end_date,
      startTime: row.start_time, endTime: row.end_time, reason: row.reason, refId: row.ref_id,
      person: row.person_id === null ? null : { id: row.person_id, name: row.person_name ?? '' },
      colour: colourOf(row, result.rows),
    })),
    total: result.rows.length,
  };
}
