import { layoutKinds, type LayoutKind, type ScreenOutline, type ScreenSpec } from '../../ground/screenLanguage/types';

const isLayoutKind = (value: unknown): value is LayoutKind => (layoutKinds as readonly unknown[]).includes(value);

/** The layout kinds a spec draws: its own, and those of its tabs, sections and any other nested body. */
export function layoutsIn(spec: ScreenSpec): LayoutKind[] {
  const found = new Set<LayoutKind>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (key === 'layout' && isLayoutKind(inner)) found.add(inner);
        else visit(inner);
      }
    }
  };
  visit(spec);
  return [...found].sort();
}

/** What the app needs of a screen at start (see `ScreenOutline`); keys the spec leaves out stay out. */
export function outlineOf(spec: ScreenSpec): ScreenOutline {
  const { id, route, title, access, refused, menu, layout, frame } = spec;
  const component = spec.layout === 'custom' ? spec.component : undefined;
  return Object.fromEntries(
    Object.entries({ id, route, title, access, refused, menu, layout, component, frame }).filter(([, value]) => value !== undefined),
  ) as ScreenOutline;
}
