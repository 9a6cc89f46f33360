import type {
  CrewFunction, CrewInfo, CrewRating, CrewRatingRequest, CrewRatingsSummary, CrewRatingType, CrewTag, DocumentBasedSkill,
} from '../../src/ground/contract/projects';
import { conflict, forbidden, notFound } from '../kernel/HttpError';
import { pageOf, type Page, type Paging } from '../kernel/paging';
import { personIdOf, type SessionContext } from '../kernel/route';
import type { Queryable } from '../kernel/database';
import { holdsRight } from '../kernel/canAccess';
import { clientCompanyIds, clientWork } from './companyScope';
import { findCrewItemRow } from './crewItemStore';
import { mayRateCrewItem } from './projectRatingStore';
import { isPlanner } from './projectViewer';

/**
 * How the caller stands to crew member `personId` of the tenant: themself, a planner, the crew chief of a crew the
 * member works on, or a client who reads crew profiles (crewProfile.READ) and for whose company the member worked (a
 * crew item not cancelled, as `/personsClientRelated` lists them). Anyone else gets a 404, so a person's existence
 * never leaks.
 */
export async function crewMemberStanding(ctx: SessionContext, personId: number): Promise<'self' | 'planner' | 'chief' | 'client'> {
  const result = await ctx.db.query<{ chief: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM crew_items ci JOIN crew_chiefs cc ON cc.crew_id = ci.crew_id
       WHERE ci.person_id = pe.id AND cc.person_id = $3) AS chief FROM persons pe WHERE pe.id = $1 AND pe.tenant_id = $2`,
    [personId, ctx.tenant.id, ctx.principal.personId],
  );
  const row = result.rows[0];
  if (row && ctx.principal.personId === personId) return 'self';
  if (row && isPlanner(ctx)) return 'planner';
  if (row?.chief) return 'chief';
  if (row && (await workedForCallersClient(ctx, personId))) return 'client';
  throw notFound('Crew member not found');
}

/** True when the caller is a client reading crew profiles and the person worked on a project of their company. */
async function workedForCallersClient(ctx: SessionContext, personId: number): Promise<boolean> {
  const companies = await clientCompanyIds(ctx);
  if (companies === null || companies.length === 0 || !holdsRight(ctx.principal, 'crewProfile.READ')) return false;
  const worked = await ctx.db.query(
    `SELECT 1 FROM crew_items ci ${clientWork.joins} WHERE ${clientWork.where} AND ci.person_id = $3 LIMIT 1`,
    [ctx.tenant.id, companies, personId],
  );
  return worked.rows.length > 0;
}

/** The tenant's rating types. */
export async function listRatingTypes(ctx: SessionContext, paging: Paging): Promise<Page<CrewRatingType>> {
  return pageOf<CrewRatingType>(ctx.db, 'SELECT id, name, description FROM crew_rating_types WHERE tenant_id = $1 ORDER BY id', [ctx.tenant.id], paging);
}

const ratingSelect = `SELECT r.id, r.person_id, r.rating_type_id, t.name AS type_name, r.score, r.comment, r.crew_item_id,
  r.rated_by_person_id, rater.first_name || ' ' || rater.last_name AS by_name, r.created_at
  FROM crew_member_ratings r JOIN crew_rating_types t ON t.id = r.rating_type_id LEFT JOIN persons rater ON rater.id = r.rated_by_person_id`;
type RatingRow = { id: number; person_id: number; rating_type_id: number; type_name: string; score: number; comment: string | null;
  crew_item_id: number | null; rated_by_person_id: number | null; by_name: string | null; created_at: Date };

/** A crew member's ratings, newest first. */
export async function listRatings(ctx: SessionContext, personId: number, paging: Paging): Promise<Page<CrewRating>> {
  await crewMemberStanding(ctx, personId);
  const page = await pageOf<RatingRow>(ctx.db, `${ratingSelect} WHERE r.person_id = $1 ORDER BY r.created_at DESC, r.id DESC`, [personId], paging);
  return { items: page.items.map(ratingOf), total: page.total };
}

/**
 * Rates a crew member: planners and the crew chiefs of their crews, and clients reading crew profiles on a crew item
 * of a project of their company; never oneself. The type must be the tenant's; a crew item named must be the
 * person's, visible to the caller, and ended before today.
 */
export async function insertRating(ctx: SessionContext, personId: number, body: CrewRatingRequest): Promise<CrewRating> {
  const standing = await crewMemberStanding(ctx, personId);
  if (standing === 'self') throw forbidden('You cannot rate yourself');
  if (standing === 'client' && body.crewItemId == null) throw forbidden('A client rates crew on a crew item of its own projects: name the crewItemId');
  const type = await ctx.db.query('SELECT 1 FROM crew_rating_types WHERE id = $1 AND tenant_id = $2', [body.ratingTypeId, ctx.tenant.id]);
  if (type.rows.length === 0) throw notFound('Rating type not found');
  if (body.crewItemId != null) await rateableCrewItem(ctx, personId, body.crewItemId);
  const created = await ctx.db.query<{ id: number }>(
    `INSERT INTO crew_member_ratings (person_id, rating_type_id, score, comment, crew_item_id, rated_by_person_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [personId, body.ratingTypeId, body.score, body.comment ?? null, body.crewItemId ?? null, personIdOf(ctx), ctx.now.toISOString()],
  );
  const result = await ctx.db.query<RatingRow>(`${ratingSelect} WHERE r.id = $1`, [created.rows[0]!.id]);
  return ratingOf(result.rows[0]!);
}

