import { readStoredJson, storedKeys } from './storedKeys';
import { isRecord } from '../ground/isRecord';

/** The user's interface settings (section 3, `uiSettings`): one JSON object of named parts, kept across logouts. */
type UiSettings = Record<string, unknown>;

/** Who follows a setting: told after each write of it on this page (another tab's writes come as `storage` events). */
const followers = new Map<string, Set<() => void>>();

/** The settings kept, or none when they cannot be read: start afresh rather than fail the screen. */
function readAll(storage: Storage): UiSettings {
  const parsed = readStoredJson(storedKeys.uiSettings, storage);
  return isRecord(parsed) && !Array.isArray(parsed) ? parsed : {};
}

/** One part of the interface settings, or undefined when none is kept (or storage cannot be read). */
export function readUiSetting(name: string, storage: Storage = localStorage): unknown {
  return readAll(storage)[name];
}

/**
 * Keeps one part of the interface settings (undefined removes it), beside the others. A full or refused storage
 * (private mode) loses only this setting: the screen goes on as chosen.
 */
export function writeUiSetting(name: string, value: unknown, storage: Storage = localStorage): void {
  const settings = readAll(storage);
  if (value === undefined) delete settings[name];
  else settings[name] = value;
  try {
    storage.setItem(storedKeys.uiSettings, JSON.stringify(settings));
  } catch {
    // Nothing to tell the user: the filter still applies on this visit, it is only not remembered.
  }
  followers.get(name)?.forEach((follower) => follower());
}

/**
 * Calls `follower` after each write of the setting `name` on this page (a choice in the profile that the whole app
 * follows at once, as the colour scheme); returns the unsubscribe.
 */
export function followUiSetting(name: string, follower: () => void): () => void {
  const named = followers.get(name) ?? new Set();
  followers.set(name, named.add(follower));
  return () => void named.delete(follower);
}
