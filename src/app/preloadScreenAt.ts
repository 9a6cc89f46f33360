import { matchRoutes } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import type { AppRegistry } from '../ground/screenLanguage/types';
import type { Session } from '../session/sessionTypes';
import { can } from '../session/can';
import { ownsRoute } from '../session/limitedLogin';
import { appLayoutCode } from './appLayoutCode';
import { routePath } from './routePath';
import { isLazyScreen, loadScreenCode } from './useScreenSpec';

/**
 * Starts loading what the screen at `pathname` will need, while the app still waits for the tenant and the texts:
 * its spec and its layouts' code and, for a session that may open it, the frame's and the api layer's code and the
 * screen's first calls (as soon as its spec is in). The first screen then draws without a round trip of its own
 * after start-up, and its answers do not wait for it to draw.
 */
export function preloadScreenAt(registry: AppRegistry, pathname: string, session: Session | null, queryClient: QueryClient): void {
  const routes = registry.screens.map((screen) => ({ id: screen.id, path: routePath(screen.route) }));
  const match = matchRoutes(routes, pathname)?.[0];
  const screen = registry.screens.find((candidate) => candidate.id === match?.route.id);
  if (!screen || !match) return;
  const spec = isLazyScreen(screen) ? loadScreenCode(screen) : Promise.resolve(screen);
  spec.catch(() => undefined);
  const opens = session !== null && can(session, screen.access).allowed && ownsRoute(session, screen.route, match.params);
  if (!opens || screen.access?.public) return;
  void appLayoutCode().catch(() => undefined);
  // The screen's calls go through the api layer, which the login page does without.
  void import('../api/fetchSource').catch(() => undefined);
  void Promise.all([spec, import('./prefetchFirstCalls')])
    .then(([loaded, { prefetchFirstCalls }]) => prefetchFirstCalls(queryClient, loaded, session, match.params, pathname))
    .catch(() => undefined);
}
