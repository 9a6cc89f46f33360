import { lazy, Suspense, useEffect } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert } from '@mantine/core';
import type { MenusSpec, RegisteredScreen } from '../ground/screenLanguage/types';
import { ScreenView } from '../renderer/ScreenView';
import { RendererProvider } from '../renderer/RendererEnvironment';
import { can, type AccessDecision } from '../session/can';
import { useSession } from '../session/useSession';
import { useTenant } from '../tenant/TenantContext';
import { applyTenantMeta } from '../tenant/applyTenantMeta';
import { ErrorState } from '../ui/ErrorState';
import { buildMenus } from './buildMenus';
import { useAppRendererEnvironment } from './useRendererEnvironment';
import { homeOf, ownsRoute, showsBackButton } from '../session/limitedLogin';
import { hasQueryLogin, QueryStringLogin } from './QueryStringLogin';
import { NonPersonalNotice } from './NonPersonalNotice';
import { OfflineNotice } from './OfflineNotice';
import { DocumentFrame } from './DocumentFrame';
import { PublicFrame } from './PublicFrame';
import { SettledScreen } from './SettledScreen';
import { LoadingState } from '../ui/LoadingState';
import { LoadingSkeleton } from '../ui/LoadingSkeleton';
import { useScreenSpec } from './useScreenSpec';
import { appLayoutCode } from './appLayoutCode';

/** Why the screen is not for this login: the screen's own words for the reason (`refused:`), else the general refusal. */
function RefusedState({ screen, decision }: { screen: RegisteredScreen; decision: AccessDecision }) {
  const { t } = useTranslation();
  const own = decision.refusal === 'wrongLoginType' || decision.refusal === 'missingRight' ? screen.refused?.[decision.refusal] : undefined;
  if (own) return <Alert color="blue" role="status">{t(own)}</Alert>;
  return <ErrorState message={decision.reason ?? 'access.missingRight'} />;
}

/** The frame of logged-in screens (menus, top bar) loads with the first of them, not with the login page. */
const AppLayout = lazy(() => appLayoutCode().then((module) => ({ default: module.AppLayout })));

/**
 * One screen at its route: the guard (no session → /login with the original path), the page title, the frame
 * (public screens have none) and the layout, once the screen's spec has loaded.
 */
export function ScreenRoute({ screen, screens, menus }: { screen: RegisteredScreen; screens: RegisteredScreen[]; menus: MenusSpec }) {
  const session = useSession();
  const location = useLocation();
  const params = useParams();
  const tenant = useTenant();
  const { t } = useTranslation();
  const environment = useAppRendererEnvironment(session);
  const { spec, failed, retry } = useScreenSpec(screen);
  const title = t(screen.title);
  useEffect(() => applyTenantMeta(tenant, title), [tenant, title]);

  const decision = can(session, screen.access);
  if (!decision.allowed && !session) {
    if (hasQueryLogin(location.search)) return <QueryStringLogin />;
    return <Navigate to={`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  }
  // A limited (project or plus-crew) login that strays is sent back to its own page.
  const limitedHome = session && session.tokenType !== 'user' ? homeOf(session) : null;
  const strays = session !== null && (!decision.allowed || !ownsRoute(session, screen.route, params));
  if (limitedHome && strays && limitedHome !== location.pathname) return <Navigate to={limitedHome} replace />;
  const content = (
    <SettledScreen screenId={screen.id}>
      {decision.allowed ? (
        <RendererProvider value={environment}>
          <OfflineNotice />
          {session?.loginData.person?.personal === false && <NonPersonalNotice />}
          {spec ? <ScreenView screen={spec} scope={environment.scope} /> : failed ? <ErrorState message="errors.offline" onRetry={retry} /> : <LoadingSkeleton shape="cards" />}
        </RendererProvider>
      ) : (
        <RefusedState screen={screen} decision={decision} />
      )}
    </SettledScreen>
  );
  // A hand-written public screen (login) draws its whole page; the others get a simple card — unless someone is
  // logged in, who keeps the app around a public page such as /version.
  if (screen.access?.public && screen.layout === 'custom') return <main>{content}</main>;
  if (screen.access?.public && !session && screen.frame === 'document') return <DocumentFrame title={title}>{content}</DocumentFrame>;
  if (screen.access?.public && !session) return <PublicFrame title={title}>{content}</PublicFrame>;
  const { side, bottom } = buildMenus(screens, menus, session);
  return (
    <Suspense fallback={<LoadingState />}>
      <AppLayout title={title} side={side} bottom={bottom} showBack={showsBackButton(session, screen.route)}>
        {content}
      </AppLayout>
    </Suspense>
  );
}
