import { errorIn, type CheckedFile } from './CheckedFile';
import type { ProductRoute } from '../ground/screenLanguage/productRoutes';
import type { SpecError } from '../ground/screenLanguage/SpecError';

/** Where the product's route list lives, for messages. */
export const productRoutesFile = 'src/ground/screenLanguage/productRoutes.ts';

/**
 * Checks screens against the product's routes: every screen's route is one of them and not one the shell owns,
 * every route marked `screen` has a screen, and every menu link goes to a route of the product.
 */
export function checkProductRoutes(
  screens: readonly CheckedFile[],
  menus: CheckedFile | undefined,
  routes: readonly ProductRoute[],
  complete = true,
): SpecError[] {
  const errors: SpecError[] = [];
  const byPath = new Map(routes.map((route) => [route.path, route]));
  const screenRoutes = new Set<string>();
  const extensionRoutes = new Set<string>();
  for (const checked of screens) {
    const value = checked.value as { route?: unknown; extension?: unknown } | null;
    const route = value?.route;
    if (typeof route !== 'string') continue;
    screenRoutes.add(route);
    const known = byPath.get(route);
    if (value?.extension === true) {
      // A tenant-only screen: its route must be its own, never one of the product's.
      if (known) errors.push(errorIn(checked, '/extension', `route "${route}" is a route of the product: remove "extension: true" (${productRoutesFile})`));
      else extensionRoutes.add(route);
    } else if (!known) {
      const message = `route "${route}" is not a route of the product (${productRoutesFile}); a screen of one tenant's own says "extension: true"`;
      errors.push(errorIn(checked, '/route', message));
    } else if (known.status === 'shell') {
      const message = `route "${route}" is handled by the app shell and cannot have a screen (${productRoutesFile})`;
      errors.push(errorIn(checked, '/route', message));
    }
  }
  for (const route of routes) {
    if (!complete || route.status !== 'screen' || screenRoutes.has(route.path)) continue;
    const message = `no screen has route "${route.path}" (${productRoutesFile} marks it "screen")`;
    errors.push({ file: 'screens/', pointer: '', message });
  }
  if (menus) errors.push(...checkMenuLinks(menus, byPath, extensionRoutes));
  return errors;
}

function checkMenuLinks(menus: CheckedFile, byPath: Map<string, ProductRoute>, extensionRoutes: ReadonlySet<string>): SpecError[] {
  const errors: SpecError[] = [];
  for (const menu of ['side', 'bottom'] as const) {
    const links = (menus.value as Record<string, { links?: unknown } | undefined> | null)?.[menu]?.links;
    if (!Array.isArray(links)) continue;
    links.forEach((link: { to?: unknown } | null, index) => {
      if (typeof link?.to !== 'string' || byPath.has(link.to) || extensionRoutes.has(link.to)) return;
      const message = `link "${link.to}" is not a route of the product (${productRoutesFile})`;
      errors.push(errorIn(menus, `/${menu}/links/${index}/to`, message));
    });
  }
  return errors;
}
