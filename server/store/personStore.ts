import type { ClientRelatedPerson, Person } from '../../src/ground/contract/persons';
import { notFound } from '../kernel/HttpError';
import { pageOf, type Page, type Paging } from '../kernel/paging';
import type { SessionContext } from '../kernel/route';
import { clientCompanyIds, clientWork } from './companyScope';
import { visiblePerson } from './personAccess';

/** Where a person's picture is served. */
export const pictureUrl = (id: number) => `/api/v1/persons/${id}/picture`;

interface PersonRow {
  id: number; first_name: string; last_name: string; contact_number: string | null; personal: boolean; email: string | null;
  phone: string | null; street: string | null; postal_code: string | null; city: string | null; country_code: string | null; region_code: string | null;
  nationality_code: string | null; birth_date: string | null; time_zone: string; map_service: Person['mapService'];
}

const personOf = (row: PersonRow): Person => ({
  id: row.id, firstName: row.first_name, lastName: row.last_name, name: `${row.first_name} ${row.last_name}`,
  contactNumber: row.contact_number, personal: row.personal, email: row.email, phone: row.phone,
  street: row.street, postalCode: row.postal_code, city: row.city,
  countryCode: row.country_code, region: row.region_code, nationality: row.nationality_code, birthDate: row.birth_date,
  timeZone: row.time_zone, mapService: row.map_service, pictureUrl: pictureUrl(row.id),
});

const personColumns = `id, first_name, last_name, contact_number, personal, email, phone, street, postal_code, city, country_code,
  region_code, nationality_code, birth_date::text AS birth_date, time_zone, map_service`;

/**
 * One person with their personal data: the caller's own (no right needed: one's own data is one's to read), or with
 * persons.READ any person of the tenant; anything else is a 404 "Profile not found".
 */
export async function findPerson(ctx: SessionContext, id: number): Promise<Person> {
  const visible = await visiblePerson(ctx, id);
  const result = await ctx.db.query<PersonRow>(`SELECT ${personColumns} FROM persons WHERE id = $1 AND tenant_id = $2`, [visible, ctx.tenant.id]);
  const row = result.rows[0];
  if (!row) throw notFound('Profile not found');
  return personOf(row);
}

/** The tenant's persons by name; `q` searches name, contact number and e-mail, `region` filters by region code. */
export async function listPersons(
  ctx: SessionContext, query: { q: string | null; region: string | null } & Paging,
): Promise<Page<Person>> {
  const page = await pageOf<PersonRow>(ctx.db,
    `SELECT ${personColumns}
     FROM persons WHERE tenant_id = $1
       AND ($2::text IS NULL OR (first_name || ' ' || last_name) ILIKE '%' || $2::text || '%'
         OR contact_number ILIKE $2::text OR email ILIKE $2::text)
       AND ($3::text IS NULL OR region_code = $3::text)
     ORDER BY last_name, first_name, id`,
    [ctx.tenant.id, query.q, query.region], query);
  return { items: page.items.map(personOf), total: page.total };
}

/**
 * Crew who worked (a crew item not cancelled) on projects of the caller's client companies — for a planner,
 * of any client company — matched by the project's client name; those who worked most recently first, each with
 * the average and count of all their ratings (what a crew profile shows).
 */
export async function listClientRelatedPersons(ctx: SessionContext, paging: Paging): Promise<Page<ClientRelatedPerson>> {
  const page = await pageOf<Omit<ClientRelatedPerson, 'pictureUrl'>>(ctx.db,
    `SELECT p.id, p.first_name || ' ' || p.last_name AS name, array_agg(DISTINCT ci.function ORDER BY ci.function) AS functions,
       count(DISTINCT pr.id)::int AS projects, max(ci.start_date)::text AS "lastWorkedOn",
       (SELECT round(avg(r.score), 2)::float8 FROM crew_member_ratings r WHERE r.person_id = p.id) AS "ratingAverage",
       (SELECT count(*)::int FROM crew_member_ratings r WHERE r.person_id = p.id) AS "ratingCount"
     FROM crew_items ci
     ${clientWork.joins}
     JOIN persons p ON p.id = ci.person_id
     WHERE ${clientWork.where}
     GROUP BY p.id, p.first_name, p.last_name
     ORDER BY max(ci.start_date) DESC, p.id`,
    [ctx.tenant.id, await clientCompanyIds(ctx)], paging);
  return { items: page.items.map((row) => ({ ...row, pictureUrl: pictureUrl(row.id) })), total: page.total };
}
