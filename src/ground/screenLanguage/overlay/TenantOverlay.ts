import type { MenuPlacement, ScreenSpec } from '../types';
import type { LocaleTexts } from './localeTexts';

/**
 * What support staff set for one screen of a tenant (a product screen or one of the tenant's own): switched off,
 * or placed differently in the side or bottom menu (`null` takes it out of that menu).
 */
export interface ScreenSetting {
  /** `false` switches the screen off for the tenant: gone from the menus, not found by URL, its calls refused. */
  enabled?: boolean;
  side?: MenuPlacement | null;
  bottom?: MenuPlacement | null;
}

/**
 * A tenant's overlay on the product's screens, as support staff and implementers write it and the server keeps it
 * (one revision per change). See server/README.md, "Tenant overlay".
 */
export interface TenantOverlay {
  /** Settings by screen id. */
  screens: Record<string, ScreenSetting>;
  /** The tenant's own screens as YAML text, by file name `<id>.yaml`: new routes, or a product screen replaced by id. */
  files: Record<string, string>;
  /** Texts by language (`en`, `nl`, …) and i18n key: new keys for the tenant's screens, or product texts reworded. */
  texts: Record<string, LocaleTexts>;
}

/** An overlay that changes nothing: a tenant's first revision. */
export const emptyOverlay: TenantOverlay = { screens: {}, files: {}, texts: {} };

/**
 * The overlay as the app applies it (part of `GET /tenant`): the revision, the tenant's screens already parsed
 * (the app checks them again with its precompiled validators), switched-off screens, menu places and texts.
 */
export interface AppliedOverlay {
  revision: number;
  /** Ids of the screens that are off for this tenant. */
  disabledScreens: string[];
  /** Menu places that differ from the screens' own, by screen id. */
  menus: Record<string, { side?: MenuPlacement | null; bottom?: MenuPlacement | null }>;
  /** The tenant's own screens, parsed; one with a product screen's id replaces it. */
  screens: ScreenSpec[];
  texts: Record<string, LocaleTexts>;
}
