import type { Right } from '../../src/ground/screenLanguage/types';
import { holdsRight } from '../kernel/canAccess';
import type { SessionContext } from '../kernel/route';

/** Rights that let an office login read another person's contracts and payrolls. */
export const payrollReadRights: Right[] = ['staffContracts.READ', 'payrolls.READ'];

/**
 * Whether the caller may read a person's contracts and payrolls: their own, or, for an office login (office staff,
 * accountant) holding one of `payrollReadRights`, anyone's in the tenant. Everything else reads as not found.
 */
export async function mayReadPersonRecords(ctx: SessionContext, personId: number): Promise<boolean> {
  const { principal } = ctx;
  const isOffice = principal.loginTypes.includes('office') && payrollReadRights.some((right) => holdsRight(principal, right));
  if (principal.personId !== personId && !isOffice) return false;
  const found = await ctx.db.query('SELECT 1 FROM persons WHERE id = $1 AND tenant_id = $2', [personId, ctx.tenant.id]);
  return found.rows.length > 0;
}

/** The one person the caller's reads are limited to; null for an office login with a payroll read right (the tenant). */
export function personScopeOf(ctx: SessionContext): number | null {
  const { principal } = ctx;
  const isOffice = principal.loginTypes.includes('office') && payrollReadRights.some((right) => holdsRight(principal, right));
  return isOffice ? null : (principal.personId ?? -1);
}
