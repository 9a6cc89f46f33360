import type { AppliedOverlay } from '../spec/overlay/TenantOverlay';
import { applyOverlay } from '../spec/overlay/applyOverlay';
import type { ScreenRegistryData } from '../spec/types';

/**
 * The screens the app runs for a tenant: the built-in registry with the tenant's overlay applied (its own screens
 * were checked when the configuration arrived, see `loadTenant`).
 */
export function overlayRegistry(registry: ScreenRegistryData, overlay: AppliedOverlay | undefined): ScreenRegistryData {
  return overlay ? applyOverlay(registry, overlay) : registry;
}
