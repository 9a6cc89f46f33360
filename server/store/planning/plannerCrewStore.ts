import type {
  PCrewRequest, PlannerCrew, PlannerCrewMember, PlannerCrewMembership, PlannerCrewMembershipRequest, PlannerCrewType,
} from '../../../src/ground/contract';
import { badRequest, conflict, notFound } from '../../kernel/HttpError';
import { pageOf, type Page, type Paging } from '../../kernel/paging';
import { personIdOf, type SessionContext } from '../../kernel/route';

/**
 * What a list of crews can be narrowed to (section 2: planner crew filters): per facet the values a crew must hold
 * one of (empty: any crew); a crew must match every facet given.
 */
export interface CrewFilters { function: readonly string[]; tag: readonly string[]; region: readonly string[]; skill: readonly string[] }

const noFilters: CrewFilters = { function: [], tag: [], region: [], skill: [] };

/** A facet's values for the query: null when none is asked for (so the facet does not narrow). */
const facet = (values: readonly string[]) => (values.length > 0 ? [...values] : null);

/** A crew is the caller's when they manage it ($1 tenant, $2 person); $3..$6 filter, $7 kind, $8 contact. */
const crewsOfCaller = `
  SELECT pc.id, pc.kind, pc.name, pc.description, pc.contact_id, pc.functions, pc.tags, pc.regions, pc.skills,
    pc.created_at, t.id AS type_id, t.name AS type_name,
    (SELECT count(*)::int FROM planner_crew_memberships m WHERE m.planner_crew_id = pc.id) AS member_count
  FROM planner_crews pc LEFT JOIN planner_crew_types t ON t.id = pc.type_id
  WHERE pc.tenant_id = $1
    AND EXISTS (SELECT 1 FROM planner_crew_managers g WHERE g.planner_crew_id = pc.id AND g.person_id = $2)
    AND ($3::text[] IS NULL OR $3::text[] && pc.functions) AND ($4::text[] IS NULL OR $4::text[] && pc.tags)
    AND ($5::text[] IS NULL OR $5::text[] && pc.regions) AND ($6::text[] IS NULL OR $6::text[] && pc.skills)
    AND ($7::text IS NULL OR pc.kind = $7::text) AND ($8::int IS NULL OR pc.contact_id = $8::int)`;

interface CrewRow {
  id: number; kind: PlannerCrew['kind']; name: string; description: string | null; contact_id: number | null;
  functions: string[]; tags: string[]; regions: string[]; skills: string[]; created_at: Date; type_id: number | null;
  type_name: string | null; member_count: number;
}

const crewOf = (row: CrewRow): PlannerCrew => ({
  id: row.id, kind: row.kind, name: row.name, description: row.description,
  type: row.type_id === null ? null : { id: row.type_id, name: row.type_name ?? '' }, contactId: row.contact_id,
  functions: row.functions, tags: row.tags, regions: row.regions, skills: row.skills, memberCount: row.member_count,
  createdAt: new Date(row.created_at).toISOString(),
});

async function crewPage(ctx: SessionContext, f: CrewFilters, kind: string | null, contactId: number | null, paging: Paging) {
  const page = await pageOf<CrewRow>(ctx.db, `${crewsOfCaller} ORDER BY pc.name, pc.id`,
    [ctx.tenant.id, personIdOf(ctx), facet(f.function), facet(f.tag), facet(f.region), facet(f.skill), kind, contactId], paging);
  return { items: page.items.map(crewOf), total: page.total };
}

/** The planner crews the caller manages, narrowed by functions, tags, regions and skills (any of each). */
export const listPlannerCrews = (ctx: SessionContext, query: CrewFilters & Paging): Promise<Page<PlannerCrew>> =>
  crewPage(ctx, query, 'planner', null, query);

/** The membership crews the caller manages. */
export const listPCrews = (ctx: SessionContext, query: Paging): Promise<Page<PlannerCrew>> =>
  crewPage(ctx, noFilters, 'membership', null, query);

