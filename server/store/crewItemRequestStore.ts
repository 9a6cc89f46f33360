import type { CrewItem } from '../../src/ground/contract/projects';
import { conflict, forbidden, notFound } from '../kernel/HttpError';
import { holdsRight } from '../kernel/canAccess';
import type { SessionContext } from '../kernel/route';
import { crewItemOf, readableCrewItem, recordStatus } from './crewItemStore';
import { isPlanner } from './projectViewer';
import { candidateFacts, openCrewItem } from './planning/bestPersonStore';

/**
 * Requests crew member `personId` for an open crew item (find best person): the item becomes theirs, `requested`
 * and waiting for their confirmation (their jobs list it to confirm; a push message tells them), with a status
 * record naming them. Planners with projects.READ only (403), on a crew item of their tenant (404), that has no
 * person and is not cancelled (409); the person must be one of the tenant's crew members (404) and, checked again
 * here, free on the item's days (409 naming what is in the way). Less rest than the company's minimum next to another
 * of their jobs is a warning, not a refusal: the request is made and its status record notes the rest.
 */
export async function requestPerson(ctx: SessionContext, id: number, personId: number): Promise<CrewItem> {
  if (!isPlanner(ctx) || !holdsRight(ctx.principal, 'projects.READ')) {
    throw forbidden('Only a planner with projects.READ may request a person for a crew item');
  }
  await ctx.db.transaction(async (tx) => {
    const item = await openCrewItem(ctx, id, tx);
    const [candidate] = await candidateFacts(tx, item, [personId]);
    if (!candidate) throw notFound('Crew member not found');
    if (!candidate.available) {
      throw conflict(`${candidate.name} is not available on these days: ${candidate.conflicts.map((entry) => entry.what).join('; ')}`);
    }
    const taken = await tx.query(
      `UPDATE crew_items SET person_id = $2, status = 'requested', to_confirm = true, confirmed_at = NULL, applied_for = false
       WHERE id = $1 AND person_id IS NULL AND status <> 'cancelled' RETURNING id`, [id, personId]);
    if (taken.rows.length === 0) throw conflict('This crew item has just been given to someone else; reload it');
    // Too little rest is the planner's call (they were warned by find best person): the request is made, and its record says so.
    const rest = candidate.shortRest ? ` (rest ${String(candidate.restHours)} h, under ${String(candidate.minimumRestHours)} h)` : '';
    await recordStatus(tx, ctx, id, 'requested', 'set', `Requested: ${candidate.name}${rest}`);
  });
  return crewItemOf(await readableCrewItem(ctx, id));
}
