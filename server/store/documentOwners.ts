import { notFound } from '../kernel/HttpError';
import type { SessionContext } from '../kernel/route';
import type { CrewDocument } from '../../src/ground/contract/documents';
import { isStaff } from './documentVisibility';
import { personOnProject } from './projectViewer';

/** What a document may belong to. */
export type OwnerType = CrewDocument['owner']['type'];

/** Where each owner lives (table and key column), to tell an unknown owner (404) from one without documents. */
const ownerTables: Record<OwnerType, { table: string; key: string; tenant: boolean }> = {
  person: { table: 'persons', key: 'id', tenant: true },
  project: { table: 'projects', key: 'number', tenant: true },
  staffContract: { table: 'staff_contracts', key: 'id', tenant: false },
  receipt: { table: 'receipts', key: 'id', tenant: false },
  invoice: { table: 'invoices', key: 'id', tenant: false },
  company: { table: 'companies', key: 'id', tenant: false },
  contact: { table: 'contacts', key: 'id', tenant: false },
};

/**
 * 404 unless the owner exists in the caller's tenant. Owners whose part of the product has no table yet are
 * taken as they are (their documents still need the caller's tenant and visibility).
 */
export async function requireOwner(ctx: SessionContext, type: OwnerType, id: string): Promise<void> {
  const { table, key, tenant } = ownerTables[type];
  const exists = await ctx.db.query<{ present: boolean }>('SELECT to_regclass($1) IS NOT NULL AS present', [`public.${table}`]);
  if (!exists.rows[0]?.present) return;
  const hasTenant = tenant || (await ctx.db.query(
    `SELECT 1 FROM information_schema.columns WHERE table_name = $1 AND column_name = 'tenant_id'`, [table])).rows.length > 0;
  const found = await ctx.db.query(
    `SELECT 1 FROM ${table} WHERE ${key}::text = $1 ${hasTenant ? 'AND tenant_id = $2' : 'AND $2::int IS NOT NULL'}`, [id, ctx.tenant.id],
  );
  if (found.rows.length === 0) throw notFound(`${type} not found`);
}

/** A person's own lists: the person themselves, or staff; anyone else gets 404 (never a leak). */
export async function requirePersonAccess(ctx: SessionContext, personId: number): Promise<void> {
  if (ctx.principal.personId !== personId && !isStaff(ctx)) throw notFound('Person not found');
  await requireOwner(ctx, 'person', String(personId));
}

/**
 * A project's documents: staff, the project's own login, a person working on it, or one standing on it as client
 * contact, project manager, crew chief or a contact of its company (`personOnProject`); anyone else gets 404.
 */
export async function requireProjectAccess(ctx: SessionContext, number: string): Promise<void> {
  await requireOwner(ctx, 'project', number);
  if (isStaff(ctx)) return;
  if (ctx.principal.tokenType === 'project' && ctx.principal.claims.loginData.projectNumber === number) return;
  const sees = ctx.principal.personId === null ? [] : (await ctx.db.query(
    `SELECT 1 FROM projects p WHERE p.tenant_id = $1 AND p.number = $2 AND (${personOnProject('p', '$3::int')}
       OR EXISTS (SELECT 1 FROM crew_items ci JOIN crews c ON c.id = ci.crew_id WHERE c.project_id = p.id AND ci.person_id = $3::int))`,
    [ctx.tenant.id, number, ctx.principal.personId])).rows;
  if (sees.length === 0) throw notFound('project not found');
}