/** The membership crews of one client contact that the caller manages. */
export const listContactPCrews = (ctx: SessionContext, contactId: number, query: Paging): Promise<Page<PlannerCrew>> =>
  crewPage(ctx, noFilters, 'membership', contactId, query);

/** One crew (either kind) the caller manages; null otherwise. */
export async function findPlannerCrew(ctx: SessionContext, id: number): Promise<PlannerCrew | null> {
  const result = await ctx.db.query<CrewRow>(`${crewsOfCaller} AND pc.id = $9`,
    [ctx.tenant.id, personIdOf(ctx), null, null, null, null, null, null, id]);
  return result.rows[0] ? crewOf(result.rows[0]) : null;
}

/** A value crews and crew members can be filtered by: a tag or a document-based skill. */
export interface CrewFacetValue { name: string }

/**
 * The tags (or document-based skills) used in the caller's tenant, by name: on its crew members and its planner
 * crews, each once. The options of the planner crew filters.
 */
export async function listCrewFacetValues(ctx: SessionContext, kind: 'tags' | 'skills', query: Paging): Promise<Page<CrewFacetValue>> {
  const sql = kind === 'tags'
    ? `SELECT t.tag AS name FROM crew_member_tags t JOIN persons p ON p.id = t.person_id WHERE p.tenant_id = $1
       UNION SELECT unnest(pc.tags) FROM planner_crews pc WHERE pc.tenant_id = $1`
    : `SELECT s.skill AS name FROM crew_member_skills s JOIN persons p ON p.id = s.person_id WHERE p.tenant_id = $1
       UNION SELECT unnest(pc.skills) FROM planner_crews pc WHERE pc.tenant_id = $1`;
  return pageOf<CrewFacetValue>(ctx.db, `SELECT name FROM (${sql}) AS v ORDER BY name`, [ctx.tenant.id], query);
}

/** The kinds of planner crew of the caller's tenant. */
export async function listPlannerCrewTypes(ctx: SessionContext, query: Paging): Promise<Page<PlannerCrewType>> {
  return pageOf<PlannerCrewType>(ctx.db, 'SELECT id, name FROM planner_crew_types WHERE tenant_id = $1 ORDER BY name, id',
    [ctx.tenant.id], query);
}

interface MemberRow {
  membership_id: number; person_id: number; first_name: string; last_name: string; contact_number: string | null;
  function: string | null; added_at: Date;
}

/** The people of a crew the caller manages; 404 for any other crew. */
export async function listCrewMembers(ctx: SessionContext, crewId: number, query: Paging): Promise<Page<PlannerCrewMember>> {
  if (!(await findPlannerCrew(ctx, crewId))) throw notFound('Crew not found');
  const page = await pageOf<MemberRow>(ctx.db,
    `SELECT m.id AS membership_id, p.id AS person_id, p.first_name, p.last_name, p.contact_number, m.function, m.added_at
     FROM planner_crew_memberships m JOIN persons p ON p.id = m.person_id
     WHERE m.planner_crew_id = $1 ORDER BY p.last_name, p.first_name, m.id`, [crewId], query);
  return {
    items: page.items.map((row) => ({
      membershipId: row.membership_id, personId: row.person_id, firstName: row.first_name, lastName: row.last_name,
      contactNumber: row.contact_number, function: row.function, addedAt: new Date(row.added_at).toISOString(),
    })),
    total: page.total,
  };
}

/** Creates a membership crew managed by the caller. */
export async function insertPCrew(ctx: SessionContext, body: Required<PCrewRequest>): Promise<PlannerCrew> {
  if (body.typeId !== null) {
    const type = await ctx.db.query('SELECT 1 FROM planner_crew_types WHERE id = $1 AND tenant_id = $2', [body.typeId, ctx.tenant.id]);
    if (type.rows.length === 0) throw badRequest('Unknown crew type', [{ path: 'typeId', message: 'is not a known crew type' }]);
  }
  const personId = personIdOf(ctx);
  const id = await ctx.db.transaction(async (tx) => {
    const created = await tx.query<{ id: number }>(
      `INSERT INTO planner_crews (tenant_id, kind, type_id, name, description, contact_id, created_by, created_at)
       VALUES ($1, 'membership', $2, $3, $4, $5, $6, $7) RETURNING id`,
      [ctx.tenant.id, body.typeId, body.name, body.description, body.contactId, personId, ctx.now.toISOString()]);
    const crewId = created.rows[0]!.id;
    await tx.query('INSERT INTO planner_crew_managers (planner_crew_id, person_id) VALUES ($1, $2)', [crewId, personId]);
    return crewId;
  });
  return (await findPlannerCrew(ctx, id))!;
}

