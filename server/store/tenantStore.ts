import type { Queryable } from '../kernel/database';
import type { TenantRecord } from '../kernel/tenantRecord';

interface TenantRow {
  id: number; name: string; default_language: string; mobile_theme: string; background_url: string | null;
  background_color_code: string | null; favicon_url: string | null; use_user_language: boolean;
  meta_host_name: string; meta_description: string; watermark: string | null; overlay_revision: number;
}

/**
 * The tenant that answers this host name (a tenant may have several, in `tenant_hosts`); the fallback tenant
 * for any host we do not know. Read on every request, so every server process sees a new overlay revision at once.
 */
export async function tenantForHost(db: Queryable, hostName: string): Promise<TenantRecord> {
  const result = await db.query<TenantRow>(
    `SELECT t.* FROM tenants t LEFT JOIN tenant_hosts h ON h.tenant_id = t.id AND h.host_name = lower($1)
     WHERE h.host_name IS NOT NULL OR t.is_fallback
     ORDER BY (h.host_name IS NOT NULL) DESC, t.id LIMIT 1`,
    [hostName],
  );
  const row = result.rows[0];
  if (!row) throw new Error('No tenant for this host and no fallback tenant: the database is not seeded');
  return recordOf(row);
}

/** A tenant by id (the support console addresses tenants so), or undefined. */
export async function tenantById(db: Queryable, id: number): Promise<TenantRecord | undefined> {
  const result = await db.query<TenantRow>('SELECT * FROM tenants WHERE id = $1', [id]);
  const row = result.rows[0];
  return row && recordOf(row);
}

/** Every tenant with its host names, by id. */
export async function allTenants(db: Queryable): Promise<(TenantRecord & { hosts: string[] })[]> {
  const result = await db.query<TenantRow & { hosts: string[] | null }>(
    `SELECT t.*, (SELECT array_agg(h.host_name ORDER BY h.host_name = t.meta_host_name DESC, h.host_name)
       FROM tenant_hosts h WHERE h.tenant_id = t.id) AS hosts
     FROM tenants t ORDER BY t.id`);
  return result.rows.map((row) => ({ ...recordOf(row), hosts: row.hosts ?? [] }));
}

function recordOf(row: TenantRow): TenantRecord {
  return {
    id: row.id,
    overlayRevision: row.overlay_revision,
    config: {
      name: row.name,
      defaultLanguage: row.default_language,
      mobileTheme: row.mobile_theme,
      backgroundUrl: row.background_url,
      backgroundColorCode: row.background_color_code,
      faviconUrl: row.favicon_url,
      useUserLanguage: row.use_user_language,
      metaHostName: row.meta_host_name,
      metaDescription: row.meta_description,
      watermark: row.watermark,
    },
  };
}
