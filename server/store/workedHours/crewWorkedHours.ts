import type { WorkedHours, WorkedHoursEntry } from '../../../src/ground/contract';
import { conflict, notFound } from '../../kernel/HttpError';
import { pageOf, type Page, type Paging } from '../../kernel/paging';
import type { SessionContext } from '../../kernel/route';
import { chiefOfCrew, onSiteInCrew, readableCrew } from '../crewAccessStore';
import { clockParams, workedHoursOf, workedHoursRows, type WorkedHoursRow } from './workedHoursQuery';

const notFoundMessage = 'Worked hours not found';

/**
 * A crew's days, planned beside worked, by date and name: a member sees their own, the chief and planners everyone's,
 * a project login none (hours and pay are not the client's). 404 for a crew the caller does not see.
 */
export async function listCrewWorkedHours(ctx: SessionContext, crewId: number, paging: Paging): Promise<Page<WorkedHours>> {
  const access = await readableCrew(ctx, crewId);
  const everyone = access.role === 'chief' || access.role === 'planner';
  const person = access.role === 'member' ? access.personId : null;
  const page = await pageOf<WorkedHoursRow>(ctx.db,
    `${workedHoursRows(false)} WHERE crew_id = $3 AND ($4::boolean OR person_id = $5::int)
     ORDER BY work_date DESC, last_name, first_name, crew_item_id`,
    [...clockParams(ctx.now), crewId, everyone, person], paging);
  return { items: page.items.map(workedHoursOf), total: page.total };
}

/** One worked hours record of the tenant as the answer reads it; null when there is none. */
export async function workedHoursById(ctx: SessionContext, id: number): Promise<WorkedHoursRow | null> {
  const result = await ctx.db.query<WorkedHoursRow>(`${workedHoursRows(true)} WHERE id = $3 AND tenant_id = $4`,
    [...clockParams(ctx.now), id, ctx.tenant.id]);
  return result.rows[0] ?? null;
}

/** Local `date` at `time` (`HH:MM`), as the server's clock reads days and times. */
function localMoment(date: string, time: string, nextDay = false): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return new Date(year, month - 1, day + (nextDay ? 1 : 0), hours, minutes);
}

/**
 * A crew member enters the hours of a day of their own crew item on which they did not check in, with the reason:
 * 404 for another's item or a day outside it, 409 for a day not yet come or one with hours already.
 */
export async function enterWorkedHours(ctx: SessionContext, crewId: number, body: WorkedHoursEntry): Promise<WorkedHours> {
  const member = await onSiteInCrew(ctx, crewId);
  const item = await ctx.db.query(
    `SELECT 1 FROM crew_items WHERE id = $1 AND crew_id = $2 AND person_id = $3 AND status IN ('confirmed', 'changed')
       AND $4::date BETWEEN start_date AND end_date`,
    [body.crewItemId, crewId, member.personId, body.workDate]);
  if (item.rows.length === 0) throw notFound('Crew item not found on that day');
  if (body.workDate > clockParams(ctx.now)[0]) throw conflict('Hours can be entered once the day has come');
  const startedAt = localMoment(body.workDate, body.startTime);
  const endedAt = localMoment(body.workDate, body.endTime, body.endTime <= body.startTime);
  const inserted = await ctx.db.query<{ id: number }>(
    `INSERT INTO worked_hours (crew_item_id, person_id, work_date, started_at, ended_at, break_minutes, entered_reason)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (crew_item_id, work_date) DO NOTHING RETURNING id`,
    [body.crewItemId, member.personId, body.workDate, startedAt.toISOString(), endedAt.toISOString(), body.breakMinutes, body.reason]);
  const id = inserted.rows[0]?.id;
  if (id === undefined) throw conflict('Hours are already recorded for this day');
  return workedHoursOf((await workedHoursById(ctx, id))!);
}

/** The crew chief confirms one person's day: 409 while checked in or once confirmed; 403 for anyone but the chief. */
export async function confirmWorkedHours(ctx: SessionContext, id: number): Promise<WorkedHours> {
  const row = await workedHoursById(ctx, id);
  if (!row) throw notFound(notFoundMessage);
  const chief = await chiefOfCrew(ctx, row.crew_id);
  if (!row.ended_at) throw conflict('This person is still checked in: hours are confirmed after the check-out');
  const updated = await ctx.db.query<{ id: number }>(
    'UPDATE worked_hours SET confirmed_at = $2, confirmed_by = $3 WHERE id = $1 AND confirmed_at IS NULL RETURNING id',
    [id, ctx.now.toISOString(), chief.personId]);
  if (updated.rows.length === 0) throw conflict('These hours are already confirmed');
  return workedHoursOf((await workedHoursById(ctx, id))!);
}
