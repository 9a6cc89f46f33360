import { holdsRight } from '../kernel/canAccess';
import type { SessionContext } from '../kernel/route';
import { personOnProject } from './projectViewer';

/** Whether the caller works in the office or planning (holds persons READ) and so sees every document of the tenant. */
export const isStaff = (ctx: SessionContext) => ctx.principal.tokenType === 'user' && holdsRight(ctx.principal, 'persons.READ');

/**
 * The documents the caller may see, as a SQL condition on `d` over four parameters starting at `$from`:
 * tenant, the caller's person, whether staff, and a project login's project number. A person sees their own
 * documents, those they sign, those of projects they work on, and those of projects they stand on as client contact,
 * project manager, crew chief or a contact of its company (`personOnProject`; crew-chief-only ones for its crew chief);
 * staff see the tenant's; a project login its project's.
 */
export function visibleDocuments(ctx: SessionContext, from: number): { sql: string; params: unknown[] } {
  const [tenant, person, staff, project] = [from, from + 1, from + 2, from + 3].map((n) => `$${n}`);
  const sql = `d.tenant_id = ${tenant}::int AND (
      (${project}::text IS NOT NULL AND d.owner_type = 'project' AND d.owner_id = ${project}::text)
      OR (${person}::int IS NOT NULL AND (
        ${staff}::boolean OR d.person_id = ${person}::int
        OR EXISTS (SELECT 1 FROM document_signatories s WHERE s.document_id = d.id AND s.person_id = ${person}::int)
        OR (d.owner_type = 'project' AND EXISTS (
          SELECT 1 FROM crew_items ci JOIN crews c ON c.id = ci.crew_id JOIN projects p ON p.id = c.project_id
          WHERE ci.person_id = ${person}::int AND p.number = d.owner_id AND p.tenant_id = d.tenant_id))
        OR (d.owner_type = 'project' AND EXISTS (
          SELECT 1 FROM projects vp WHERE vp.number = d.owner_id AND vp.tenant_id = d.tenant_id
            AND ${personOnProject('vp', `${person}::int`)}
            AND (NOT d.crew_chief_only OR vp.crew_chief_person_id = ${person}::int))))))`;
  const projectNumber = ctx.principal.tokenType === 'project' ? ctx.principal.claims.loginData.projectNumber ?? null : null;
  const personId = ctx.principal.tokenType === 'user' ? ctx.principal.personId : null;
  return { sql, params: [ctx.tenant.id, personId, isStaff(ctx), projectNumber] };
}
