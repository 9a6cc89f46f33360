import type { ReceiptType } from '../../src/ground/contract';
import { pageOf, type Page, type Paging } from '../kernel/paging';
import type { SessionContext } from '../kernel/route';

/** The tenant's kinds of expense receipt, by name. */
export async function listReceiptTypes(ctx: SessionContext, paging: Paging): Promise<Page<ReceiptType>> {
  return pageOf<ReceiptType>(ctx.db, 'SELECT id, name FROM receipt_types WHERE tenant_id = $1 ORDER BY name, id', [ctx.tenant.id], paging);
}
