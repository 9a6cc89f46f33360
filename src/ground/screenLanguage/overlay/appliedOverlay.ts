import { parse } from 'yaml';
import type { ScreenSpec } from '../types';
import type { AppliedOverlay, TenantOverlay } from './TenantOverlay';

/**
 * An accepted overlay as the app applies it (Node only: it parses the tenant's YAML): its screens parsed, the ids
 * switched off, the menu places set, and the texts.
 */
export function appliedOverlay(overlay: TenantOverlay, revision: number): AppliedOverlay {
  const menus: AppliedOverlay['menus'] = {};
  for (const [id, setting] of Object.entries(overlay.screens)) {
    if (setting.side !== undefined || setting.bottom !== undefined) {
      menus[id] = {
        ...(setting.side !== undefined ? { side: setting.side } : {}),
        ...(setting.bottom !== undefined ? { bottom: setting.bottom } : {}),
      };
    }
  }
  return {
    revision,
    disabledScreens: Object.entries(overlay.screens).filter(([, setting]) => setting.enabled === false).map(([id]) => id).sort(),
    menus,
    screens: Object.keys(overlay.files).sort().map((name) => parse(overlay.files[name]!, { maxAliasCount: 100 }) as ScreenSpec),
    texts: overlay.texts,
  };
}
