import { reachedPaths, screenCalls } from '../../src/ground/screenLanguage/screenCalls';
import type { ScreenSpec } from '../../src/ground/screenLanguage/types';
import { callKey } from '../kernel/productCalls';


/**
 * The calls a tenant refuses: those some screen makes (its sources, actions, forms, downloads, its hand-written
 * component) while every screen that makes it is switched off for the tenant. Calls no screen names (logging in,
 * the tenant's configuration) are never refused. Derived from the screens themselves, not from a list.
 */
export function refusedCalls(
  screens: readonly ScreenSpec[],
  disabled: ReadonlySet<string>,
  routes: readonly { method: string; path: string }[],
): Set<string> {
  const pathsByMethod = new Map<string, string[]>();
  for (const route of routes) pathsByMethod.set(route.method, [...(pathsByMethod.get(route.method) ?? []), route.path]);
  const used = new Set<string>();
  const needed = new Set<string>();
  for (const screen of screens) {
    const on = !disabled.has(screen.id);
    for (const call of screenCalls(screen)) {
      for (const path of reachedPaths(call.endpoint, pathsByMethod.get(call.method) ?? [])) {
        used.add(callKey(call.method, path));
        if (on) needed.add(callKey(call.method, path));
      }
    }
  }
  return new Set([...used].filter((key) => !needed.has(key)));
}
