import { storedKeys } from './storedKeys';

/** The user's interface settings (section 3, `uiSettings`): one JSON object of named parts, kept across logouts. */
type UiSettings = Record<string, unknown>;

function readAll(storage: Storage): UiSettings {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(storedKeys.uiSettings) ?? '{}');
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as UiSettings) : {};
  } catch {
    // Settings written by hand or by an older app: start afresh rather than fail the screen.
    return {};
  }
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
}
