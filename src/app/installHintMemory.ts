import { readUiSetting, writeUiSetting } from '../session/uiSettings';

/** Where the answer is kept: a part of the interface settings, so it outlives a logout. */
const settingName = 'installHint';

/** Whether the person has answered the install hint on this device (installed, or said not now): it is not offered again. */
export function installHintAnswered(storage: Storage = localStorage): boolean {
  return readUiSetting(settingName, storage) === 'answered';
}

/** Remembers that the install hint was answered. */
export function rememberInstallHintAnswered(storage: Storage = localStorage): void {
  writeUiSetting(settingName, 'answered', storage);
}
