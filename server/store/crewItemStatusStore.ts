import type { PositionStatus } from '../../src/ground/contract';
import type { CrewItemStatus, CrewItemStatusAction, CrewItemStatusRequest } from '../../src/ground/contract/projects';
import { conflict, forbidden, notFound } from '../kernel/HttpError';
import { pageOf, type Page, type Paging } from '../kernel/paging';
import type { SessionContext } from '../kernel/route';
import type { Queryable } from '../kernel/database';
import { localDateTime } from '../kernel/isoDates';
import { editableCrewItem, readableCrewItem, recordStatus, type CrewItemRow } from './crewItemStore';
import { isPlanner } from './projectViewer';

/** The status actions of section 4. */
export type StatusAction = 'activate' | 'notNeeded' | 'reactivate' | 'noShow';

/**
 * Section 4's state machine: what each action needs and what it leads to. Activate confirms a requested or spare
 * position someone is planned on; notNeeded cancels any position that is not cancelled and not a no-show; reactivate asks again for a
 * cancelled one; noShow marks a confirmed position whose start has passed. Anything else is a 409 with the reason.
 */
export function nextStatus(
  action: StatusAction, item: Pick<CrewItemRow, 'status' | 'no_show' | 'start_date' | 'start_time' | 'person_id'>, now: Date,
): { status: PositionStatus; noShow?: true } | { refused: string } {
  switch (action) {
    case 'activate':
      if (item.status !== 'requested' && item.status !== 'spare') {
        return { refused: `Only a requested or spare position can be activated; this one is ${item.status}` };
      }
      return item.person_id === null ? { refused: 'Plan someone on this position before activating it' } : { status: 'confirmed' };
    case 'notNeeded':
      if (item.status === 'cancelled') return { refused: 'This position is already cancelled' };
      return item.no_show ? { refused: 'A position marked as no show cannot be cancelled' } : { status: 'cancelled' };
    case 'reactivate':
      return item.status === 'cancelled'
        ? { status: 'requested' } : { refused: `Only a cancelled position can be reactivated; this one is ${item.status}` };
    case 'noShow':
      if (item.status !== 'confirmed') return { refused: `Only a confirmed position can be a no show; this one is ${item.status}` };
      if (item.no_show) return { refused: 'This position is already marked as a no show' };
      return `${item.start_date}T${item.start_time}` <= localDateTime(now)
        ? { status: 'confirmed', noShow: true } : { refused: 'A no show can be marked only once the position has started' };
  }
}

const statusColumns = `s.id, s.crew_item_id, s.status, s.action, s.remark, s.created_at, s.by_person_id,
  pe.first_name || ' ' || pe.last_name AS by_name`;
type StatusRow = { id: number; crew_item_id: number; status: PositionStatus; action: CrewItemStatusAction; remark: string | null;
  created_at: Date; by_person_id: number | null; by_name: string | null };

/** A crew item's status history, newest first (404 when the caller may not see the item). */
export async function listStatuses(ctx: SessionContext, crewItemId: number, paging: Paging): Promise<Page<CrewItemStatus>> {
  await readableCrewItem(ctx, crewItemId);
  const page = await pageOf<StatusRow>(ctx.db, `SELECT ${statusColumns} FROM crew_item_statuses s
    LEFT JOIN persons pe ON pe.id = s.by_person_id WHERE s.crew_item_id = $1 ORDER BY s.id DESC`, [crewItemId], paging);
  return { items: page.items.map(statusOf), total: page.total };
}

/** Runs a status action on the crew item of status record `statusId`, which must be its latest record. */
export async function runStatusAction(ctx: SessionContext, statusId: number, action: StatusAction): Promise<CrewItemStatus> {
  return ctx.db.transaction(async (tx) => {
    const item = await itemOfStatus(ctx, tx, statusId);
    const next = nextStatus(action, item, ctx.now);
    if ('refused' in next) throw conflict(next.refused);
    await tx.query('UPDATE crew_items SET status = $2, no_show = no_show OR $3 WHERE id = $1', [item.id, next.status, next.noShow ?? false]);
    return findStatus(tx, await recordStatus(tx, ctx, item.id, next.status, action));
  });
}

/** Sets a crew item's status directly (planners only), with a record. */
export async function insertStatus(ctx: SessionContext, body: CrewItemStatusRequest): Promise<CrewItemStatus> {
  return ctx.db.transaction(async (tx) => {
    const item = await editableCrewItem(ctx, body.crewItemId, tx);
    if (!isPlanner(ctx)) throw forbidden('Only a planner may set a status directly; crew chiefs use the status actions');
    if (item.no_show && body.status !== 'confirmed') throw conflict('A position marked as no show stays confirmed');
    if (item.person_id === null && body.status !== 'requested' && body.status !== 'cancelled') {
      throw conflict(`Plan someone on this position before making it ${body.status}`);
    }
    await tx.query('UPDATE crew_items SET status = $2 WHERE id = $1', [item.id, body.status]);
    return findStatus(tx, await recordStatus(tx, ctx, item.id, body.status, 'set', body.remark ?? null));
  });
}

/** Corrects the remark of a status record of a crew item the caller may change. */
export async function updateStatusRemark(ctx: SessionContext, statusId: number, remark: string | null): Promise<CrewItemStatus> {
  return ctx.db.transaction(async (tx) => {
    await itemOfStatus(ctx, tx, statusId, false);
    await tx.query('UPDATE crew_item_statuses SET remark = $2 WHERE id = $1', [statusId, remark]);
    return findStatus(tx, statusId);
  });
}

/** The crew item of a status record, for a caller who may change it; 409 when `latest` and a newer record exists. */
async function itemOfStatus(ctx: SessionContext, tx: Queryable, statusId: number, latest = true): Promise<CrewItemRow> {
  const record = await tx.query<{ crew_item_id: number }>('SELECT crew_item_id FROM crew_item_statuses WHERE id = $1', [statusId]);
  const crewItemId = record.rows[0]?.crew_item_id;
  if (crewItemId === undefined) throw notFound('Crew item status not found');
  const item = await editableCrewItem(ctx, crewItemId, tx).catch((error: unknown) => {
    throw error instanceof Error && 'status' in error && error.status === 404 ? notFound('Crew item status not found') : error;
  });
  if (latest && item.status_id !== statusId) throw conflict('This status has changed since; reload the crew item and try again');
  return item;
}

async function findStatus(tx: Queryable, id: number): Promise<CrewItemStatus> {
  const result = await tx.query<StatusRow>(`SELECT ${statusColumns} FROM crew_item_statuses s
    LEFT JOIN persons pe ON pe.id = s.by_person_id WHERE s.id = $1`, [id]);
  return statusOf(result.rows[0]!);
}

function statusOf(row: StatusRow): CrewItemStatus {
  return {
    id: row.id, crewItemId: row.crew_item_id, status: row.status, action: row.action, remark: row.remark,
    by: row.by_person_id === null ? null : { personId: row.by_person_id, name: row.by_name ?? '' },
    createdAt: new Date(row.created_at).toISOString(),
  };
}
