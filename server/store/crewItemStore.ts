import type { PositionStatus } from '../../src/ground/contract';
import type { CrewItem } from '../../src/ground/contract/projects';
import { forbidden, notFound } from '../kernel/HttpError';
import { pageOf, type Page, type Paging } from '../kernel/paging';
import type { SessionContext } from '../kernel/route';
import type { Queryable } from '../kernel/database';
import { crewItemEditable, crewItemVisible, viewerParams } from './projectViewer';
import { venueColumns, venueOf } from './venueStore';
import { notifyPerson } from './notifyPerson';

/** Every crew item the viewer (`$1`–`$5`) may see, with its crew, project, venue, person and latest status record. */
export const crewItemsOfViewer = `
  SELECT * FROM (
    SELECT ci.id, ci.status, ci.function, ci.start_date::text AS start_date, ci.start_date AS start_day,
      ci.end_date::text AS end_date, ci.start_time, ci.end_time, ci.person_id, ci.applied_for, ci.no_show, ci.crew_chief_only, ci.remarks, ci.to_confirm,
      pe.first_name || ' ' || pe.last_name AS person_name, c.id AS crew_id, c.name AS crew_name, p.id AS project_id,
      p.number AS project_number, p.name AS project_name, p.client AS project_client, p.closed AS project_closed,
      ${venueColumns('l', 'loc')},
      (SELECT max(s.id) FROM crew_item_statuses s WHERE s.crew_item_id = ci.id) AS status_id,
      ${crewItemEditable} AS can_edit
    FROM crew_items ci
    JOIN crews c ON c.id = ci.crew_id
    JOIN projects p ON p.id = c.project_id
    LEFT JOIN persons pe ON pe.id = ci.person_id
    LEFT JOIN locations l ON l.id = c.location_id
    WHERE ${crewItemVisible}
  ) AS crew_item`;

/** A row of `crewItemsOfViewer`. */
export type CrewItemRow = Record<string, unknown> & {
  id: number; status: PositionStatus; person_id: number | null; applied_for: boolean; no_show: boolean; can_edit: boolean;
  start_date: string; end_date: string; start_time: string; end_time: string; project_id: number; crew_id: number;
};

/** One crew item row the caller may see; null otherwise. `tx` lets a transaction read its own writes. */
export async function findCrewItemRow(ctx: SessionContext, id: number, tx: Queryable = ctx.db): Promise<CrewItemRow | null> {
  const result = await tx.query<CrewItemRow>(`${crewItemsOfViewer} WHERE id = $6`, [...viewerParams(ctx), id]);
  return result.rows[0] ?? null;
}

/** One crew item the caller may see; 404 otherwise. */
export async function readableCrewItem(ctx: SessionContext, id: number, tx?: Queryable): Promise<CrewItemRow> {
  const row = await findCrewItemRow(ctx, id, tx);
  if (!row) throw notFound('Crew item not found');
  return row;
}

/** A crew item the caller may change (crew chief of its crew or planner): 404 when not visible, 403 when not theirs to edit. */
export async function editableCrewItem(ctx: SessionContext, id: number, tx?: Queryable): Promise<CrewItemRow> {
  const row = await readableCrewItem(ctx, id, tx);
  if (!row.can_edit) throw forbidden('Only the crew chief of this crew or a planner may change this crew item');
  return row;
}

/** One crew item as answered; null when the caller may not see it. */
export async function findCrewItem(ctx: SessionContext, id: number): Promise<CrewItem | null> {
  const row = await findCrewItemRow(ctx, id);
  return row ? crewItemOf(row) : null;
}

/** The crew items of one project (its row id), by date, time and crew. */
export async function listProjectCrewItems(ctx: SessionContext, projectId: number, paging: Paging): Promise<Page<CrewItem>> {
  const page = await pageOf<CrewItemRow>(
    ctx.db, `${crewItemsOfViewer} WHERE project_id = $6 ORDER BY start_date, start_time, crew_id, id`,
    [...viewerParams(ctx), projectId], paging,
  );
  return { items: page.items.map(crewItemOf), total: page.total };
}

/** A crew item row as answered. */
export function crewItemOf(row: CrewItemRow): CrewItem {
  return {
    id: row.id,
    status: row.status,
    statusId: (row.status_id as number | null) ?? null,
    function: row.function as string,
    startDate: row.start_date,
    endDate: row.end_date,
    startTime: row.start_time,
    endTime: row.end_time,
    person: row.person_id === null ? null : { personId: row.person_id, name: row.person_name as string },
    vacant: row.person_id === null && row.status !== 'cancelled',
    appliedFor: row.applied_for,
    noShow: row.no_show,
    crewChiefOnly: row.crew_chief_only as boolean,
    remarks: (row.remarks as string | null) ?? null,
    crew: { id: row.crew_id, name: row.crew_name as string },
    project: { number: row.project_number as string, name: row.project_name as string, client: row.project_client as string },
    location: venueOf(row, 'loc'),
    canEdit: row.can_edit,
  };
}

/**
 * Writes a status record for a crew item (inside the caller's transaction). A position that becomes requested or
 * changed is offered (again) to the person planned on it: a push message tells them, unless they made the change.
 */
export async function recordStatus(
  tx: Queryable, ctx: SessionContext, crewItemId: number, status: PositionStatus, action: string, remark: string | null = null,
): Promise<number> {
  const result = await tx.query<{ id: number; person_id: number | null }>(
    `INSERT INTO crew_item_statuses (crew_item_id, status, action, remark, by_person_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id, (SELECT person_id FROM crew_items WHERE id = $1) AS person_id`,
    [crewItemId, status, action, remark, ctx.principal.personId, ctx.now.toISOString()],
  );
  const record = result.rows[0]!;
  if ((status === 'requested' || status === 'changed') && record.person_id !== null) {
    await notifyPerson(tx, ctx, { personId: record.person_id, kind: status === 'requested' ? 'jobOffered' : 'jobChanged', subjectId: crewItemId });
  }
  return record.id;
}
