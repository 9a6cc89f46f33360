import { describe, expect, it } from 'vitest';
import type { SectionSpec } from '../../../src/ground/screenLanguage/types';
import { permissionNotice } from '../../../src/renderer/parts/permissionNotice';

const allow = { id: 'allow', kind: 'permission', permission: 'geolocation', label: 'handOffs.allowLocation' } as const;
const help = { id: 'help', kind: 'navigate', label: 'help.title', to: '/help' } as const;
const warning: SectionSpec = {
  id: 'location', permission: 'geolocation', message: 'handOffs.locationWhy', refusedMessage: 'home.geolocationWarning', actions: [allow, help],
};

describe('permissionNotice', () => {
  it('says why, with the button that asks, while the browser has not asked (or is being asked)', () => {
    expect(permissionNotice(warning, 'prompt')).toBe(warning);
    expect(permissionNotice(warning, null)).toBe(warning);
  });

  it('once refused, says where to allow it and leaves out the button that can no longer ask', () => {
    expect(permissionNotice(warning, 'denied')).toEqual({ ...warning, message: 'home.geolocationWarning', actions: [help] });
    expect(permissionNotice({ ...warning, actions: [allow] }, 'denied').actions).toBeUndefined();
  });

  it('keeps the one message of a warning without a refused text, and sections without a permission as they are', () => {
    const { refusedMessage: _, ...plain } = warning;
    expect(permissionNotice(plain, 'denied').message).toBe('handOffs.locationWhy');
    const section: SectionSpec = { id: 'welcome', message: 'home.welcome' };
    expect(permissionNotice(section, 'denied')).toBe(section);
  });
});
