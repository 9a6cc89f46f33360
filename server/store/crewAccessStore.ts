import type { CrewRole } from '../../src/ground/contract';
import { holdsRight } from '../kernel/canAccess';
import { forbidden, notFound } from '../kernel/HttpError';
import type { SessionContext } from '../kernel/route';

/** A crew the caller may see, and how they stand to it. */
export interface CrewAccess { crewId: number; role: CrewRole; personId: number | null }

/** Said for every crew the caller may not see, so a 404 never tells whether it exists. */
export const crewNotFound = 'Crew not found';

/**
 * How the caller stands to crew `crewId` of the host's tenant, or null when they may not see it:
 * its crew chief, a planner with `crews.READ` (every crew of the tenant), a member (a crew item of theirs), or the
 * project login of its project (with `crews.READ`). Clients, office staff and other crews' members see nothing.
 */
export async function crewRoleOf(ctx: SessionContext, crewId: number): Promise<CrewAccess | null> {
  const { principal } = ctx;
  const result = await ctx.db.query<{ project_number: string; chief: boolean; member: boolean }>(
    `SELECT p.number AS project_number,
       EXISTS (SELECT 1 FROM crew_chiefs cc WHERE cc.crew_id = c.id AND cc.person_id = $3) AS chief,
       EXISTS (SELECT 1 FROM crew_items ci WHERE ci.crew_id = c.id AND ci.person_id = $3) AS member
     FROM crews c JOIN projects p ON p.id = c.project_id
     WHERE c.id = $1 AND p.tenant_id = $2`,
    [crewId, ctx.tenant.id, principal.personId],
  );
  const row = result.rows[0];
  if (!row) return null;
  const personId = principal.personId;
  if (principal.tokenType === 'project') {
    const ownProject = row.project_number === principal.claims.loginData.projectNumber && holdsRight(principal, 'crews.READ');
    return ownProject ? { crewId, role: 'project', personId: null } : null;
  }
  if (principal.tokenType !== 'user') return null;
  if (row.chief) return { crewId, role: 'chief', personId };
  if (principal.loginTypes.includes('planner') && holdsRight(principal, 'crews.READ')) return { crewId, role: 'planner', personId };
  if (row.member) return { crewId, role: 'member', personId };
  return null;
}

/** The caller's standing to a crew they may see; 404 otherwise. */
export async function readableCrew(ctx: SessionContext, crewId: number): Promise<CrewAccess> {
  const access = await crewRoleOf(ctx, crewId);
  if (!access) throw notFound(crewNotFound);
  return access;
}

/** The crew chief's standing, for releasing and signing; 404 when the crew is not visible, 403 when not its chief. */
export async function chiefOfCrew(ctx: SessionContext, crewId: number): Promise<CrewAccess & { personId: number }> {
  const access = await readableCrew(ctx, crewId);
  if (access.role !== 'chief' || access.personId === null) throw forbidden('Only the crew chief of this crew may do this');
  return { ...access, personId: access.personId };
}

/** A member's (or the chief's) standing, for what the crew does on site; 403 for planners and project logins. */
export async function onSiteInCrew(ctx: SessionContext, crewId: number): Promise<CrewAccess & { personId: number }> {
  const access = await readableCrew(ctx, crewId);
  if ((access.role !== 'chief' && access.role !== 'member') || access.personId === null) {
    throw forbidden('Only a member of this crew may do this');
  }
  return { ...access, personId: access.personId };
}
