import type { SessionContext } from '../kernel/route';

/**
 * The companies a caller is limited to: a client login (no planner or office login type) sees only the
 * companies it is a contact of; anyone else sees every company of the tenant (null).
 */
export async function clientCompanyIds(ctx: SessionContext): Promise<number[] | null> {
  const types = ctx.principal.loginTypes;
  if (!types.includes('client') || types.includes('planner') || types.includes('office')) return null;
  const result = await ctx.db.query<{ company_id: number }>(
    'SELECT company_id FROM contacts WHERE tenant_id = $1 AND person_id = $2', [ctx.tenant.id, ctx.principal.personId]);
  return result.rows.map((row) => row.company_id);
}

/**
 * Work for clients, as SQL to put after `FROM crew_items ci`: the joins that reach each crew item's client company
 * (`co`, matched by the project's client name) and the condition that keeps items not cancelled of tenant $1 whose
 * company is in $2 (an int[]; null for every client company). `/personsClientRelated` and a client's view of a crew
 * member's profile read the same rule.
 */
export const clientWork = {
  joins: `JOIN crews c ON c.id = ci.crew_id
     JOIN projects pr ON pr.id = c.project_id
     JOIN companies co ON co.tenant_id = pr.tenant_id AND co.name = pr.client AND NOT co.own`,
  where: `pr.tenant_id = $1 AND ci.status <> 'cancelled' AND ($2::int[] IS NULL OR co.id = ANY($2::int[]))`,
};
