import type { Tenant } from '../../src/api/contract';
import type { Queryable } from '../db/openDatabase';

/** A tenant as the server keeps it: its id (for scoping data) and its public configuration. */
export interface TenantRecord { id: number; config: Tenant }

interface TenantRow {
  id: number; name: string; default_language: string; mobile_theme: string; background_url: string | null;
  background_color_code: string | null; favicon_url: string | null; use_user_language: boolean;
  meta_host_name: string; meta_description: string; watermark: string | null; disabled_screens: string[];
}

/**
 * The tenant that answers this host name (a tenant may have several, in `tenant_hosts`); the fallback tenant
 * for any host we do not know.
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
  return {
    id: row.id,
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
      disabledScreens: row.disabled_screens,
    },
  };
}
