import type { RouteObject } from 'react-router-dom';
import { Navigate } from 'react-router-dom';
import type { AppRegistry } from '../ground/screenLanguage/types';
import { useSession } from '../session/useSession';
import { ScreenRoute } from './ScreenRoute';
import { NotFoundScreen } from './NotFoundScreen';
import { LogoutRoute } from './LogoutRoute';
import { routePath } from './routePath';
import { landingPath } from './buildMenus';
import { homeOf } from '../session/limitedLogin';
import { hasQueryLogin, QueryStringLogin } from './QueryStringLogin';
import { useLocation } from 'react-router-dom';

function Landing({ registry }: { registry: AppRegistry }) {
  const session = useSession();
  const { search } = useLocation();
  if (!session && hasQueryLogin(search)) return <QueryStringLogin />;
  if (!session) return <Navigate to="/login" replace />;
  const target = session.tokenType === 'user' ? landingPath(registry.screens, registry.menus, session) : homeOf(session);
  return <Navigate to={target} replace />;
}

/** One route per screen spec, plus the shell's own: `/logout`, a landing `/` while there is no home screen, not found. */
export function buildRoutes(registry: AppRegistry): RouteObject[] {
  const { screens, menus } = registry;
  const routes: RouteObject[] = screens.map((screen) => ({
    path: routePath(screen.route),
    element: <ScreenRoute key={screen.id} screen={screen} screens={screens} menus={menus} />,
  }));
  if (!screens.some((screen) => screen.route === '/')) routes.push({ path: '/', element: <Landing registry={registry} /> });
  routes.push({ path: '/logout', element: <LogoutRoute /> }, { path: '*', element: <NotFoundScreen /> });
  return routes;
}
