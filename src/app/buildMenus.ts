import type { MenusSpec, ScreenOutline } from '../ground/screenLanguage/types';
import { menuEntries, type MenuEntry } from '../ground/screenLanguage/menuEntries';
import { can, subjectOf } from '../session/can';
import type { Session } from '../session/sessionTypes';
import { userOf } from './userOf';

export type { MenuEntry };

/**
 * Menus for a session: each entry only when the screen's access and the placement's condition allow it, with the
 * addresses that name the login's own records (a project login's project) filled from its login data. The registry
 * already lacks the screens the tenant switched off.
 */
export function buildMenus(screens: readonly ScreenOutline[], menus: MenusSpec, session: Session | null): { side: MenuEntry[]; bottom: MenuEntry[] } {
  return menuEntries(screens, menus, subjectOf(session), userOf(session));
}

/** Where a session lands: home when there is a home screen it may open, else its first menu entry. */
export function landingPath(screens: readonly ScreenOutline[], menus: MenusSpec, session: Session | null): string {
  const home = screens.find((screen) => screen.route === '/');
  if (home && can(session, home.access).allowed) return '/';
  return buildMenus(screens, menus, session).side.find((entry) => entry.to !== '/logout')?.to ?? '/login';
}
