import type { CrewProfile } from '../../src/ground/contract/projects';
import { notFound } from '../kernel/HttpError';
import type { SessionContext } from '../kernel/route';
import { crewItemOf, crewItemsOfViewer, type CrewItemRow } from './crewItemStore';
import { ratingsSummaryOf } from './crewMemberStore';
import { viewerParams } from './projectViewer';

/** A crew member as seen from project `projectId` (already visible); 404 when they have no crew item on it. */
export async function crewProfileOf(ctx: SessionContext, projectId: number, personId: number): Promise<CrewProfile> {
  const items = await ctx.db.query<CrewItemRow>(
    `${crewItemsOfViewer} WHERE project_id = $6 AND person_id = $7 ORDER BY start_date, start_time, id`,
    [...viewerParams(ctx), projectId, personId],
  );
  if (items.rows.length === 0) throw notFound('Profile not found');
  const person = await ctx.db.query<{ name: string; contact_number: string | null }>(
    "SELECT first_name || ' ' || last_name AS name, contact_number FROM persons WHERE id = $1", [personId],
  );
  const [functions, tags] = await Promise.all([
    ctx.db.query<CrewProfile['functions'][number]>('SELECT id, function, level FROM crew_member_functions WHERE person_id = $1 ORDER BY function', [personId]),
    ctx.db.query<CrewProfile['tags'][number]>('SELECT id, tag FROM crew_member_tags WHERE person_id = $1 ORDER BY tag', [personId]),
  ]);
  return {
    personId,
    name: person.rows[0]?.name ?? '',
    contactNumber: person.rows[0]?.contact_number ?? null,
    functions: functions.rows,
    tags: tags.rows,
    ratings: await ratingsSummaryOf(ctx.db, personId),
    items: items.rows.map(crewItemOf),
  };
}
