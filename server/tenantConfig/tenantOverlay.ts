import { appliedOverlay } from '../../src/ground/screenLanguage/overlay/appliedOverlay';
import { overlayScreens } from '../../src/ground/screenLanguage/overlay/applyOverlay';
import { emptyOverlay, type AppliedOverlay, type TenantOverlay } from '../../src/ground/screenLanguage/overlay/TenantOverlay';
import type { ScreenSpec } from '../../src/ground/screenLanguage/types';
import type { Queryable } from '../kernel/database';
import type { TenantRecord } from '../kernel/tenantRecord';
import { productRegistry } from './productScreens';

/** A tenant's overlay at its current revision, ready to serve and to enforce. */
export interface TenantScreens {
  revision: number;
  overlay: TenantOverlay;
  /** As `GET /tenant` sends it to the app. */
  applied: AppliedOverlay;
  /** Every screen the tenant has, switched off or not, with its menu places. */
  screens: ScreenSpec[];
  disabled: ReadonlySet<string>;
}

const cache = new WeakMap<Queryable, Map<number, { revision: number; screens: Promise<TenantScreens> }>>();

/**
 * The tenant's screens at the revision its row names (read with the tenant on every request): kept per process
 * and database by tenant, and made again as soon as the revision moves, so every process serves a new revision
 * from its next request on.
 */
export function tenantScreens(db: Queryable, tenant: TenantRecord): Promise<TenantScreens> {
  let byTenant = cache.get(db);
  if (!byTenant) cache.set(db, (byTenant = new Map()));
  const known = byTenant.get(tenant.id);
  if (known && known.revision === tenant.overlayRevision) return known.screens;
  const screens = load(db, tenant.id, tenant.overlayRevision);
  byTenant.set(tenant.id, { revision: tenant.overlayRevision, screens });
  screens.catch(() => byTenant.delete(tenant.id));
  return screens;
}

async function load(db: Queryable, tenantId: number, revision: number): Promise<TenantScreens> {
  const result = await db.query<{ overlay: TenantOverlay }>(
    'SELECT overlay FROM tenant_overlay_revisions WHERE tenant_id = $1 AND revision = $2', [tenantId, revision]);
  const overlay = result.rows[0]?.overlay ?? emptyOverlay;
  const applied = appliedOverlay(overlay, revision);
  return {
    revision,
    overlay,
    applied,
    screens: overlayScreens(productRegistry().screens, applied),
    disabled: new Set(applied.disabledScreens),
  };
}
