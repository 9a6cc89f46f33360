import type { Job } from '../../src/ground/contract';
import { conflict, notFound } from '../kernel/HttpError';
import { countedPageOf, listedTotal, type Page, type Paging } from '../kernel/paging';
import { personIdOf, type SessionContext } from '../kernel/route';
import { localDateTime } from '../kernel/isoDates';

/** The periods a job is listed under. */
export const jobPeriods = ['past', 'upcoming', 'toConfirm', 'appliedFor'] as const;

/**
 * A person's jobs with the period computed from dates and status ($2 is today): a job that has ended is past;
 * otherwise a vacancy applied for and still requested is appliedFor, one waiting for confirmation is toConfirm,
 * anything else upcoming. `columns` after each job's own (a list's count).
 */
const jobsOfPerson = (columns = '') => `
  SELECT *${columns} FROM (
    SELECT ci.id, ci.status, ci.function, ci.start_date::text AS start_date, ci.end_date::text AS end_date,
      ci.start_time, ci.end_time, ci.crew_chief_only, ci.to_confirm, ci.confirmed_at, ci.remarks,
      p.number AS project_number, p.name AS project_name, p.client AS project_client,
      p.manager_person_id, pm.first_name || ' ' || pm.last_name AS manager_name,
      c.id AS crew_id, c.name AS crew_name, c.crew_chief_phone,
      COALESCE(c.crew_chief_name, (SELECT pe.first_name || ' ' || pe.last_name FROM crew_chiefs cc JOIN persons pe ON pe.id = cc.person_id
        WHERE cc.crew_id = c.id ORDER BY pe.id LIMIT 1)) AS crew_chief_name,
      l.id AS location_id, l.name AS location_name, l.address AS location_address, l.city AS location_city,
      CASE
        WHEN ci.end_date < $2::date THEN 'past'
        WHEN ci.status = 'requested' AND ci.applied_for THEN 'appliedFor'
        WHEN ci.to_confirm AND ci.confirmed_at IS NULL THEN 'toConfirm'
        ELSE 'upcoming'
      END AS period
    FROM crew_items ci
    -- Each job's crew by its key: joined plainly, the planner would hash every crew of the database for a person's
    -- few jobs (it prices a key lookup as a disk read); OFFSET 0 keeps it from doing so.
    CROSS JOIN LATERAL (SELECT * FROM crews WHERE crews.id = ci.crew_id OFFSET 0) AS c
    JOIN projects p ON p.id = c.project_id
    LEFT JOIN locations l ON l.id = c.location_id
    LEFT JOIN persons pm ON pm.id = p.manager_person_id
    WHERE ci.person_id = $1
  ) AS job`;

interface JobRow {
  id: number; status: Job['status']; function: string; start_date: string; end_date: string; start_time: string;
  end_time: string; crew_chief_only: boolean; to_confirm: boolean; confirmed_at: Date | null; remarks: string | null;
  project_number: string; project_name: string; project_client: string; manager_person_id: number | null;
  manager_name: string | null; crew_id: number; crew_name: string;
  crew_chief_name: string | null; crew_chief_phone: string | null; location_id: number | null; location_name: string | null;
  location_address: string | null; location_city: string | null; period: Job['period'];
}

/** The caller's jobs, soonest first, optionally of one period. */
export async function listJobs(ctx: SessionContext, query: { period: Job['period'] | null } & Paging): Promise<Page<Job>> {
  // A person's jobs are sorted whole (no index gives the order), so their count comes with the page.
  const page = await countedPageOf<JobRow>(
    ctx.db,
    `${jobsOfPerson(`, ${listedTotal}`)} WHERE $3::text IS NULL OR period = $3::text ORDER BY start_date, start_time, id`,
    [personIdOf(ctx), ctx.today, query.period],
    query,
  );
  return { items: page.items.map((row) => jobOf(row, ctx.now)), total: page.total };
}

/** One of the caller's jobs; null when there is no such job or it is someone else's. */
export async function findJob(ctx: SessionContext, id: number): Promise<Job | null> {
  const result = await ctx.db.query<JobRow>(`${jobsOfPerson()} WHERE id = $3`, [personIdOf(ctx), ctx.today, id]);
  const row = result.rows[0];
  return row ? jobOf(row, ctx.now) : null;
}

/** Confirms one of the caller's jobs; 409 when it is already confirmed or was cancelled. */
export async function confirmJob(ctx: SessionContext, id: number): Promise<Job> {
  const job = await findJob(ctx, id);
  if (!job) throw notFound('Job not found');
  if (job.status === 'confirmed' || job.confirmedAt !== null) throw conflict('This job is already confirmed');
  if (job.status === 'cancelled') throw conflict('This job was cancelled and cannot be confirmed');
  await ctx.db.query(
    "UPDATE crew_items SET status = 'confirmed', to_confirm = false, confirmed_at = $2 WHERE id = $1 AND confirmed_at IS NULL",
    [id, ctx.now.toISOString()],
  );
  return (await findJob(ctx, id))!;
}

function jobOf(row: JobRow, now: Date): Job {
  return {
    id: row.id,
    period: row.period,
    status: row.status,
    function: row.function,
    startDate: row.start_date,
    endDate: row.end_date,
    startTime: row.start_time,
    endTime: row.end_time,
    crewChiefOnly: row.crew_chief_only,
    toConfirm: row.to_confirm && row.confirmed_at === null,
    confirmedAt: row.confirmed_at ? new Date(row.confirmed_at).toISOString() : null,
    started: `${row.start_date}T${row.start_time}` <= localDateTime(now),
    project: { number: row.project_number, name: row.project_name, client: row.project_client },
    projectManager: row.manager_person_id === null ? null : { personId: row.manager_person_id, name: row.manager_name ?? '' },
    crew: { id: row.crew_id, name: row.crew_name },
    location: row.location_id === null ? null : {
      id: row.location_id, name: row.location_name ?? '', address: row.location_address ?? '', city: row.location_city ?? '',
    },
    crewChief: row.crew_chief_name ? { name: row.crew_chief_name, phone: row.crew_chief_phone } : null,
    remarks: row.remarks,
  };
}
