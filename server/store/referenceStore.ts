import type { ReferenceItem, ReferenceListName, UserSummary } from '../../src/ground/contract/reference';
import { pageOf, type Page, type Paging } from '../kernel/paging';
import type { SessionContext } from '../kernel/route';

interface ItemRow { id: number; code: string; caption: string; details: Record<string, unknown> }

/** One reference list: the shared entries and the tenant's own, in the list's order; `q` searches the caption or code. */
export async function listReference(
  ctx: SessionContext, list: ReferenceListName, query: { q: string | null } & Paging,
): Promise<Page<ReferenceItem>> {
  const page = await pageOf<ItemRow>(ctx.db,
    `SELECT id, code, caption, details FROM reference_items
     WHERE list = $1 AND (tenant_id IS NULL OR tenant_id = $2)
       AND ($3::text IS NULL OR caption ILIKE '%' || $3::text || '%' OR code ILIKE $3::text)
     ORDER BY tenant_id NULLS FIRST, position, caption`,
    [list, ctx.tenant.id, query.q], query);
  return { items: page.items.map((row) => ({ ...row.details, id: row.id, code: row.code, caption: row.caption })), total: page.total };
}

/** The tenant's full logins with a person, by name: whom a todo can be addressed to. */
export async function listUsers(ctx: SessionContext, query: { q: string | null } & Paging): Promise<Page<UserSummary>> {
  return pageOf<UserSummary>(ctx.db,
    `SELECT u.id, u.person_id AS "personId", p.first_name || ' ' || p.last_name AS name
     FROM users u JOIN persons p ON p.id = u.person_id
     WHERE u.tenant_id = $1 AND u.token_type = 'user'
       AND ($2::text IS NULL OR (p.first_name || ' ' || p.last_name) ILIKE '%' || $2::text || '%')
     ORDER BY p.last_name, p.first_name, u.id`,
    [ctx.tenant.id, query.q], query);
}
