import type { Tenant } from '../api/contract';
import { fetchTenant } from '../api/authCalls';

const storageKey = 'tenant';
let current: Tenant | null = null;
const listeners = new Set<() => void>();

/** The tenant configuration the app runs now (null when it could not be had at all). */
export const currentTenant = (): Tenant | null => current;

/** Calls `listener` whenever a newer tenant configuration arrives; answers the unsubscribe. */
export function subscribeTenant(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Fetches the tenant configuration (look and screen overlay) and makes it current when it differs; the copy in
 * localStorage is only the offline fallback. Offline, the last configuration seen stays.
 */
export async function loadTenant(): Promise<Tenant | null> {
  let fetched: Tenant;
  try {
    fetched = await fetchTenant();
  } catch (error) {
    if (current) return current;
    console.warn('Tenant configuration could not be loaded; using the stored copy', error);
    current = storedTenant();
    return current;
  }
  localStorage.setItem(storageKey, JSON.stringify(fetched));
  if (JSON.stringify(fetched) !== JSON.stringify(current)) {
    current = fetched;
    for (const listener of listeners) listener();
  }
  return current;
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
  document.addEventListener('visibilitychange', refresh);
  window.addEventListener('online', refresh);
  window.addEventListener('pageshow', refresh);
  return () => {
    document.removeEventListener('visibilitychange', refresh);
    window.removeEventListener('online', refresh);
    window.removeEventListener('pageshow', refresh);
  };
}
