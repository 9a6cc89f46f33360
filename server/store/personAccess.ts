import { holdsRight } from '../kernel/canAccess';
import { notFound } from '../kernel/HttpError';
import type { SessionContext } from '../kernel/route';

/** True when the caller may see other persons of the tenant (persons.READ). */
export const readsPersons = (ctx: SessionContext) => holdsRight(ctx.principal, 'persons.READ');

/**
 * The person `id` when the caller may see it: their own person, or, with persons.READ, any person of the tenant.
 * Anything else is a 404 (we never say whether it exists).
 */
export async function visiblePerson(ctx: SessionContext, id: number): Promise<number> {
  if (id === ctx.principal.personId) return id;
  if (readsPersons(ctx)) {
    const found = await ctx.db.query('SELECT 1 FROM persons WHERE id = $1 AND tenant_id = $2', [id, ctx.tenant.id]);
    if (found.rows.length > 0) return id;
  }
  throw notFound('Profile not found');
}
