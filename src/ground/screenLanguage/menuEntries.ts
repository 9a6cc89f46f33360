import { decideAccess, type AccessSubject } from '../access/decideAccess';
import { evaluateCondition, probeOf } from './evaluateCondition';
import { fillMenuPath, type UserScope } from './menuPath';
import type { IconName, MenusSpec, ScreenOutline } from './types';

/** One entry of the side or bottom menu, ready to draw. */
export interface MenuEntry {
  to: string;
  label: string;
  icon: IconName;
  order: number;
}

/**
 * The menus someone gets (null: nobody logged in): each screen placed in a menu whose access and placement condition
 * allow it, the menus file's links, by order. A screen whose route has parameters is placed only by a `path` that
 * `user` (the session's login data, `$user`) fills, e.g. a project login's own project. The app draws them; the
 * support console previews them for a tenant's login.
 */
export function menuEntries(
  screens: readonly ScreenOutline[], menus: MenusSpec, subject: AccessSubject | null, user: UserScope = {},
): { side: MenuEntry[]; bottom: MenuEntry[] } {
  const probe = probeOf(subject);
  const session = { $user: user };
  const allowed = (rule: Parameters<typeof decideAccess>[1]) => decideAccess(subject, rule).allowed;
  const place = (which: 'side' | 'bottom'): MenuEntry[] => {
    const fromScreens = screens.flatMap((screen) => {
      const placement = screen.menu?.[which];
      if (!placement) return [];
      const to = placement.path !== undefined ? fillMenuPath(placement.path, user) : screen.route.includes('{') ? null : screen.route;
      if (to === null || !allowed(screen.access) || !evaluateCondition(placement.when, session, probe)) return [];
      return [{ to, label: placement.label ?? screen.title, icon: placement.icon, order: placement.order }];
    });
    const links = (menus[which].links ?? []).filter(
      (link) => allowed(link.access ?? { tokenTypes: ['user', 'project', 'pluscrew'] }) && evaluateCondition(link.when, session, probe),
    );
    return [...fromScreens, ...links.map(({ to, label, icon, order }) => ({ to, label, icon, order }))].sort((a, b) => a.order - b.order);
  };
  const bottomAllowed = subject !== null && allowed(menus.bottom.access);
  return { side: subject ? place('side') : [], bottom: bottomAllowed ? place('bottom') : [] };
}
