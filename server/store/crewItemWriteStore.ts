import type { CrewItem, CrewItemsRequest, CrewItemUpdate } from '../../src/ground/contract/projects';
import { badRequest, forbidden, notFound } from '../kernel/HttpError';
import type { SessionContext } from '../kernel/route';
import { crewItemOf, editableCrewItem, readableCrewItem, recordStatus } from './crewItemStore';
import { chiefsCrew, projectVisible, viewerParams } from './projectViewer';

/**
 * Creates `amount` identical crew items on a crew of project `number`, each requested with a first status record,
 * all in one transaction. A planner or the crew's chief may; 404 when the project (or the crew on it) is not
 * visible to the caller, 403 when it is but the caller may not add to that crew.
 */
export async function insertCrewItemsOnProject(ctx: SessionContext, number: string, body: CrewItemsRequest): Promise<CrewItem[]> {
  const viewer = viewerParams(ctx);
  const found = await ctx.db.query<{ crew_id: number | null; chief: boolean; visible: boolean }>(
    `SELECT c.id AS crew_id, ${chiefsCrew} AS chief, ${projectVisible} AS visible
     FROM projects p LEFT JOIN crews c ON c.project_id = p.id AND c.id = $7 WHERE p.tenant_id = $1 AND p.number = $6`,
    [...viewer, number, body.crewId],
  );
  const row = found.rows[0];
  if (!row || (!row.visible && !row.chief)) throw notFound('Project not found');
  if (row.crew_id === null) throw notFound('Crew not found on this project');
  if (!row.chief && !viewer[3]) throw forbidden('Only the crew chief of this crew or a planner may add crew items');
  const ids = await ctx.db.transaction(async (tx) => {
    const created: number[] = [];
    for (let row = 0; row < body.amount; row += 1) {
      const result = await tx.query<{ id: number }>(
        `INSERT INTO crew_items (crew_id, function, start_date, end_date, start_time, end_time, status, remarks, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, 'requested', $7, $8) RETURNING id`,
        [body.crewId, body.function, body.startDate, body.endDate ?? body.startDate, body.startTime, body.endTime,
          body.remarks ?? null, ctx.now.toISOString()],
      );
      const id = result.rows[0]!.id;
      await recordStatus(tx, ctx, id, 'requested', 'created');
      created.push(id);
    }
    return created;
  });
  return Promise.all(ids.map(async (id) => crewItemOf(await readableCrewItem(ctx, id))));
}

/**
 * Changes a crew item's dates, times, function or remarks. A confirmed (or already changed) item whose dates or
 * times move becomes `changed` and waits for the crew member to confirm again; the change is recorded. The route's reader
 * refuses a body without a field to change.
 */
export async function updateCrewItem(ctx: SessionContext, id: number, body: CrewItemUpdate): Promise<CrewItem> {
  await ctx.db.transaction(async (tx) => {
    const item = await editableCrewItem(ctx, id, tx);
    const next = {
      startDate: body.startDate ?? item.start_date, endDate: body.endDate ?? item.end_date,
      startTime: body.startTime ?? item.start_time, endTime: body.endTime ?? item.end_time,
    };
    if (next.endDate < next.startDate) {
      throw badRequest('endDate must not be before startDate', [{ path: 'endDate', message: 'must not be before startDate' }]);
    }
    const moved = next.startDate !== item.start_date || next.endDate !== item.end_date
      || next.startTime !== item.start_time || next.endTime !== item.end_time;
    const changed = moved && item.person_id !== null && (item.status === 'confirmed' || item.status === 'changed');
    await tx.query(
      `UPDATE crew_items SET start_date = $2, end_date = $3, start_time = $4, end_time = $5, function = COALESCE($6, function),
         remarks = CASE WHEN $7::boolean THEN $8 ELSE remarks END,
         status = CASE WHEN $9::boolean THEN 'changed' ELSE status END,
         to_confirm = CASE WHEN $9::boolean THEN true ELSE to_confirm END,
         confirmed_at = CASE WHEN $9::boolean THEN NULL ELSE confirmed_at END
       WHERE id = $1`,
      [id, next.startDate, next.endDate, next.startTime, next.endTime, body.function ?? null, body.remarks !== undefined,
        body.remarks ?? null, changed],
    );
    if (changed) {
      const remark = `Moved from ${item.start_date} ${item.start_time}–${item.end_time} to ${next.startDate} ${next.startTime}–${next.endTime}`;
      await recordStatus(tx, ctx, id, 'changed', 'changed', remark);
    }
  });
  return crewItemOf(await readableCrewItem(ctx, id));
}
