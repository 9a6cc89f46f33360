import type { BestPerson, BestPersonConflict, FindBestMethodCode } from '../../../src/ground/contract';
import { conflict } from '../../kernel/HttpError';
import type { Queryable } from '../../kernel/database';
import type { Page, Paging } from '../../kernel/paging';
import type { SessionContext } from '../../kernel/route';
import { readableCrewItem, type CrewItemRow } from '../crewItemStore';
import { distanceInKm, rankBestPersons, type CandidateFacts } from './rankBestPersons';
import { shortRests, type OtherShift, type Shift } from './restTime';
import { markedAvailable, type MarkedDays } from './markedAvailable';
import { nearbyShifts, markedDaysOf, minimumRestHours } from './candidateDays';

/** What the candidates are weighed against: the open crew item's days, function and venue. */
export interface OpenCrewItem extends Shift {
  id: number; tenantId: number; function: string;
  venue: { city: string | null; region: string | null; latitude: number | null; longitude: number | null };
}

interface CandidateRow {
  id: number; name: string; region_code: string | null; city: string | null; home_latitude: number | null;
  home_longitude: number | null; function_level: CandidateFacts['functionLevel']; skills: string[]; tags: string[];
  rating: number | null; rating_count: number; hourly_wage: number | null;
}

interface ConflictRow { person_id: number; kind: BestPersonConflict['kind']; start_date: string; end_date: string; what: string }

/**
 * The tenant's crew members (a person with a full login of the crew login type; `$2` some of them, or all when null)
 * with what speaks for them: their level in function `$5`, skills valid through the last day `$4`, tags, ratings
 * and the wage of their staff contract on the first day `$3`.
 */
const candidateSelect = `
  SELECT pe.id, pe.first_name || ' ' || pe.last_name AS name, pe.region_code, pe.city, pe.home_latitude, pe.home_longitude,
    f.level AS function_level,
    ARRAY(SELECT s.skill FROM crew_member_skills s WHERE s.person_id = pe.id AND (s.valid_until IS NULL OR s.valid_until >= $4::date)
      ORDER BY s.skill) AS skills,
    ARRAY(SELECT t.tag FROM crew_member_tags t WHERE t.person_id = pe.id ORDER BY t.tag) AS tags,
    (SELECT round(avg(r.score), 1)::float8 FROM crew_member_ratings r WHERE r.person_id = pe.id) AS rating,
    (SELECT count(*)::int FROM crew_member_ratings r WHERE r.person_id = pe.id) AS rating_count,
    (SELECT sc.hourly_wage::float8 FROM staff_contracts sc WHERE sc.person_id = pe.id AND sc.start_date <= $3::date
      AND (sc.end_date IS NULL OR sc.end_date >= $3::date) ORDER BY sc.start_date DESC, sc.id DESC LIMIT 1) AS hourly_wage
  FROM persons pe
  LEFT JOIN LATERAL (SELECT cf.level FROM crew_member_functions cf WHERE cf.person_id = pe.id AND lower(cf.function) = lower($5)
    ORDER BY cf.id LIMIT 1) f ON true
  WHERE pe.tenant_id = $1 AND ($2::int[] IS NULL OR pe.id = ANY($2::int[]))
    AND EXISTS (SELECT 1 FROM users u WHERE u.person_id = pe.id AND u.token_type = 'user'
      AND EXISTS (SELECT 1 FROM unnest(u.login_types) lt WHERE lower(trim(lt)) = 'crew'))`;

/**
 * What the people `$1` have on days `$2`..`$3`: other crew items not cancelled (not `$4` itself), blocked dates
 * (one day without an end), absences, and vacation requests not declined.
 */
const conflictSelect = `
  SELECT ci.person_id, 'job' AS kind, ci.start_date::text AS start_date, ci.end_date::text AS end_date,
    p.name || ' – ' || ci.function AS what
  FROM crew_items ci JOIN crews c ON c.id = ci.crew_id JOIN projects p ON p.id = c.project_id
  WHERE ci.person_id = ANY($1::int[]) AND ci.id <> $4 AND ci.status <> 'cancelled' AND ci.start_date <= $3::date AND ci.end_date >= $2::date
  UNION ALL
  SELECT b.person_id, 'blockedDate', b.start_date::text, coalesce(b.end_date, b.start_date)::text, b.reason
  FROM block_dates b
  WHERE b.person_id = ANY($1::int[]) AND b.start_date <= $3::date AND coalesce(b.end_date, b.start_date) >= $2::date
  UNION ALL
  SELECT a.person_id, CASE WHEN a.kind LIKE 'vacation%' THEN 'vacation' ELSE 'absence' END, a.start_date::text, a.end_date::text,
    coalesce(a.reason, CASE a.kind WHEN 'vacationPaid' THEN 'Vacation' WHEN 'vacationUnpaid' THEN 'Unpaid vacation'
      WHEN 'sickDay' THEN 'Sick day' ELSE 'Absence' END)
  FROM absences a WHERE a.person_id = ANY($1::int[]) AND a.start_date <= $3::date AND a.end_date >= $2::date
  UNION ALL
  SELECT v.person_id, 'vacation', v.start_date::text, v.end_date::text,
    coalesce(v.reason, 'Vacation') || CASE v.status WHEN 'requested' THEN ' (requested)' ELSE '' END
  FROM vacation_requests v
  WHERE v.person_id = ANY($1::int[]) AND v.status <> 'declined' AND v.start_date <= $3::date AND v.end_date >= $2::date
  ORDER BY start_date, kind, what`;

