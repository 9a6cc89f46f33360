import type { SessionContext } from '../../kernel/route';

/**
 * Which plus crews the caller may see, as SQL over the alias `pc` with parameters starting at `$first`: a plus-crew
 * login only its own number; a user login the plus crews they are a member of. Always within the host's tenant.
 */
export function plusCrewScope(ctx: SessionContext, first: number): { sql: string; params: unknown[] } {
  const number = ctx.principal.tokenType === 'pluscrew' ? String(ctx.principal.claims.loginData.plusCrewNumber ?? '') : null;
  return {
    sql: `pc.tenant_id = $${first} AND CASE WHEN $${first + 1}::text IS NOT NULL THEN pc.number = $${first + 1}::text
      ELSE EXISTS (SELECT 1 FROM plus_crew_members pm WHERE pm.plus_crew_id = pc.id AND pm.person_id = $${first + 2}::int) END`,
    params: [ctx.tenant.id, number, ctx.principal.personId],
  };
}
