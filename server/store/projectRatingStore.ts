import type { MyProjectRating, ProjectCrewItem } from '../../src/ground/contract/projects';
import { holdsRight } from '../kernel/canAccess';
import { pageOf, type Page, type Paging } from '../kernel/paging';
import type { SessionContext } from '../kernel/route';
import { crewItemOf, crewItemsOfViewer, type CrewItemRow } from './crewItemStore';
import { viewerParams } from './projectViewer';

/**
 * A project's "my rating" (product spec section 2) as a lateral subquery over project `p`: the average and count of
 * the ratings the caller (`$3`, the viewer's person) gave on the crew items of the project's crews. A project login
 * has no person, so it has none.
 */
export const myRatingOfProject = `SELECT round(avg(r.score), 2)::float8 AS my_average, count(r.id)::int AS my_count
  FROM crew_member_ratings r JOIN crew_items ri ON ri.id = r.crew_item_id JOIN crews rc ON rc.id = ri.crew_id
  WHERE rc.project_id = p.id AND r.rated_by_person_id = $3::int`;

/** The caller's rating of a project from a row that selected `myRatingOfProject`'s columns. */
export function myRatingOf(row: Record<string, unknown>): MyProjectRating {
  return { average: (row.my_average as number | null) ?? null, count: (row.my_count as number | null) ?? 0 };
}

/**
 * Whether the caller may rate the person on a crew item: a person other than the caller is on it, it ended before
 * today, and the caller is a planner or the crew chief of its crew (`can_edit`), or a client login reading crew
 * profiles. The one place that decides it: the crew item lists' `canRate` and `POST /crewMember/{id}/crewRatings`
 * with a `crewItemId` both ask it.
 */
export function mayRateCrewItem(ctx: SessionContext, row: CrewItemRow): boolean {
  const { principal } = ctx;
  const client = principal.tokenType === 'user' && principal.loginTypes.includes('client') && holdsRight(principal, 'crewProfile.READ');
  return row.person_id !== null && row.person_id !== principal.personId && row.end_date < ctx.today && (row.can_edit || client);
}

/** The crew items of one project (its row id), by date, time and crew, each with the caller's latest score and whether they may rate it. */
export async function listRatedProjectCrewItems(ctx: SessionContext, projectId: number, paging: Paging): Promise<Page<ProjectCrewItem>> {
  const page = await pageOf<CrewItemRow & { my_rating: number | null }>(
    ctx.db,
    `SELECT item.*, (SELECT r.score FROM crew_member_ratings r WHERE r.crew_item_id = item.id AND r.rated_by_person_id = $3::int
         ORDER BY r.created_at DESC, r.id DESC LIMIT 1) AS my_rating
     FROM (${crewItemsOfViewer} WHERE project_id = $6) AS item ORDER BY start_date, start_time, crew_id, id`,
    [...viewerParams(ctx), projectId], paging,
  );
  return { items: page.items.map((row) => ({ ...crewItemOf(row), myRating: row.my_rating, canRate: mayRateCrewItem(ctx, row) })), total: page.total };
}
