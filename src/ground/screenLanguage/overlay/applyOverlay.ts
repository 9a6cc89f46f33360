import type { MenusSpec, ScreenOutline, ScreenSpec } from '../types';
import type { AppliedOverlay } from './TenantOverlay';

/** The parts of an applied overlay that change the screens (texts go to i18n). */
export type ScreenOverlay = Pick<AppliedOverlay, 'disabledScreens' | 'menus' | 'screens'>;

/**
 * Every screen a tenant has, switched off or not: the product's, with the tenant's own added and a product screen
 * of the same id replaced, and menu places set by the tenant laid over the screens' own (`null` takes a screen
 * out of that menu). Sorted by id.
 */
export function overlayScreens<Screen extends ScreenOutline>(product: readonly Screen[], overlay: ScreenOverlay): (Screen | ScreenSpec)[] {
  const byId = new Map<string, Screen | ScreenSpec>(product.map((screen) => [screen.id, screen]));
  for (const screen of overlay.screens) byId.set(screen.id, screen);
  const placed = [...byId.values()].map((screen) => {
    const setting = overlay.menus[screen.id];
    if (!setting) return screen;
    const menu = { ...screen.menu };
    for (const which of ['side', 'bottom'] as const) {
      if (setting[which] === null) delete menu[which];
      else if (setting[which]) menu[which] = setting[which];
    }
    return { ...screen, menu };
  });
  return placed.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * The registry a tenant's app runs: `overlayScreens` without the screens switched off (no menu entry, no route).
 * Product screens may be outlines (the app's lazy screens); the tenant's own are whole specs.
 */
export function applyOverlay<Screen extends ScreenOutline>(
  registry: { screens: Screen[]; menus: MenusSpec },
  overlay: ScreenOverlay,
): { screens: (Screen | ScreenSpec)[]; menus: MenusSpec } {
  const off = new Set(overlay.disabledScreens);
  return { ...registry, screens: overlayScreens(registry.screens, overlay).filter((screen) => !off.has(screen.id)) };
}