/** The crew item a planner looks for someone for: 404 when not theirs to see, 409 when it has a person or is cancelled. */
export async function openCrewItem(ctx: SessionContext, id: number, tx: Queryable = ctx.db): Promise<OpenCrewItem & { row: CrewItemRow }> {
  const row = await readableCrewItem(ctx, id, tx);
  if (row.person_id !== null) throw conflict(`This crew item already has a person: ${String(row.person_name)}`);
  if (row.status === 'cancelled') throw conflict('This crew item is cancelled; reactivate it before looking for someone');
  const venue = await tx.query<{ city: string; region_code: string | null; latitude: number | null; longitude: number | null }>(
    'SELECT l.city, l.region_code, l.latitude, l.longitude FROM crews c JOIN locations l ON l.id = c.location_id WHERE c.id = $1',
    [row.crew_id]);
  const place = venue.rows[0];
  return {
    row, id, tenantId: ctx.tenant.id, startDate: row.start_date, endDate: row.end_date, startTime: row.start_time,
    endTime: row.end_time, function: row.function as string,
    venue: { city: place?.city ?? null, region: place?.region_code ?? null, latitude: place?.latitude ?? null, longitude: place?.longitude ?? null },
  };
}

/** The facts of the tenant's crew members (or only `personIds`) for an open crew item, unranked. */
export async function candidateFacts(tx: Queryable, item: OpenCrewItem, personIds: number[] | null = null): Promise<CandidateFacts[]> {
  const people = await tx.query<CandidateRow>(`${candidateSelect} ORDER BY pe.id`,
    [item.tenantId, personIds, item.startDate, item.endDate, item.function]);
  const ids = people.rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const found = (await tx.query<ConflictRow>(conflictSelect, [ids, item.startDate, item.endDate, item.id])).rows;
  // One after another: `tx` may be a transaction's one connection, which takes one query at a time.
  const marked = await markedDaysOf(tx, ids, item);
  const nearby = await nearbyShifts(tx, ids, item);
  const minimum = await minimumRestHours(tx, item.tenantId);
  return people.rows.map((row) => ({
    ...factsOf(row, found.filter((entry) => entry.person_id === row.id), item),
    ...restAndOffer(item, marked.get(row.id) ?? [], nearby.get(row.id) ?? [], minimum),
  }));
}

/** Issue 37: whether the person offered the item's days, and the rest their other jobs leave around it. */
function restAndOffer(item: OpenCrewItem, marked: MarkedDays[], nearby: OtherShift[], minimum: number) {
  const rests = shortRests(item, nearby, minimum);
  return {
    markedAvailable: markedAvailable(item, marked), shortRest: rests.length > 0, restHours: rests[0]?.hours ?? null,
    minimumRestHours: minimum, shortRests: rests,
  };
}

function factsOf(row: CandidateRow, found: ConflictRow[], item: OpenCrewItem): Omit<CandidateFacts, keyof ReturnType<typeof restAndOffer>> {
  const conflicts = found.map((entry): BestPersonConflict =>
    ({ kind: entry.kind, startDate: entry.start_date, endDate: entry.end_date, what: entry.what }));
  const { venue } = item;
  const home = row.home_latitude === null || row.home_longitude === null ? null : { latitude: row.home_latitude, longitude: row.home_longitude };
  const place = venue.latitude === null || venue.longitude === null ? null : { latitude: venue.latitude, longitude: venue.longitude };
  const sameCity = row.city !== null && venue.city !== null && row.city.trim().toLowerCase() === venue.city.trim().toLowerCase();
  return {
    crewItemId: item.id, personId: row.id, name: row.name, available: conflicts.length === 0, conflicts,
    busyWith: conflicts.length === 0 ? null : conflicts.map((entry) => entry.what),
    otherJob: conflicts.some((entry) => entry.kind === 'job'), blockedDate: conflicts.some((entry) => entry.kind === 'blockedDate'),
    vacation: conflicts.some((entry) => entry.kind === 'vacation' || entry.kind === 'absence'),
    functionMatch: row.function_level !== null, functionLevel: row.function_level, skills: row.skills, tags: row.tags,
    strengths: [...new Set([...row.skills, ...row.tags])], region: row.region_code,
    sameRegion: (venue.region !== null && row.region_code === venue.region) || sameCity,
    rating: row.rating, ratingCount: row.rating_count, distanceKm: home && place ? distanceInKm(home, place) : null,
    hourlyWage: row.hourly_wage,
  };
}

/**
 * `GET /projectCrewItems/{id}/bestPersons`: the tenant's crew members ranked for an open crew item by `method`
 * (default `rating`, the first find-best method), each with the facts of its place. 404 for a crew item the caller
 * may not see (another tenant's), 409 for one that has a person or is cancelled.
 */
export async function listBestPersons(
  ctx: SessionContext, id: number, query: { method: FindBestMethodCode | null } & Paging,
): Promise<Page<BestPerson>> {
  const item = await openCrewItem(ctx, id);
  const ranked = rankBestPersons(await candidateFacts(ctx.db, item), query.method ?? 'rating');
  const start = (query.page - 1) * query.limit;
  return { items: ranked.slice(start, start + query.limit), total: ranked.length };
}
