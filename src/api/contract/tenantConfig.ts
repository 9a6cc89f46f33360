import type { TenantOverlay } from '../../spec/overlay/TenantOverlay';
import type { IconName, MenuPlacement } from '../../spec/types';

/**
 * Tenant configuration at run time (support console and `npm run tenant`). Every call needs the right
 * `tenantConfig.EDIT`; a login reaches only its own tenant unless it also holds `tenantConfig.ALL_TENANTS`
 * (another tenant answers 404). Every change makes a new revision (who, when, a one-line reason).
 */

/** `GET /tenants`: the tenants the caller may configure. */
export interface ConfigurableTenant {
  id: number;
  name: string;
  /** Host names the tenant answers, the first is its main one. */
  hosts: string[];
  /** The current revision of its overlay. */
  revision: number;
  /** True for the tenant the caller is logged in at. */
  own: boolean;
}

/** One revision in the history (`GET /tenants/:id/revisions`, newest first). */
export interface OverlayRevisionSummary {
  revision: number;
  /** The login that made it (`system` for the first one). */
  author: string;
  reason: string;
  /** For a restore: the revision it brought back. */
  restoredFrom: number | null;
  /** ISO instant. */
  createdAt: string;
}

/** `GET /tenants/:id/revisions/:revision`: a revision with its overlay. */
export interface OverlayRevision extends OverlayRevisionSummary {
  overlay: TenantOverlay;
}

/** `GET /tenants/:id`: the tenant and its current overlay. */
export interface TenantConfiguration extends ConfigurableTenant {
  current: OverlayRevision;
}

/** Where a screen comes from for a tenant. */
export type ScreenOrigin = 'product' | 'tenant' | 'replaced';

/** `GET /tenants/:id/screens`: every screen the tenant has, on or off, with its menu places. */
export interface TenantScreen {
  id: string;
  route: string;
  /** The title's i18n key. */
  title: string;
  origin: ScreenOrigin;
  enabled: boolean;
  /** Hand-written (`layout: custom`): can be switched off and moved, not replaced. */
  handWritten: boolean;
  /** The login screen, or a screen with route parameters, cannot be switched off / placed in a menu. */
  canSwitchOff: boolean;
  canBeInMenu: boolean;
  side: MenuPlacement | null;
  bottom: MenuPlacement | null;
  /** `side 20 · bottom 2`, or empty when in no menu: for lists. */
  menuPlaces: string;
}

/** `POST /tenants/:id/screens/:screenId/switch`. */
export interface ScreenSwitchRequest { enabled: boolean; reason: string; baseRevision?: number }

/** `POST /tenants/:id/screens/:screenId/menu`: place a screen in a menu (`inMenu` false takes it out). */
export interface ScreenMenuRequest {
  menu: 'side' | 'bottom';
  inMenu: boolean;
  /** Required when `inMenu`. */
  order?: number;
  icon?: IconName;
  reason: string;
  baseRevision?: number;
}

/** `POST /tenants/:id/tenantScreens`: add or replace one tenant screen from its YAML text (named by its id). */
export interface TenantScreenRequest { text: string; reason: string; baseRevision?: number }

/** `POST /tenants/:id/tenantScreens/:screenId/remove`. */
export interface RemoveTenantScreenRequest { reason: string; baseRevision?: number }

/** `POST /tenants/:id/overlay`: replace the whole overlay (the command line's `push`). */
export interface OverlayRequest { overlay: TenantOverlay; reason: string; baseRevision?: number }

/** `POST /tenants/:id/overlay/check`: check an overlay without saving it. */
export interface OverlayCheckRequest { overlay: TenantOverlay }

/** The answer of a check: every problem as `file:line:column message` (empty when the overlay is good). */
export interface OverlayCheckAnswer { errors: string[] }

/** `POST /tenants/:id/revisions/:revision/restore`: make an earlier revision current again (as a new revision). */
export interface RestoreRequest { reason?: string }

/** `GET /tenants/:id/logins`: the tenant's logins, to preview the menu as one of them sees it. */
export interface TenantLogin { login: string; tokenType: 'user' | 'project' | 'pluscrew'; loginTypes: string[] }

/** `GET /tenants/:id/menuPreview?login=…`: the menu entries that login gets with the current overlay. */
export interface MenuPreviewEntry {
  menu: 'side' | 'bottom';
  to: string;
  /** The label's i18n key. */
  label: string;
  icon: IconName;
  order: number;
}
