/** How often an open app asks whether a new deployment exists (besides every start and every return to the foreground). */
export const updateCheckInterval = 60 * 60 * 1000;

/** What the shell does when a new deployment has taken over: offer a reload (`reload` reloads the page). */
export interface ServiceWorkerHooks {
  onUpdateReady: (reload: () => void) => void;
}

/** The page's service worker container; undefined where there is none (an insecure context, an old browser). */
const serviceWorkerContainer = (): ServiceWorkerContainer | undefined => navigator.serviceWorker;

/**
 * Registers the offline service worker at /sw.js once the page has loaded, or when `registerWhen` says (the app: once
 * its first screen has settled, as the worker's install fetches every file of the app); a failure is only logged.
 * The worker activates a new deployment at once (autoUpdate: skipWaiting + clientsClaim); this page then still runs
 * the old code, so `onUpdateReady` offers a reload rather than reloading under the user's fingers mid-form.
 * New deployments are looked for on start, every hour and whenever the app comes back to the foreground.
 */
export function registerServiceWorker(
  hooks: ServiceWorkerHooks,
  { container = serviceWorkerContainer(), development = import.meta.env.DEV, registerWhen = afterLoad }: {
    container?: ServiceWorkerContainer; development?: boolean; registerWhen?: (register: () => void) => void;
  } = {},
): void {
  if (!container || development) return;
  // The first install takes control of a page that had none: that is not an update.
  const updating = { was: container.controller !== null, announced: false };
  container.addEventListener('controllerchange', () => {
    if (!updating.was) {
      updating.was = true;
      return;
    }
    if (updating.announced) return;
    updating.announced = true;
    hooks.onUpdateReady(() => window.location.reload());
  });
  const register = async () => {
    try {
      // A browser that blocks service workers (an automated one) answers no registration: nothing to check then.
      const registration: ServiceWorkerRegistration | undefined = await container.register('/sw.js');
      if (!registration) return;
      const check = () => void registration.update().catch((error: unknown) => console.warn('Update check failed', error));
      setInterval(check, updateCheckInterval);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') check();
      });
    } catch (error) {
      console.warn('Service worker not registered', error);
    }
  };
  // The takeover is heard from now on, whenever the registration comes.
  registerWhen(() => void register());
}

/** Once the page has loaded. */
function afterLoad(register: () => void): void {
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
