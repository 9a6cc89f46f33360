import type { ProjectCrewRating } from '../../src/ground/contract';
import { pageOf, type Page, type Paging } from '../kernel/paging';
import type { SessionContext } from '../kernel/route';
import { readableCrew } from './crewAccessStore';
import { crewPersonOf } from './crewPeople';

interface RatingRow {
  id: number; person_id: number; first_name: string; last_name: string; category: string; score: number;
  comment: string | null; rated_by: string | null; rated_at: Date;
}

/** The ratings given for work on a crew's items (projects part's `crew_member_ratings`); a crew member sees only their own, the chief, planners and the project login all. */
export async function listCrewRatings(ctx: SessionContext, crewId: number, paging: Paging): Promise<Page<ProjectCrewRating>> {
  const access = await readableCrew(ctx, crewId);
  const onlyPerson = access.role === 'member' ? access.personId : null;
  const page = await pageOf<RatingRow>(
    ctx.db,
    `SELECT r.id, r.person_id, pe.first_name, pe.last_name, t.name AS category, r.score, r.comment,
       rater.first_name || ' ' || rater.last_name AS rated_by, r.created_at AS rated_at
     FROM crew_member_ratings r
     JOIN crew_items ci ON ci.id = r.crew_item_id
     JOIN persons pe ON pe.id = r.person_id
     JOIN crew_rating_types t ON t.id = r.rating_type_id
     LEFT JOIN persons rater ON rater.id = r.rated_by_person_id
     WHERE ci.crew_id = $1 AND ($2::int IS NULL OR r.person_id = $2::int)
     ORDER BY pe.last_name, pe.first_name, t.name, r.id`,
    [crewId, onlyPerson],
    paging,
  );
  return {
    total: page.total,
    items: page.items.map((row) => ({
      id: row.id,
      person: crewPersonOf({ id: row.person_id, first_name: row.first_name, last_name: row.last_name })!,
      category: row.category,
      score: row.score,
      comment: row.comment,
      ratedBy: row.rated_by,
      ratedAt: new Date(row.rated_at).toISOString(),
    })),
  };
}
