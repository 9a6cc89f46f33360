import type { LayoutKind, LayoutSpecOf, ScreenSpec } from '../../ground/screenLanguage/types';
import type { TemplateScope } from '../../ground/screenLanguage/renderTemplate';

/** What every layout receives: its part of the spec, the template scope and (for whole screens) the screen. */
export interface LayoutProps<Kind extends LayoutKind = LayoutKind> {
  body: LayoutSpecOf<Kind>;
  scope: TemplateScope;
  /** The screen the layout belongs to; null for specs that are not a screen (tests, previews). */
  screen: ScreenSpec | null;
}
