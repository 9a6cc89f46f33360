import './ui/styles/firstScreenStyles';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import registry from 'virtual:screen-registry';
import { connectSession, refreshOnce } from './api/sessionLink';
import { takeQueryLogin } from './session/queryLogin';
import { hasEndedSessionsToTell, tellEndedSessions } from './session/endedSessions';
import { getSession, refreshSession, restoreSession, startTokenRefresh, subscribeSession } from './session/sessionStore';
import { keepTenantCopyWhile, refreshTenantWhenBack, startTenant, storeTenantCopy } from './tenant/loadTenant';
import { chooseLanguage } from './tenant/chooseLanguage';
import { createI18n, setTenantTexts } from './tenant/createI18n';
import { applyTenantMeta } from './tenant/applyTenantMeta';
import { registerServiceWorker } from './tenant/registerServiceWorker';
import { linkManifest } from './app/linkManifest';
import { afterFirstScreen } from './app/firstScreenSettled';
import { mirrorSessionForWorker } from './outbox/mirrorSessionForWorker';
import { showToast } from './ui/showToast';
import { App } from './app/App';
import { preloadScreenAt } from './app/preloadScreenAt';
import { createQueryClient } from './app/queryClient';
import { restoreAnswersAtStart } from './app/query-cache/restoreAnswersAtStart';

/**
 * Bootstrap: the session kept from last time, and the code and first calls of the screen the app opens at (loading
 * while the rest waits); the tenant (look and screen overlay; the last one seen at once on a repeat start); the language; the app.
 */
async function start() {
  // A login link's password leaves the address bar and the history before anything else happens.
  takeQueryLogin();
  // A task of its own: the app's code has just run its modules in one long task, which the phone should not see grow.
  await new Promise((resolve) => setTimeout(resolve, 0));
  connectSession({ token: () => getSession()?.token ?? null, refresh: refreshSession });
  // The tenant is stored with a session (at login) and goes with it at logout: only uiSettings outlive a session.
  keepTenantCopyWhile(() => getSession() !== null);
  subscribeSession(storeTenantCopy);
  // The service worker sends the outbox with this session's token when no page of the app is open.
  mirrorSessionForWorker();
  const session = restoreSession();
  const queryClient = createQueryClient();
  // The answers seen last time are read while the tenant and the texts load: offline, pages seen open with them.
  const restored = restoreAnswersAtStart(queryClient, session);
  preloadScreenAt(registry, window.location.pathname, session, queryClient);
  // Where the location and notification permissions stand, for the first screen's warnings to be drawn with it: a
  // session's screens only (the login page does without its code; for a session it comes with the screens' own).
  const permissions = session
    ? import('./renderer/hooks/permissionStandings').then(({ readPermissionStandings }) => readPermissionStandings(), () => undefined)
    : null;
  const tenant = await startTenant();
  applyTenantMeta(tenant);
  keepTokenFresh();
  const i18n = await createI18n(chooseLanguage(session?.loginData.language, tenant));
  await setTenantTexts(i18n, tenant?.overlay.texts ?? {});
  refreshTenantWhenBack();
  await restored;
  await permissions;
  // A transition: React draws the app in slices and leaves the phone free for input in between, instead of one long
  // task while the first screen is built.
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App registry={registry} i18n={i18n} queryClient={queryClient} />
      </StrictMode>,
    ),
  );
  tellServerOfLogouts();
  // Installing needs the manifest, the first screen does not (a phone may wait up to 5 s of idle for it).
  if (import.meta.env.PROD) afterFirstScreen(linkManifest, 5000);
  // The worker's install fetches every file of the app: on a phone's connection, not beside the first screen's.
  registerServiceWorker({
    onUpdateReady: (reload) => showToast({ type: 'info', message: i18n.t('app.updateReady'), lifetime: false, action: reload }),
  }, { registerWhen: (register) => afterFirstScreen(register, 5000) });
}

/** Sessions logged out while offline are ended on the server at the next contact: now, and when the phone is back online. */
function tellServerOfLogouts() {
  const tell = () => {
    if (hasEndedSessionsToTell()) void tellEndedSessions();
  };
  tell();
  window.addEventListener('online', tell);
}

/** Runs the refresh timer while there is a session: from start-up or login until logout or a failed refresh. */
function keepTokenFresh() {
  let stop: (() => void) | null = null;
  const follow = () => {
    if (getSession() && !stop) stop = startTokenRefresh(refreshOnce);
    if (!getSession() && stop) {
      stop();
      stop = null;
    }
  };
  follow();
  subscribeSession(follow);
}

void start();
