import { matchRoutes } from 'react-router-dom';
import type { AppRegistry } from '../spec/types';
import { appLayoutCode } from './appLayoutCode';
import { routePath } from './routePath';
import { isLazyScreen, loadScreenCode } from './useScreenSpec';

/**
 * Starts loading what the screen at `pathname` will need (its spec, its layouts' code and, for a logged-in screen,
 * the frame's and the api layer's), while the app still waits for the tenant and the texts: the first screen then draws without a
 * round trip of its own after start-up.
 */
export function preloadScreenAt(registry: AppRegistry, pathname: string, loggedIn: boolean): void {
  const routes = registry.screens.map((screen) => ({ id: screen.id, path: routePath(screen.route) }));
  const id = matchRoutes(routes, pathname)?.[0]?.route.id;
  const screen = registry.screens.find((candidate) => candidate.id === id);
  if (!screen) return;
  if (isLazyScreen(screen)) void loadScreenCode(screen).catch(() => undefined);
  if (loggedIn && !screen.access?.public) {
    void appLayoutCode().catch(() => undefined);
    // The screen's calls go through the api layer (and axios), which the login page does without.
    void import('../api/fetchSource').catch(() => undefined);
  }
}
