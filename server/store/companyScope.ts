import type { SessionContext } from '../api/route';

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
