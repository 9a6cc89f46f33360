import type { AppliedOverlay } from '../spec/overlay/TenantOverlay';
import { applyOverlay } from '../spec/overlay/applyOverlay';
import { formatSpecError } from '../spec/formatSpecError';
import type { ScreenRegistryData } from '../spec/types';
import { validateRuntimeScreens } from '../spec/validateRuntimeSpec';

/**
 * The screens the app runs for a tenant: the built-in registry with the tenant's overlay applied. The tenant's own
 * screens are checked again with the precompiled validators (no Ajv compile, no eval); one that fails is left out
 * and logged, never drawn half.
 */
export function overlayRegistry(registry: ScreenRegistryData, overlay: AppliedOverlay | undefined): ScreenRegistryData {
  if (!overlay) return registry;
  const { screens, errors } = validateRuntimeScreens(overlay.screens, 'tenant-screens');
  if (errors.length > 0) console.warn(`Tenant screens left out:\n${errors.map(formatSpecError).join('\n')}`);
  return applyOverlay(registry, { ...overlay, screens });
}
