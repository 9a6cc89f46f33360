import type { CrewItem, VacancyFilter } from '../../src/ground/contract/projects';
import { conflict, forbidden } from '../kernel/HttpError';
import { holdsRight } from '../kernel/canAccess';
import { pageOf, type Page, type Paging } from '../kernel/paging';
import { personIdOf, type SessionContext } from '../kernel/route';
import { crewItemOf, crewItemsOfViewer, readableCrewItem, recordStatus, type CrewItemRow } from './crewItemStore';
import { viewerParams } from './projectViewer';

/** Vacancies need section 6's `mobileProjectVacancies.READ` (crew members apply, the routes' rule; planners look). */
function mayReadVacancies(ctx: SessionContext): void {
  if (!holdsRight(ctx.principal, 'mobileProjectVacancies.READ')) throw forbidden('This needs the right mobileProjectVacancies.READ');
}

/** Open positions (no one planned, not cancelled, not started) of projects not closed, soonest first, filtered. */
export async function listVacancies(ctx: SessionContext, filter: VacancyFilter & Paging): Promise<Page<CrewItem>> {
  mayReadVacancies(ctx);
  const like = (value: string | undefined) => (value ? `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null);
  const page = await pageOf<CrewItemRow>(
    ctx.db,
    `${crewItemsOfViewer} WHERE person_id IS NULL AND status <> 'cancelled' AND start_day >= $6::date
       AND NOT project_closed
       AND ($7::date IS NULL OR start_day >= $7::date) AND ($8::date IS NULL OR start_day <= $8::date)
       AND ($9::text IS NULL OR function ILIKE $9::text) AND ($10::text IS NULL OR loc_city ILIKE $10::text)
     ORDER BY start_day, start_time, id`,
    [...viewerParams(ctx), ctx.today, filter.from ?? null, filter.to ?? null, like(filter.function), like(filter.city)],
    filter,
  );
  return { items: page.items.map(crewItemOf), total: page.total };
}

/** Applies the caller for a vacancy: they become its applicant, requested. 409 when already applied or taken. */
export async function applyVacancy(ctx: SessionContext, id: number): Promise<CrewItem> {
  mayReadVacancies(ctx);
  const personId = personIdOf(ctx);
  await ctx.db.transaction(async (tx) => {
    const item = await readableCrewItem(ctx, id, tx);
    if (item.person_id === personId) throw conflict(item.applied_for ? 'You already applied for this vacancy' : 'You are already planned on this position');
    if (item.person_id !== null || item.status === 'cancelled') throw conflict('This vacancy is no longer open');
    if (item.start_date < ctx.today) throw conflict('This vacancy has already started');
    const taken = await tx.query(
      "UPDATE crew_items SET person_id = $2, applied_for = true, status = 'requested' WHERE id = $1 AND person_id IS NULL",
      [id, personId],
    );
    if ((taken.affectedRows ?? 0) === 0) throw conflict('This vacancy is no longer open');
    await recordStatus(tx, ctx, id, 'requested', 'applied');
  });
  return crewItemOf(await readableCrewItem(ctx, id));
}

/** Withdraws the caller's application: the position is open again. 409 when they have not applied (or were confirmed). */
export async function unapplyVacancy(ctx: SessionContext, id: number): Promise<CrewItem> {
  mayReadVacancies(ctx);
  const personId = personIdOf(ctx);
  await ctx.db.transaction(async (tx) => {
    const item = await readableCrewItem(ctx, id, tx);
    if (item.person_id !== personId || !item.applied_for) throw conflict('You have not applied for this vacancy');
    if (item.status !== 'requested') throw conflict(`Your application was already handled (${item.status}); ask the planner`);
    await tx.query('UPDATE crew_items SET person_id = NULL, applied_for = false WHERE id = $1', [id]);
    await recordStatus(tx, ctx, id, 'requested', 'unapplied');
  });
  return crewItemOf(await readableCrewItem(ctx, id));
}
