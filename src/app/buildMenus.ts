import type { IconName, MenusSpec, ScreenSpec } from '../spec/types';
import { evaluateCondition } from '../spec/evaluateCondition';
import { accessProbe, can } from '../session/can';
import type { Session } from '../session/sessionTypes';

/** One entry of the side or bottom menu, ready to draw. */
export interface MenuEntry {
  to: string;
  label: string;
  icon: IconName;
  order: number;
}

/**
 * Menus for a session: each entry only when the screen's access and the placement's condition allow it, and the
 * tenant has not turned the screen off (`disabledScreens`).
 */
export function buildMenus(
  screens: ScreenSpec[],
  menus: MenusSpec,
  session: Session | null,
  disabledScreens: readonly string[] = [],
): { side: MenuEntry[]; bottom: MenuEntry[] } {
  const probe = accessProbe(session);
  const place = (which: 'side' | 'bottom'): MenuEntry[] => {
    const fromScreens = screens.flatMap((screen) => {
      const placement = screen.menu?.[which];
      if (!placement || screen.route.includes('{') || disabledScreens.includes(screen.id)) return [];
      if (!can(session, screen.access).allowed || !evaluateCondition(placement.when, {}, probe)) return [];
      return [{ to: screen.route, label: placement.label ?? screen.title, icon: placement.icon, order: placement.order }];
    });
    const links = (menus[which].links ?? []).filter(
      (link) => can(session, link.access ?? { tokenTypes: ['user', 'project', 'pluscrew'] }).allowed && evaluateCondition(link.when, {}, probe),
    );
    return [...fromScreens, ...links.map(({ to, label, icon, order }) => ({ to, label, icon, order }))].sort((a, b) => a.order - b.order);
  };
  const bottomAllowed = session !== null && can(session, menus.bottom.access).allowed;
  return { side: session ? place('side') : [], bottom: bottomAllowed ? place('bottom') : [] };
}

/** Where a session lands: home when there is a home screen it may open, else its first menu entry. */
export function landingPath(screens: ScreenSpec[], menus: MenusSpec, session: Session | null, disabledScreens: readonly string[] = []): string {
  const home = screens.find((screen) => screen.route === '/');
  if (home && can(session, home.access).allowed) return '/';
  return buildMenus(screens, menus, session, disabledScreens).side.find((entry) => entry.to !== '/logout')?.to ?? '/login';
}