/**
 * Checks that crew item `crewItemId` is the person's and that the caller sees it (404 otherwise), that it has ended
 * (409), and that the caller may rate it as the crew item lists say (`mayRateCrewItem`, the one place that decides).
 */
async function rateableCrewItem(ctx: SessionContext, personId: number, crewItemId: number): Promise<void> {
  const item = await findCrewItemRow(ctx, crewItemId);
  if (!item || item.person_id !== personId) throw notFound('Crew item not found for this crew member');
  if (item.end_date >= ctx.today) throw conflict(`This crew item ends on ${item.end_date}: its work can be rated from the day after`);
  if (!mayRateCrewItem(ctx, item)) throw forbidden('Only a planner, the crew chief of its crew or the client of its project rates this crew item');
}

/** A crew member's functions, tags or document-based skills, for a caller who may see them. */
export async function listOfCrewMember<K extends 'functions' | 'tags' | 'skills'>(
  ctx: SessionContext, personId: number, kind: K, paging: Paging,
): Promise<Page<{ functions: CrewFunction; tags: CrewTag; skills: DocumentBasedSkill }[K]>> {
  await crewMemberStanding(ctx, personId);
  const page = await pageOf<Record<string, unknown>>(ctx.db, sqlOf[kind], [personId, ctx.today], paging);
  return { items: page.items as never[], total: page.total };
}

const sqlOf = {
  functions: 'SELECT id, function, level FROM crew_member_functions WHERE person_id = $1 AND $2::text IS NOT NULL ORDER BY function',
  tags: 'SELECT id, tag FROM crew_member_tags WHERE person_id = $1 AND $2::text IS NOT NULL ORDER BY tag',
  skills: `SELECT id, skill, document_name AS "documentName", valid_until::text AS "validUntil",
    (valid_until IS NULL OR valid_until >= $2::date) AS valid FROM crew_member_skills WHERE person_id = $1 ORDER BY skill`,
};

/** Ratings of a crew member summed up. */
export async function ratingsSummaryOf(db: Queryable, personId: number): Promise<CrewRatingsSummary> {
  const result = await db.query<{ type_name: string; average: string; count: number }>(
    `SELECT t.name AS type_name, avg(r.score)::numeric(3,2)::text AS average, count(*)::int AS count
     FROM crew_member_ratings r JOIN crew_rating_types t ON t.id = r.rating_type_id WHERE r.person_id = $1 GROUP BY t.id ORDER BY t.id`,
    [personId],
  );
  const byType = result.rows.map((row) => ({ ratingType: row.type_name, average: Number(row.average), count: row.count }));
  const count = byType.reduce((sum, row) => sum + row.count, 0);
  const average = count === 0 ? null : Math.round((byType.reduce((sum, row) => sum + row.average * row.count, 0) / count) * 100) / 100;
  return { count, average, byType };
}

/** The caller's own crew info: functions, tags, skills and ratings. */
export async function crewInfoOf(ctx: SessionContext): Promise<CrewInfo> {
  const personId = personIdOf(ctx);
  const all = { limit: 1000, page: 1 };
  const person = await ctx.db.query<{ name: string }>("SELECT first_name || ' ' || last_name AS name FROM persons WHERE id = $1", [personId]);
  return {
    personId,
    name: person.rows[0]?.name ?? '',
    functions: (await listOfCrewMember(ctx, personId, 'functions', all)).items,
    tags: (await listOfCrewMember(ctx, personId, 'tags', all)).items,
    skills: (await listOfCrewMember(ctx, personId, 'skills', all)).items,
    ratings: await ratingsSummaryOf(ctx.db, personId),
  };
}

function ratingOf(row: RatingRow): CrewRating {
  return {
    id: row.id, personId: row.person_id, ratingType: { id: row.rating_type_id, name: row.type_name }, score: row.score,
    comment: row.comment, crewItemId: row.crew_item_id,
    ratedBy: row.rated_by_person_id === null ? null : { personId: row.rated_by_person_id, name: row.by_name ?? '' },
    createdAt: new Date(row.created_at).toISOString(),
  };
}
