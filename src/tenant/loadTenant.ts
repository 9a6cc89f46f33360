import type { Tenant } from '../ground/contract';
import { fetchTenant } from '../api/tenantCall';

const storageKey = 'tenant';
let current: Tenant | null = null;
/** The configuration last fetched, as the server sent it (to tell a change). */
let seen: Tenant | null = null;
const listeners = new Set<() => void>();
/** Whether the stored copy is kept (set by the composition root: while someone is logged in). Default: always. */
let keepsCopy: () => boolean = () => true;

/** The tenant configuration the app runs now (null when it could not be had at all). */
export const currentTenant = (): Tenant | null => current;

/** Calls `listener` whenever a newer tenant configuration arrives; answers the unsubscribe. */
export function subscribeTenant(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Fetches the tenant configuration (look and screen overlay) and makes it current when it differs; the copy in
 * localStorage is only the offline fallback (kept while `keepTenantCopyWhile` allows). Offline, the last configuration
 * seen stays.
 */
export async function loadTenant(): Promise<Tenant | null> {
  let fetched: Tenant;
  try {
    fetched = await fetchTenant();
  } catch (error) {
    if (current) return current;
    console.warn('Tenant configuration could not be loaded; using the stored copy', error);
    const stored = storedTenant();
    current = stored && (await checked(stored));
    return current;
  }
  if (JSON.stringify(fetched) !== JSON.stringify(seen)) {
    seen = fetched;
    current = await checked(fetched);
    for (const listener of listeners) listener();
  }
  storeTenantCopy();
  return current;
}

/**
 * Keeps the stored copy only while `keep()` holds. The app keeps it while someone is logged in (section 7: the tenant
 * is stored at login; section 4: logout clears everything but uiSettings), so a logged-out phone holds no copy and
 * fetches the configuration again at its next start.
 */
export function keepTenantCopyWhile(keep: () => boolean): void {
  keepsCopy = keep;
}

/** Stores the configuration last seen as the offline fallback, when a copy is to be kept now (e.g. right after a login). */
export function storeTenantCopy(): void {
  if (seen && keepsCopy()) localStorage.setItem(storageKey, JSON.stringify(seen));
}

/**
 * The configuration to start with. On a repeat start the last one seen is used at once (the page draws without
 * waiting for the network) while a fresh copy is fetched; when it differs, the app follows it like any later change
 * (`subscribeTenant`). On a first start there is nothing to show before the configuration: it is awaited (the page
 * preloads `/tenant` beside the app's code, see build/startPreloadPlugin.ts).
 */
export async function startTenant(): Promise<Tenant | null> {
  const fetching = loadTenant();
  const stored = storedTenant();
  if (!stored) return fetching;
  seen = stored;
  current = await checked(stored);
  return current;
}

/**
 * The configuration with only the tenant screens that pass the precompiled validators; the validators load (as their
 * own chunk) only for a tenant with screens of its own, so the first screen does not carry them.
 */
async function checked(tenant: Tenant): Promise<Tenant> {
  if (tenant.overlay.screens.length === 0) return tenant;
  const { checkTenantScreens } = await import('./checkTenantScreens');
  return { ...tenant, overlay: { ...tenant.overlay, screens: checkTenantScreens(tenant.overlay.screens) } };
}

function storedTenant(): Tenant | null {
  try {
    const stored = JSON.parse(localStorage.getItem(storageKey) ?? 'null') as Tenant | null;
    // A copy from before overlays existed has none: run the product's screens.
    return stored && { ...stored, overlay: stored.overlay ?? { revision: 0, disabledScreens: [], menus: {}, screens: [], texts: {} } };
  } catch {
    return null;
  }
}

/**
 * Support staff may change the tenant's screens at any time: fetch the configuration again whenever the app comes
 * back to the foreground or back online, so a phone left open picks a change up without a restart.
 */
export function refreshTenantWhenBack(): () => void {
  const refresh = () => {
    if (document.visibilityState === 'visible') void loadTenant();
  };
  // `pageshow` also fires on the first load, already fetched: only a page restored from the back-forward cache counts.
  const restored = (event: PageTransitionEvent) => {
    if (event.persisted) refresh();
  };
  document.addEventListener('visibilitychange', refresh);
  window.addEventListener('online', refresh);
  window.addEventListener('pageshow', restored);
  return () => {
    document.removeEventListener('visibilitychange', refresh);
    window.removeEventListener('online', refresh);
    window.removeEventListener('pageshow', restored);
  };
}
