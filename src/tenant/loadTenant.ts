import type { Tenant } from '../api/contract';
import { fetchTenant } from '../api/authCalls';

const storageKey = 'tenant';

/** Loads the tenant configuration first (it chooses theme, language, title); offline, the stored copy is used. */
export async function loadTenant(): Promise<Tenant | null> {
  try {
    const tenant = await fetchTenant();
    localStorage.setItem(storageKey, JSON.stringify(tenant));
    return tenant;
  } catch (error) {
    console.warn('Tenant configuration could not be loaded; using the stored copy', error);
    try {
      return JSON.parse(localStorage.getItem(storageKey) ?? 'null') as Tenant | null;
    } catch {
      return null;
    }
  }
}
