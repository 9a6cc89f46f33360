import { afterEach, describe, expect, it, vi } from 'vitest';
import { colorSchemeSetting, keptColorScheme, uiColorSchemeManager } from '../../src/session/colorSchemeSetting';
import { readUiSetting, writeUiSetting } from '../../src/session/uiSettings';

afterEach(() => localStorage.clear());

describe('the colour scheme setting', () => {
  it('follows the phone when nothing, or something unknown, is kept', () => {
    expect(keptColorScheme()).toBe('auto');
    writeUiSetting(colorSchemeSetting, 'purple');
    expect(keptColorScheme()).toBe('auto');
    expect(uiColorSchemeManager().get('auto')).toBe('auto');
  });

  it('is kept in uiSettings beside the other settings, and survives what a logout clears', () => {
    writeUiSetting('calendarLegend', true);
    uiColorSchemeManager().set('dark');
    expect(readUiSetting(colorSchemeSetting)).toBe('dark');
    expect(readUiSetting('calendarLegend')).toBe(true);
    expect(uiColorSchemeManager().get('auto')).toBe('dark');
    // Following the phone again keeps nothing.
    uiColorSchemeManager().set('auto');
    expect(readUiSetting(colorSchemeSetting)).toBeUndefined();
  });

  it('tells Mantine at once when the profile’s choice writes it, once, and not after unsubscribing', () => {
    const manager = uiColorSchemeManager();
    const update = vi.fn((scheme: string) => manager.set(scheme as 'auto' | 'light' | 'dark'));
    manager.subscribe(update);
    writeUiSetting(colorSchemeSetting, 'light');
    expect(update).toHaveBeenCalledTimes(1);
    expect(update).toHaveBeenLastCalledWith('light');
    manager.unsubscribe();
    writeUiSetting(colorSchemeSetting, 'dark');
    expect(update).toHaveBeenCalledTimes(1);
  });
});
