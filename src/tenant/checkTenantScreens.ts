import { formatSpecError } from '../ground/screenLanguage/formatSpecError';
import type { ScreenSpec } from '../ground/screenLanguage/types';
import { validateRuntimeScreens } from '../screenChecker/validateRuntimeSpec';

/**
 * The tenant's own screens that pass the precompiled validators (no Ajv compile, no eval); one that fails is left
 * out and logged, never drawn half. Loaded only for a tenant that has screens of its own.
 */
export function checkTenantScreens(screens: readonly unknown[]): ScreenSpec[] {
  const checked = validateRuntimeScreens([...screens], 'tenant-screens');
  if (checked.errors.length > 0) console.warn(`Tenant screens left out:\n${checked.errors.map(formatSpecError).join('\n')}`);
  return checked.screens;
}
