import { lazy, Suspense, useEffect, useMemo, useSyncExternalStore } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import type { i18n } from 'i18next';
import type { AppRegistry, MenusSpec, RegisteredScreen } from '../ground/screenLanguage/types';
import { TenantContext } from '../tenant/TenantContext';
import { readableColorVariables, tenantTheme } from '../tenant/tenantTheme';
import { ConfirmProvider } from '../ui/ConfirmProvider';
import { notificationsCode, setToastCloseLabel, subscribeToastsAsked, toastsAsked } from '../ui/showToast';
import { buildRoutes } from './buildRoutes';
import { keepAnswersOfSession } from './query-cache/keepAnswersOfSession';
import { createQueryClient } from './queryClient';
import { subscribeSession, getSession } from '../session/sessionStore';
import { uiColorSchemeManager } from '../session/colorSchemeSetting';
import { chooseLanguage } from '../tenant/chooseLanguage';
import { setTenantTexts, switchLanguage } from '../tenant/createI18n';
import { currentTenant, subscribeTenant } from '../tenant/loadTenant';
import { applyOverlay } from '../ground/screenLanguage/overlay/applyOverlay';
import { listenForInstallPrompt } from './installPromptEvent';

// The browser offers to install the app once, early: the offer is caught from the start, for the install hint.
if (typeof window !== 'undefined') listenForInstallPrompt();

/** Toasts draw with Mantine's notifications (and their transitions), loaded with the first toast. */
const Notifications = lazy(() => notificationsCode().then((module) => ({ default: module.Notifications })));

/** The routes of the registry as it stands: rebuilt when a new tenant configuration changes the screens. */
function ScreenRoutes({ screens, menus }: { screens: RegisteredScreen[]; menus: MenusSpec }) {
  const routes = useMemo(() => buildRoutes({ screens, menus }), [screens, menus]);
  return useRoutes(routes);
}

/**
 * The composition root: theme, texts, data cache, confirm dialog and the router built from the screen registry with
 * the tenant's overlay. A new tenant configuration (support changed it; see `refreshTenantWhenBack`) rebuilds the
 * routes and menus and lays its texts over the product's, without a reload.
 */
export function App({ registry, i18n, queryClient: client }: { registry: AppRegistry; i18n: i18n; queryClient?: QueryClient }) {
  const tenant = useSyncExternalStore(subscribeTenant, currentTenant);
  const showsToasts = useSyncExternalStore(subscribeToastsAsked, toastsAsked);
  const overlay = tenant?.overlay;
  const tenantRegistry = useMemo(() => (overlay ? applyOverlay(registry, overlay) : registry), [registry, overlay]);
  // Each screen sets the page title and meta from the tenant itself (and again when the tenant changes).
  useEffect(() => void setTenantTexts(i18n, overlay?.texts ?? {}), [i18n, overlay]);
  const queryClient = useMemo(() => client ?? createQueryClient(), [client]);
  // Light or dark as the phone is set, unless the profile chose one (kept in uiSettings); the start script
  // (build/colorSchemeStartPlugin.ts) has already marked the page so before the first paint.
  const colorSchemeManager = useMemo(() => uiColorSchemeManager(), []);
  // Logging out, or a failed refresh, also forgets every cached answer of the ended session.
  useEffect(() => subscribeSession(() => !getSession() && queryClient.clear()), [queryClient]);
  // Pages already seen open offline: their answers are kept for the session that saw them.
  useEffect(() => keepAnswersOfSession(queryClient), [queryClient]);
  // A browser that allows notifications keeps its push subscription with whoever is logged in (loaded after the start).
  useEffect(() => {
    let stop: (() => void) | null = null;
    let stopped = false;
    if (typeof Notification !== 'undefined' && Notification.permission === 'granted') {
      void import('./subscribeToPush').then(({ keepPushSubscription }) => {
        if (!stopped) stop = keepPushSubscription(subscribeSession, () => getSession()?.loginData.person?.id ?? null);
      });
    }
    return () => {
      stopped = true;
      stop?.();
    };
  }, []);
  // A toast's close button is named in the app's language.
  useEffect(() => {
    const nameCloseButton = () => setToastCloseLabel(i18n.t('common.close'));
    nameCloseButton();
    i18n.on('languageChanged', nameCloseButton);
    return () => i18n.off('languageChanged', nameCloseButton);
  }, [i18n]);
  // A newer tenant configuration may bring another default language.
  useEffect(() => void switchLanguage(i18n, chooseLanguage(getSession()?.loginData.language, tenant)), [i18n, tenant]);
  // Logging in may bring the user's own language (when the tenant allows it).
  useEffect(
    () => subscribeSession(() => void switchLanguage(i18n, chooseLanguage(getSession()?.loginData.language, tenant))),
    [i18n, tenant],
  );
  return (
    <TenantContext.Provider value={tenant}>
      <MantineProvider
        theme={tenantTheme(tenant?.mobileTheme)}
        cssVariablesResolver={readableColorVariables}
        defaultColorScheme="auto"
        colorSchemeManager={colorSchemeManager}
      >
        {showsToasts && (
          <Suspense fallback={null}>
            <Notifications position="top-center" limit={4} />
          </Suspense>
        )}
        <I18nextProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <ConfirmProvider>
              <BrowserRouter>
                <ScreenRoutes screens={tenantRegistry.screens} menus={tenantRegistry.menus} />
              </BrowserRouter>
            </ConfirmProvider>
          </QueryClientProvider>
        </I18nextProvider>
      </MantineProvider>
    </TenantContext.Provider>
  );
}
