import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';
import { followUiSetting, readUiSetting, writeUiSetting } from './uiSettings';

/** The part of `uiSettings` that holds the colour scheme chosen in the profile (issue 35): kept on this phone. */
export const colorSchemeSetting = 'colorScheme';

/** The choices: follow the phone (`auto`, the default), or always light or dark. */
export const colorSchemes = ['auto', 'light', 'dark'] as const satisfies readonly MantineColorScheme[];

const isColorScheme = (value: unknown): value is MantineColorScheme => colorSchemes.some((scheme) => scheme === value);

/** The colour scheme kept on this phone, or `auto` (follow the phone) when none or an unknown one is kept. */
export function keptColorScheme(storage: Storage = localStorage): MantineColorScheme {
  const kept = readUiSetting(colorSchemeSetting, storage);
  return isColorScheme(kept) ? kept : 'auto';
}

/**
 * Mantine's colour scheme kept in `uiSettings` rather than in a key of its own, so that it outlives a logout like the
 * other interface settings, and followed at once when the profile's choice writes it (on this page or in another tab).
 */
export function uiColorSchemeManager(storage: Storage = localStorage): MantineColorSchemeManager {
  let stopFollowing = () => {};
  return {
    get: (defaultValue) => (readUiSetting(colorSchemeSetting, storage) === undefined ? defaultValue : keptColorScheme(storage)),
    // Mantine sets what it was told back through here: writing only a change keeps that from going round forever.
    set: (value) => {
      if (value !== keptColorScheme(storage)) writeUiSetting(colorSchemeSetting, value === 'auto' ? undefined : value, storage);
    },
    subscribe: (onUpdate) => {
      const update = () => onUpdate(keptColorScheme(storage));
      const fromOtherTab = (event: StorageEvent) => event.storageArea === storage && update();
      const stopHere = followUiSetting(colorSchemeSetting, update);
      window.addEventListener('storage', fromOtherTab);
      stopFollowing = () => {
        stopHere();
        window.removeEventListener('storage', fromOtherTab);
      };
    },
    unsubscribe: () => stopFollowing(),
    clear: () => writeUiSetting(colorSchemeSetting, undefined, storage),
  };
}
