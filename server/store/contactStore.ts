import type { Contact, ContactPerson, ValuedStaff } from '../../src/ground/contract/companies';
import { notFound } from '../kernel/HttpError';
import { pageOf, type Page, type Paging } from '../kernel/paging';
import type { SessionContext } from '../kernel/route';
import { clientCompanyIds } from './companyScope';

interface ContactRow {
  id: number; first_name: string; last_name: string; email: string | null; phone: string | null; role: string;
  company_id: number; company_name: string; client_mark: string; person_id: number | null;
}

const selectContacts = `
  SELECT k.id, k.first_name, k.last_name, k.email, k.phone, k.role, k.company_id, c.name AS company_name, c.client_mark,
    k.person_id
  FROM contacts k JOIN companies c ON c.id = k.company_id
  WHERE k.tenant_id = $1 AND ($2::int[] IS NULL OR k.company_id = ANY($2::int[]))`;

const contactOf = (row: ContactRow): Contact => ({
  id: row.id, firstName: row.first_name, lastName: row.last_name, name: `${row.first_name} ${row.last_name}`,
  email: row.email, phone: row.phone, role: row.role,
  company: { id: row.company_id, name: row.company_name, clientMark: row.client_mark }, personId: row.person_id,
});

/** The contacts the caller may see (a client login only those of its own company); filter by company or name. */
export async function listContacts(
  ctx: SessionContext, query: { company: number | null; q: string | null } & Paging,
): Promise<Page<Contact>> {
  const page = await pageOf<ContactRow>(ctx.db,
    `${selectContacts} AND ($3::int IS NULL OR k.company_id = $3::int)
       AND ($4::text IS NULL OR (k.first_name || ' ' || k.last_name) ILIKE '%' || $4::text || '%')
     ORDER BY c.name, k.last_name, k.first_name, k.id`,
    [ctx.tenant.id, await clientCompanyIds(ctx), query.company, query.q], query);
  return { items: page.items.map(contactOf), total: page.total };
}

/** One contact the caller may see; 404 "Contact not found" otherwise. */
export async function visibleContact(ctx: SessionContext, id: number): Promise<Contact> {
  const result = await ctx.db.query<ContactRow>(`${selectContacts} AND k.id = $3`, [ctx.tenant.id, await clientCompanyIds(ctx), id]);
  if (!result.rows[0]) throw notFound('Contact not found');
  return contactOf(result.rows[0]);
}

/** The persons whose profile the contact was given access to (directly, or through the contact's own login). */
export async function listContactPersons(ctx: SessionContext, id: number, paging: Paging): Promise<Page<ContactPerson>> {
  const contact = await visibleContact(ctx, id);
  const page = await pageOf<ContactPerson & { granted_at: Date }>(ctx.db,
    `SELECT p.id, p.first_name || ' ' || p.last_name AS name, p.contact_number AS "contactNumber", a.permissions, a.granted_at
     FROM profile_access a JOIN persons p ON p.id = a.person_id
     WHERE p.tenant_id = $1 AND (a.contact_id = $2
       OR a.user_id IN (SELECT u.id FROM users u WHERE u.person_id = $3::int AND u.tenant_id = $1))
     ORDER BY p.last_name, p.first_name, a.id`,
    [ctx.tenant.id, contact.id, contact.personId], paging);
  return {
    items: page.items.map(({ granted_at: grantedAt, ...row }) => ({ ...row, grantedAt: new Date(grantedAt).toISOString() })),
    total: page.total,
  };
}

/** The crew members a contact values most, highest value first. */
export async function listValuedStaff(ctx: SessionContext, id: number, paging: Paging): Promise<Page<ValuedStaff>> {
  const contact = await visibleContact(ctx, id);
  return pageOf<ValuedStaff>(ctx.db,
    `SELECT p.id AS "personId", p.first_name || ' ' || p.last_name AS name, v.value, v.note
     FROM contact_valued_staff v JOIN persons p ON p.id = v.person_id
     WHERE v.contact_id = $1 AND p.tenant_id = $2 ORDER BY v.value DESC, p.last_name, p.id`,
    [contact.id, ctx.tenant.id], paging);
}
