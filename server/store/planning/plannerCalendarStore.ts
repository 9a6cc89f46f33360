import type { DayPart, PlannerPlanningItem, PlanningItemColour } from '../../../src/ground/contract';
import { holdsRight, seesWhyPeopleAreAway } from '../../kernel/canAccess';
import { countedPageOf, listedTotal, type Page, type Paging } from '../../kernel/paging';
import { personIdOf, type SessionContext } from '../../kernel/route';

/** Which items a client's or planner's calendar answers. */
export interface PlannerItemQuery { from: string | null; to: string | null; crewId?: number; contactId?: number }

/** The days a spare position takes, as the index `crew_items_spare_days` holds them (one day without an end). */
export const spareDays = (alias: string) => `daterange(${alias}.start_date, coalesce(${alias}.end_date, ${alias}.start_date), '[]')`;

/**
 * The planning items of the people in the crews the caller manages ($1 tenant, $2 caller, $3 one crew, $4 one
 * contact) that meet the days $6..$7: their jobs, blocked dates and absences, each read through the person's index;
 * spare positions of the tenant's projects only when $5 (the right planningCalendar.READSPAREFUNCTION), whoever holds
 * them, read through the index of spare positions by days. With $8 (person ids), only those people's items.
 * `away` is how the days a person is away are told (see awayAsRecorded, awayAsNotAvailable).
 */
const plannerItems = (away: string) => `
  WITH people AS (
    SELECT DISTINCT m.person_id FROM planner_crew_memberships m JOIN planner_crews pc ON pc.id = m.planner_crew_id
    JOIN planner_crew_managers g ON g.planner_crew_id = pc.id AND g.person_id = $2
    WHERE pc.tenant_id = $1 AND ($3::int IS NULL OR pc.id = $3::int) AND ($4::int IS NULL OR pc.contact_id = $4::int)
      AND ($8::int[] IS NULL OR m.person_id = ANY($8::int[]))
  ), job AS (
    SELECT ci.id, ci.status, ci.function, ci.start_date, coalesce(ci.end_date, ci.start_date) AS end_date, ci.start_time,
      ci.end_time, ci.person_id, ci.crew_id
    FROM crew_items ci JOIN people ON people.person_id = ci.person_id
    WHERE (ci.status <> 'spare' OR $5::boolean) AND ci.start_date <= $7::date AND coalesce(ci.end_date, ci.start_date) >= $6::date
    UNION
    SELECT ci.id, ci.status, ci.function, ci.start_date, coalesce(ci.end_date, ci.start_date), ci.start_time, ci.end_time,
      ci.person_id, ci.crew_id
    FROM crew_items ci
    WHERE $5::boolean AND $3::int IS NULL AND $4::int IS NULL AND ci.status = 'spare'
      AND ($8::int[] IS NULL OR ci.person_id = ANY($8::int[]))
      AND ${spareDays('ci')} && daterange($6::date, $7::date, '[]')
  ), blocked AS (
    SELECT b.id, b.reason, b.start_date, coalesce(b.end_date, b.start_date) AS end_date, b.person_id
    FROM block_dates b JOIN people ON people.person_id = b.person_id
    WHERE b.start_date <= $7::date AND coalesce(b.end_date, b.start_date) >= $6::date
  ), absent AS (
    SELECT a.id, a.kind, a.reason, a.start_date, a.end_date, a.person_id
    FROM absences a JOIN people ON people.person_id = a.person_id
    WHERE a.start_date <= $7::date AND a.end_date >= $6::date
  ), offered AS (
    SELECT v.id, v.note, v.part, v.start_date, coalesce(v.end_date, v.start_date) AS end_date, v.person_id
    FROM availabilities v JOIN people ON people.person_id = v.person_id
    WHERE v.start_date <= $7::date AND coalesce(v.end_date, v.start_date) >= $6::date
  )
  SELECT 'job-' || job.id AS id, 'job' AS type, job.status AS marker, p.name || ' – ' || job.function AS title,
    job.start_date, job.end_date, job.start_time, job.end_time, NULL AS reason, job.id AS ref_id, job.person_id, NULL AS part
  FROM job JOIN crews c ON c.id = job.crew_id JOIN projects p ON p.id = c.project_id
  WHERE p.tenant_id = $1
  UNION ALL
  ${away}`;

