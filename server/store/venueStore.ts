import type { Venue, VenueRequest } from '../../src/ground/contract/projects';
import { pageOf, type Page, type Paging } from '../kernel/paging';
import type { SessionContext } from '../kernel/route';

/** Location columns as `<prefix>_id`, `<prefix>_name` …, for a LEFT JOIN of `locations` aliased `alias`. */
export const venueColumns = (alias: string, prefix: string) =>
  `${alias}.id AS ${prefix}_id, ${alias}.name AS ${prefix}_name, ${alias}.address AS ${prefix}_address,
   ${alias}.city AS ${prefix}_city, ${alias}.postal_code AS ${prefix}_postal_code, ${alias}.country AS ${prefix}_country,
   ${alias}.latitude AS ${prefix}_latitude, ${alias}.longitude AS ${prefix}_longitude`;

/** A venue from a row read with `venueColumns`, or null when the join found none. */
export function venueOf(row: Record<string, unknown>, prefix: string): Venue | null {
  const id = row[`${prefix}_id`];
  if (id === null || id === undefined) return null;
  const text = (key: string) => (row[`${prefix}_${key}`] as string | null) ?? null;
  const coordinate = (key: string) => (row[`${prefix}_${key}`] as number | null) ?? null;
  return {
    id: id as number, name: text('name') ?? '', address: text('address') ?? '', city: text('city') ?? '',
    postalCode: text('postal_code'), country: text('country'), latitude: coordinate('latitude'), longitude: coordinate('longitude'),
  };
}

/**
 * A venue of the tenant; a project login sees only the venues of its own project's crews. Null when not visible.
 */
export async function findVenue(ctx: SessionContext, id: number): Promise<Venue | null> {
  const projectNumber = ctx.principal.tokenType === 'project' ? ctx.principal.claims.loginData.projectNumber ?? '' : null;
  const result = await ctx.db.query<Record<string, unknown>>(
    `SELECT ${venueColumns('l', 'v')} FROM locations l WHERE l.id = $1 AND l.tenant_id = $2
       AND ($3::text IS NULL OR EXISTS (SELECT 1 FROM projects p LEFT JOIN crews c ON c.project_id = p.id
         WHERE p.number = $3::text AND p.tenant_id = $2 AND l.id IN (p.location_id, c.location_id)))`,
    [id, ctx.tenant.id, projectNumber],
  );
  return result.rows[0] ? venueOf(result.rows[0], 'v') : null;
}

/** The tenant's venues whose name or city holds `q` (any case), by name. */
export async function searchVenues(ctx: SessionContext, query: { q: string | null } & Paging): Promise<Page<Venue>> {
  const pattern = query.q === null ? null : `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const page = await pageOf<Record<string, unknown>>(
    ctx.db,
    `SELECT ${venueColumns('l', 'v')} FROM locations l WHERE l.tenant_id = $1
       AND ($2::text IS NULL OR l.name ILIKE $2::text OR l.city ILIKE $2::text) ORDER BY l.name, l.id`,
    [ctx.tenant.id, pattern],
    query,
  );
  return { items: page.items.map((row) => venueOf(row, 'v')!), total: page.total };
}

/** Adds a venue to the tenant. */
export async function insertVenue(ctx: SessionContext, body: VenueRequest): Promise<Venue> {
  const result = await ctx.db.query<Record<string, unknown>>(
    `INSERT INTO locations (tenant_id, name, address, city, postal_code, country) VALUES ($1, $2, $3, $4, $5, $6)
     RETURNING ${venueColumns('locations', 'v')}`,
    [ctx.tenant.id, body.name, body.address, body.city, body.postalCode ?? null, body.country ?? null],
  );
  return venueOf(result.rows[0]!, 'v')!;
}
