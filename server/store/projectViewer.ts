import type { SessionContext } from '../kernel/route';

/**
 * Who is looking at projects and crew items, as the five first SQL parameters of every projects-part query:
 * `$1` tenant, `$2` project number (project logins), `$3` person, `$4` planner, `$5` crew login (sees vacancies).
 */
export function viewerParams(ctx: SessionContext): [number, string | null, number | null, boolean, boolean] {
  const { principal } = ctx;
  const isUser = principal.tokenType === 'user';
  const projectNumber = principal.tokenType === 'project' ? principal.claims.loginData.projectNumber ?? '' : null;
  return [
    ctx.tenant.id, projectNumber, isUser ? principal.personId : null,
    isUser && principal.loginTypes.includes('planner'), isUser && principal.loginTypes.includes('crew'),
  ];
}

/** True for a full login of the planner login type. */
export const isPlanner = (ctx: SessionContext) => viewerParams(ctx)[3];

/**
 * The projects (alias `p`) a viewer may see: a planner every project of the tenant, a project login its own,
 * anyone else the projects where they are the client contact, project manager or crew chief, or a contact of the
 * project's company (the companies part's `contacts` with their person). (`$5` is named only
 * so that every parameter has a type.)
 */
export const projectVisible = `p.tenant_id = $1::int AND $5::boolean IS NOT NULL AND ($4::boolean OR p.number = $2::text
  OR ${personOnProject('p', '$3::int')})`;

/**
 * SQL: whether the person `person` (an SQL expression) stands on the project `project` (an alias) as its client
 * contact, project manager or crew chief, or as a contact of the project's company — who sees a project without
 * planning it or working on it.
 */
export function personOnProject(project: string, person: string): string {
  return `(${person} IN (${project}.client_person_id, ${project}.manager_person_id, ${project}.crew_chief_person_id)
  OR EXISTS (SELECT 1 FROM contacts ct WHERE ct.company_id = ${project}.company_id AND ct.person_id = ${person}))`;
}

/**
 * `projectVisible`'s projects as a set of ids that indexes find (client contact, manager, crew chief, a contact of the
 * company, the project login's number): `AND p.id IN (…)` for a viewer who sees only some projects, so a list sorted
 * by any column reads their few projects rather than the tenant's all; a planner sees every project (empty).
 */
export function visibleProjectIds(ctx: SessionContext): string {
  return isPlanner(ctx) ? '' : `AND p.id IN (
    SELECT vp.id FROM projects vp WHERE vp.tenant_id = $1::int AND vp.number = $2::text
    UNION SELECT vp.id FROM projects vp WHERE vp.client_person_id = $3::int
    UNION SELECT vp.id FROM projects vp WHERE vp.manager_person_id = $3::int
    UNION SELECT vp.id FROM projects vp WHERE vp.crew_chief_person_id = $3::int
    UNION SELECT vp.id FROM contacts ct JOIN projects vp ON vp.company_id = ct.company_id WHERE ct.person_id = $3::int)`;
}

/** Whether the viewer chiefs crew `c`: the crews part's `crew_chiefs` table says who does. */
export const chiefsCrew = 'EXISTS (SELECT 1 FROM crew_chiefs cc WHERE cc.crew_id = c.id AND cc.person_id = $3::int)';

/**
 * The crew items (alias `ci`, crew `c`, project `p`) a viewer may see: those of a visible project, their own,
 * those of crews they chief, and vacancies (no one planned yet) for crew logins.
 */
export const crewItemVisible = `p.tenant_id = $1::int AND ($4::boolean OR p.number = $2::text OR ci.person_id = $3::int
  OR $3::int IN (p.client_person_id, p.manager_person_id, p.crew_chief_person_id) OR ${chiefsCrew}
  OR EXISTS (SELECT 1 FROM contacts ct WHERE ct.company_id = p.company_id AND ct.person_id = $3::int)
  OR ($5::boolean AND ci.person_id IS NULL))`;

/** Whether the viewer may change a crew item's times and statuses: a planner or the crew chief of its crew. */
export const crewItemEditable = `($4::boolean OR ${chiefsCrew})`;