/**
 * A planner's calendar: each blocked date and absence as recorded, and the days people marked available (a client sees
 * none of them: what a person offers is for those who plan them), titled by its kind ("Blocked date", "Sick day"),
 * with its reason beside (a title that was the reason too showed it twice).
 */
const awayAsRecorded = `
  SELECT 'blockDate-' || b.id, 'blockDate', 'blockedDate', 'Blocked date', b.start_date, b.end_date, NULL, NULL, b.reason, b.id,
    b.person_id, NULL
  FROM blocked b
  UNION ALL
  SELECT 'availability-' || o.id, 'availability', 'available', '', o.start_date, o.end_date, NULL, NULL, o.note,
    o.id, o.person_id, o.part
  FROM offered o
  UNION ALL
  SELECT 'absence-' || a.id, CASE WHEN a.kind LIKE 'vacation%' THEN 'vacation' ELSE a.kind END, a.kind,
    CASE a.kind WHEN 'vacationPaid' THEN 'Vacation' WHEN 'vacationUnpaid' THEN 'Unpaid vacation'
      WHEN 'sickDay' THEN 'Sick day' ELSE 'Absence' END, a.start_date, a.end_date, NULL, NULL, a.reason, a.id, a.person_id, NULL
  FROM absent a`;

/**
 * A client's calendar: a person's blocked dates and absences joined into spans of days they are not available, with
 * no kind, reason or record: `unavailable-{person}-{first day}`, its `refId` the person.
 */
const awayAsNotAvailable = `
  SELECT 'unavailable-' || away.person_id || '-' || lower(away.days), 'unavailable', 'unavailable', 'Not available',
    lower(away.days), upper(away.days) - 1, NULL, NULL, NULL, away.person_id, away.person_id, NULL
  FROM (
    SELECT person_id, unnest(range_agg(daterange(start_date, end_date, '[]'))) AS days
    FROM (SELECT person_id, start_date, end_date FROM blocked UNION ALL SELECT person_id, start_date, end_date FROM absent) AS span
    GROUP BY person_id
  ) AS away`;

/** One planning item as the query answers it. */
export interface Row {
  id: string; type: string; marker: string; title: string; start_date: string; end_date: string; start_time: string | null;
  end_time: string | null; reason: string | null; ref_id: number; person_id: number | null; person_name: string | null;
  part?: DayPart | null;
}

