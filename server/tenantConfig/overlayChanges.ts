import type { ScreenOrigin, TenantScreen } from '../../src/ground/contract/tenantConfig';
import { checkOverlay } from '../../src/screenChecker/overlay/checkOverlay';
import type { TenantOverlay } from '../../src/ground/screenLanguage/overlay/TenantOverlay';
import { formatSpecError } from '../../src/ground/screenLanguage/formatSpecError';
import type { SpecError } from '../../src/ground/screenLanguage/SpecError';
import { holdsRight } from '../kernel/canAccess';
import { badRequest, notFound } from '../kernel/HttpError';
import type { SessionContext } from '../kernel/route';
import { saveOverlayRevision } from '../store/tenantOverlayStore';
import { tenantById } from '../store/tenantStore';
import { type TenantRecord } from '../kernel/tenantRecord';
import { overlayChecker, productRegistry } from './productScreens';
import { tenantScreens } from './tenantOverlay';

/** The right that opens the support console, and the one that reaches other tenants than one's own. */
export const tenantConfigRight = 'tenantConfig.EDIT';
export const allTenantsRight = 'tenantConfig.ALL_TENANTS';

/** Whether a support login may configure a tenant: its own, or any with the cross-tenant right. */
export const reaches = (ctx: SessionContext, tenantId: number): boolean =>
  tenantId === ctx.tenant.id || holdsRight(ctx.principal, allTenantsRight);

/** The tenant a support login may configure (see `reaches`); else 404 (never say which). */
export async function reachableTenant(ctx: SessionContext, id: number): Promise<TenantRecord> {
  if (!reaches(ctx, id)) throw notFound('This tenant does not exist');
  const tenant = await tenantById(ctx.db, id);
  if (!tenant) throw notFound('This tenant does not exist');
  return tenant;
}

/** Every problem of an overlay, by the checks of `npm run check:screens`. */
export function overlayProblems(overlay: TenantOverlay): SpecError[] {
  const { product, validators } = overlayChecker();
  return checkOverlay(overlay, product, validators);
}

/** 400 listing every problem as `file:line:column message`, each a detail at the body's field `field`. */
function refusal(problems: readonly SpecError[], field: string) {
  const lines = problems.map(formatSpecError);
  const more = lines.length > 1 ? ` (and ${lines.length - 1} more)` : '';
  return badRequest(`The configuration was not changed: ${lines[0]}${more}`, lines.map((message) => ({ path: field, message })));
}

/** The login name of the caller, for the revision history. */
async function authorOf(ctx: SessionContext): Promise<string> {
  const result = await ctx.db.query<{ login: string }>('SELECT login FROM users WHERE id = $1', [ctx.principal.userId]);
  return result.rows[0]?.login ?? `user ${ctx.principal.userId}`;
}

/** What makes a new revision: the overlay after the change, why, and from which revision the caller started. */
export interface OverlayChange {
  reason: string;
  baseRevision?: number;
  restoredFrom?: number;
  /** The body field problems are reported at. */
  field: string;
}

/**
 * Checks an overlay and, when it is good, stores it as the tenant's next revision; a refused one changes nothing and
 * the tenant keeps running its current revision.
 */
export async function saveCheckedOverlay(ctx: SessionContext, tenant: TenantRecord, overlay: TenantOverlay, change: OverlayChange) {
  const problems = overlayProblems(overlay);
  if (problems.length > 0) throw refusal(problems, change.field);
  return saveOverlayRevision(ctx.db, tenant.id, {
    overlay, reason: change.reason, baseRevision: change.baseRevision, restoredFrom: change.restoredFrom, author: await authorOf(ctx),
  }, ctx.now);
}

/**
 * The tenant's overlay now, to change one part of it. Save the change with the revision it was read at
 * (`tenant.overlayRevision`) as its base: a change another process saved meanwhile then answers 409 instead of being lost.
 */
export async function currentOverlay(ctx: SessionContext, tenant: TenantRecord): Promise<TenantOverlay> {
  return structuredClone((await tenantScreens(ctx.db, tenant)).overlay);
}

/** Every screen the tenant has, on or off, as the console lists it. */
export async function screensOfTenant(ctx: SessionContext, tenant: TenantRecord): Promise<TenantScreen[]> {
  const screens = await tenantScreens(ctx.db, tenant);
  const productIds = new Set(productRegistry().screens.map((screen) => screen.id));
  const tenantIds = new Set(screens.applied.screens.map((screen) => screen.id));
  return screens.screens.map((screen) => {
    const origin: ScreenOrigin = !tenantIds.has(screen.id) ? 'product' : productIds.has(screen.id) ? 'replaced' : 'tenant';
    const side = screen.menu?.side ?? null;
    const bottom = screen.menu?.bottom ?? null;
    const menuPlaces = [side && `side ${side.order}`, bottom && `bottom ${bottom.order}`].filter(Boolean).join(' · ');
    return {
      id: screen.id, route: screen.route, title: screen.title, origin, enabled: !screens.disabled.has(screen.id),
      handWritten: screen.layout === 'custom', canSwitchOff: screen.route !== '/login', canBeInMenu: !screen.route.includes('{'),
      side, bottom, menuPlaces,
    };
  });
}