interface MembershipRow {
  id: number; planner_crew_id: number; name: string; kind: PlannerCrew['kind']; person_id: number;
  function: string | null; added_at: Date;
}

const membershipSelect = `
  SELECT m.id, m.planner_crew_id, pc.name, pc.kind, m.person_id, m.function, m.added_at
  FROM planner_crew_memberships m JOIN planner_crews pc ON pc.id = m.planner_crew_id WHERE pc.tenant_id = $1`;
const managedBy = (param: string) =>
  `EXISTS (SELECT 1 FROM planner_crew_managers g WHERE g.planner_crew_id = pc.id AND g.person_id = ${param})`;

const membershipOf = (row: MembershipRow): PlannerCrewMembership => ({
  id: row.id, plannerCrewId: row.planner_crew_id, plannerCrewName: row.name, kind: row.kind, personId: row.person_id,
  function: row.function, addedAt: new Date(row.added_at).toISOString(),
});

/** Adds a person of the tenant to a crew the caller manages; 404 for another crew or person, 409 when already in. */
export async function insertMembership(
  ctx: SessionContext, body: Required<PlannerCrewMembershipRequest>,
): Promise<PlannerCrewMembership> {
  if (!(await findPlannerCrew(ctx, body.plannerCrewId))) throw notFound('Crew not found');
  const person = await ctx.db.query('SELECT 1 FROM persons WHERE id = $1 AND tenant_id = $2', [body.personId, ctx.tenant.id]);
  if (person.rows.length === 0) throw notFound('Person not found');
  const created = await ctx.db.query<{ id: number }>(
    `INSERT INTO planner_crew_memberships (planner_crew_id, person_id, function, added_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (planner_crew_id, person_id) DO NOTHING RETURNING id`,
    [body.plannerCrewId, body.personId, body.function, ctx.now.toISOString()]);
  if (!created.rows[0]) throw conflict('This person is already in this crew');
  const result = await ctx.db.query<MembershipRow>(`${membershipSelect} AND m.id = $2`, [ctx.tenant.id, created.rows[0].id]);
  return membershipOf(result.rows[0]!);
}

/** Removes a membership of a crew the caller manages; false for any other. */
export async function deleteMembership(ctx: SessionContext, id: number): Promise<boolean> {
  const result = await ctx.db.query<{ id: number }>(
    `DELETE FROM planner_crew_memberships m USING planner_crews pc
     WHERE m.id = $2 AND pc.id = m.planner_crew_id AND pc.tenant_id = $1 AND ${managedBy('$3')} RETURNING m.id`,
    [ctx.tenant.id, id, personIdOf(ctx)]);
  return result.rows.length > 0;
}

/** A person's memberships: all of the caller's own, or those in crews the caller manages; 404 when none is visible. */
export async function listPersonMemberships(
  ctx: SessionContext, personId: number, query: Paging,
): Promise<Page<PlannerCrewMembership>> {
  const own = personId === personIdOf(ctx);
  const page = await pageOf<MembershipRow>(ctx.db,
    `${membershipSelect} AND m.person_id = $2 AND ($3::boolean OR ${managedBy('$4')}) ORDER BY pc.name, m.id`,
    [ctx.tenant.id, personId, own, personIdOf(ctx)], query);
  if (!own && page.total === 0) throw notFound('Person not found');
  return { items: page.items.map(membershipOf), total: page.total };
}
