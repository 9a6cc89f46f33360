import { createElement, lazy, type ComponentType } from 'react';
import type { LayoutKind } from '../ground/screenLanguage/types';
import type { LayoutProps } from './layouts/LayoutProps';
import { CustomLayout } from './layouts/CustomLayout';

/** The component drawing one layout kind. */
type LayoutComponent<Kind extends LayoutKind> = ComponentType<LayoutProps<Kind>>;

/** A layout component whose code loads on first use, or earlier with `preload`. */
type LazyLayout<Kind extends LayoutKind> = LayoutComponent<Kind> & { preload: () => Promise<LayoutComponent<Kind>> };

/**
 * A layout whose code loads on first use, or earlier with `preload` (when a route opens, beside its spec). Once
 * loaded it draws at once, without suspending: a preloaded layout shows no spinner.
 */
function lazyLayout<Kind extends LayoutKind>(load: () => Promise<LayoutComponent<Kind>>): LazyLayout<Kind> {
  let loaded: LayoutComponent<Kind> | null = null;
  const preload = () => load().then((component) => (loaded = component));
  const Suspending = lazy(async () => ({ default: await preload() }));
  const Layout = (props: LayoutProps<Kind>) => createElement(loaded ?? Suspending, props);
  return Object.assign(Layout, { preload });
}

/**
 * THE extension point for layouts. A new layout, field or action kind is its component, one line here (fields:
 * `fieldWidgets.ts`, actions: `actionKinds.ts`) and its schema fragment; the compiler checks these tables against
 * the spec's kinds, and a test checks the schema's enums. Every layout but `custom` (the login screen's) loads when
 * a screen draws it, so the first screen carries none of the others' code.
 */
export const layouts: { [Kind in LayoutKind]: LayoutComponent<Kind> | LazyLayout<Kind> } = {
  list: lazyLayout(() => import('./layouts/ListLayout').then((module) => module.ListLayout)),
  detail: lazyLayout(() => import('./layouts/DetailLayout').then((module) => module.DetailLayout)),
  form: lazyLayout(() => import('./layouts/FormLayout').then((module) => module.FormLayout)),
  calendar: lazyLayout(() => import('./layouts/CalendarLayout').then((module) => module.default)),
  dashboard: lazyLayout(() => import('./layouts/DashboardLayout').then((module) => module.DashboardLayout)),
  tabs: lazyLayout(() => import('./layouts/TabsLayout').then((module) => module.TabsLayout)),
  custom: CustomLayout,
};

/** Starts loading the code of these layouts (a screen about to open draws them). */
export function preloadLayouts(kinds: readonly LayoutKind[]): void {
  for (const kind of kinds) {
    const layout = layouts[kind];
    if ('preload' in layout) void layout.preload();
  }
}
