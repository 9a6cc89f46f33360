import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/**
 * Whether the page's offline copy of the pages seen (IndexedDB `crewQueryCache`, store `answers`) holds an answer
 * whose query names `part` (an endpoint, e.g. `/jobs/12`). A database the app has not made yet is not opened: opening
 * it here would make it without its store.
 */
export function offlineCopyHolds(page: Page, part: string): Promise<boolean> {
  return page.evaluate(async (wanted) => {
    const databases = await indexedDB.databases();
    if (!databases.some((database) => database.name === 'crewQueryCache')) return false;
    const opened = indexedDB.open('crewQueryCache');
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      opened.onsuccess = () => resolve(opened.result);
      opened.onerror = () => reject(opened.error);
    });
    try {
      if (!database.objectStoreNames.contains('answers')) return false;
      const keys = database.transaction('answers').objectStore('answers').getAllKeys();
      const hashes = await new Promise<IDBValidKey[]>((resolve, reject) => {
        keys.onsuccess = () => resolve(keys.result);
        keys.onerror = () => reject(keys.error);
      });
      return hashes.some((hash) => String(hash).includes(wanted));
    } finally {
      database.close();
    }
  }, part);
}

/**
 * Waits until the offline copy holds an answer naming `part`: each answer is kept as soon as the page is idle after it
 * arrives, so within `timeout` ms.
 */
export async function waitForOfflineCopy(page: Page, part: string, timeout = 5000): Promise<void> {
  await expect.poll(() => offlineCopyHolds(page, part), { message: `the offline copy holds ${part}`, timeout }).toBe(true);
}
