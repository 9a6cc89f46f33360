import { readStoredJson, storedKeys } from '../../session/storedKeys';
import { isRecord } from '../../ground/isRecord';

/**
 * The app used to keep the answers seen in local storage (`appCache.queries`); they now live in IndexedDB. Takes the
 * old copy out, once (later starts find none), and leaves the other parts of `appCache` as they are.
 */
export function dropLocalQueryCache(storage: Storage = localStorage): void {
  // A cheap look first: most starts have no old copy, and the old one could be 2 MB to parse.
  if (!storage.getItem(storedKeys.appCache)?.includes('"queries"')) return;
  const appCache = readStoredJson(storedKeys.appCache, storage);
  if (!isRecord(appCache) || Array.isArray(appCache)) {
    storage.removeItem(storedKeys.appCache);
    return;
  }
  const { queries: _old, ...others } = appCache;
  if (Object.keys(others).length === 0) storage.removeItem(storedKeys.appCache);
  else storage.setItem(storedKeys.appCache, JSON.stringify(others));
}
