import { readUiSetting, writeUiSetting } from '../session/uiSettings';

/** Why the app asks: a write now waits on the phone, or the app was installed (browsers grant installed apps). */
export type PersistenceReason = 'outboxWrite' | 'installed';

/** The uiSettings part that remembers the last reason asked for (it outlives logouts, as the answer does). */
const settingName = 'persistentStorageAsked';

/**
 * Asks the browser to keep the app's storage (the outbox, the pages seen) even when the phone runs short of space,
 * once per reason and device: never at start-up, only when something worth keeping is there (a write waiting) or the
 * app has been installed. Some browsers ask the person, so the app asks only when the reason is plain; nothing where
 * the browser lacks `navigator.storage.persist`, or when the storage is persistent already. Answers whether it is.
 */
export async function askPersistentStorage(reason: PersistenceReason, storage: StorageManager | undefined = globalThis.navigator?.storage): Promise<boolean> {
  if (typeof storage?.persist !== 'function') return false;
  const asked = readUiSetting(settingName);
  if (asked === reason || asked === 'installed') return false;
  writeUiSetting(settingName, reason);
  try {
    return (await storage.persisted()) || (await storage.persist());
  } catch {
    return false;
  }
}