const colourOfMarker: Record<string, PlanningItemColour> = {
  // Not available: a client sees it as a blocked date, whatever the person's reason.
  blockedDate: 'blockedDate', unavailable: 'blockedDate', confirmed: 'confirmedJob', requested: 'requestedJob', spare: 'requestedCrew',
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

/**
 * Without `to`, a planning calendar runs this many days from its `from`: about four months, a month back and three
 * ahead by default, which is what a planner looks through; a later `from` (or a `to`) reads further.
 */
export const openEndedDays = 122;

/** The last day of an open-ended calendar that starts on `from`. */
export function horizonOf(from: string): string {
  const date = new Date(`${from}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + openEndedDays - 1);
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
  // Days a person offered are not events of their own: they colour nothing and nothing colours them.
  if (row.type === 'availability') return 'available';
  const others = row.person_id === null || row.type === 'bankHoliday' ? [] : rows.filter((other) =>
    other.id !== row.id && other.type !== 'availability' && other.person_id === row.person_id && other.marker !== 'cancelled' && row.marker !== 'cancelled'
    && other.start_date <= row.end_date && other.end_date >= row.start_date);
  if (others.length > 0) return others.some((other) => timesOverlap(row, other)) ? 'severalEventsOverlap' : 'severalEventsNoOverlap';
  return colourOfMarker[row.marker] ?? 'other';
}

/** `$1`..`$7` of `plannerItems`: tenant, caller, one crew, one contact, spare positions shown, first and last day. */
type CalendarParams = [number, number, number | null, number | null, boolean, string, string];

/** The caller's (client or planner) planning calendar in date order, a page of it, read a page at a time. */
export async function listPlannerItems(ctx: SessionContext, query: PlannerItemQuery & Paging): Promise<Page<PlannerPlanningItem>> {
  // Without `from`, a month back; a `to` before that ends the calendar there, so it starts on that day too.
  const monthBack = oneMonthBack(ctx.today);
  const from = query.from ?? (query.to !== null && query.to < monthBack ? query.to : monthBack);
  const params: CalendarParams = [ctx.tenant.id, personIdOf(ctx), query.crewId ?? null, query.contactId ?? null,
    holdsRight(ctx.principal, 'planningCalendar.READSPAREFUNCTION'), from, query.to ?? horizonOf(from)];
  const away = seesWhyPeopleAreAway(ctx.principal) ? awayAsRecorded : awayAsNotAvailable;
  // The calendar is sorted whole (its items come from several tables), so its count comes with the page.
  const page = await countedPageOf<Row>(ctx.db,
    `${plannerRows(away, `, ${listedTotal}`)} ORDER BY item.start_date, item.start_time NULLS FIRST, item.id`, [...params, null], query);
  const whole = query.page === 1 && page.items.length === page.total;
  const neighbours = whole ? byPersonOf(page.items) : await neighboursOf(ctx, plannerRows(away), params, page.items);
  return {
    items: page.items.map((row) => ({
      id: row.id, type: row.type, marker: row.marker, title: row.title, startDate: row.start_date, endDate: row.end_date,
      startTime: row.start_time, endTime: row.end_time, reason: row.reason, refId: row.ref_id, ...(row.part ? { part: row.part } : {}),
      person: row.person_id === null ? null : { id: row.person_id, name: row.person_name ?? '' },
      colour: colourOf(row, neighbours.get(row.person_id) ?? []),
    })),
    total: page.total,
  };
}

/**
 * The planning items with their person's name, the days away told by `away`; `$8` the people to keep (null for all).
 * `columns` after each item's own (a list's count).
 */
const plannerRows = (away: string, columns = '') => `SELECT item.id, item.type, item.marker, item.title, item.start_date::text AS start_date,
    item.end_date::text AS end_date, item.start_time, item.end_time, item.reason, item.ref_id, item.person_id, item.part,
    pe.first_name || ' ' || pe.last_name AS person_name${columns}
  FROM (${plannerItems(away)}) AS item LEFT JOIN persons pe ON pe.id = item.person_id`;

/** Rows by their person. */
function byPersonOf(rows: readonly Row[]): Map<number | null, Row[]> {
  const byPerson = new Map<number | null, Row[]>();
  for (const row of rows) {
    const others = byPerson.get(row.person_id);
    if (others) others.push(row);
    else byPerson.set(row.person_id, [row]);
  }
  return byPerson;
}

/**
 * Everything on the calendar of the page's people over the page's days, by person: what a row's colour is told by
 * (an item of the same person on the same day). One query, then one pass per person. A page that holds the whole
 * calendar holds all of that already: its rows are their own neighbours (`byPersonOf`), with no query.
 */
async function neighboursOf(
  ctx: SessionContext, itemRows: string, [tenant, caller, crew, contact, spare, from, to]: CalendarParams, rows: Row[],
): Promise<Map<number | null, Row[]>> {
  const people = [...new Set(rows.flatMap((row) => (row.person_id === null ? [] : [row.person_id])))];
  if (people.length === 0) return new Map();
  // The page's days, within the calendar's: its earliest start and its latest end.
  const earliest = rows.reduce((day, row) => (row.start_date < day ? row.start_date : day), rows[0]!.start_date);
  const latest = rows.reduce((day, row) => (row.end_date > day ? row.end_date : day), rows[0]!.end_date);
  const [first, last] = [earliest > from ? earliest : from, latest < to ? latest : to];
  const result = await ctx.db.query<Row>(itemRows, [tenant, caller, crew, contact, spare, first, last, people]);
  return byPersonOf(result.rows);
}
