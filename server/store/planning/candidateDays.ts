import type { Queryable } from '../../kernel/database';
import type { MarkedDays } from './markedAvailable';
import type { OtherShift, Shift } from './restTime';

/** How many days around a job other jobs can still cut into its rest (a minimum rest is at most 48 hours). */
const restReachDays = 3;

const byPerson = <T>(rows: (T & { person_id: number })[], shape: (row: T) => T): Map<number, T[]> => {
  const map = new Map<number, T[]>();
  for (const row of rows) map.set(row.person_id, [...(map.get(row.person_id) ?? []), shape(row)]);
  return map;
};

/** The days the people `ids` marked available that meet the job's days, by person. */
export async function markedDaysOf(tx: Queryable, ids: number[], job: Shift): Promise<Map<number, MarkedDays[]>> {
  const result = await tx.query<MarkedDays & { person_id: number }>(
    `SELECT person_id, start_date::text AS "startDate", end_date::text AS "endDate", part FROM availabilities
     WHERE person_id = ANY($1::int[]) AND start_date <= $3::date AND coalesce(end_date, start_date) >= $2::date
     ORDER BY start_date, id`, [ids, job.startDate, job.endDate]);
  return byPerson(result.rows, ({ startDate, endDate, part }) => ({ startDate, endDate, part }));
}

/** The other jobs (not cancelled, not `job` itself) of the people `ids` within a few days of the job, by person. */
export async function nearbyShifts(tx: Queryable, ids: number[], job: Shift & { id: number }): Promise<Map<number, OtherShift[]>> {
  const result = await tx.query<OtherShift & { person_id: number }>(
    `SELECT ci.person_id, ci.start_date::text AS "startDate", ci.end_date::text AS "endDate", ci.start_time AS "startTime",
       ci.end_time AS "endTime", p.name || ' – ' || ci.function AS what
     FROM crew_items ci JOIN crews c ON c.id = ci.crew_id JOIN projects p ON p.id = c.project_id
     WHERE ci.person_id = ANY($1::int[]) AND ci.id <> $4 AND ci.status <> 'cancelled'
       AND ci.start_date <= $3::date + $5::int AND ci.end_date >= $2::date - $5::int
     ORDER BY ci.start_date, ci.start_time, ci.id`, [ids, job.startDate, job.endDate, job.id, restReachDays]);
  return byPerson(result.rows, ({ startDate, endDate, startTime, endTime, what }) => ({ startDate, endDate, startTime, endTime, what }));
}

/** The tenant's minimum rest between two jobs of one person (its own company's setting), 11 hours without one. */
export async function minimumRestHours(tx: Queryable, tenantId: number): Promise<number> {
  const result = await tx.query<{ hours: number }>(
    `SELECT s.minimum_rest_hours::float8 AS hours FROM company_settings s JOIN companies co ON co.id = s.company_id
     WHERE co.tenant_id = $1 AND co.own ORDER BY co.id LIMIT 1`, [tenantId]);
  return result.rows[0]?.hours ?? 11;
}
