import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { LayoutSpec } from '../../../src/ground/screenLanguage/types';
import { readUiSetting, writeUiSetting } from '../../../src/session/uiSettings';
import { renderLayout } from '../renderLayout';

/** The profile's choice of light or dark, as screens/profile.yaml offers it. */
const display: LayoutSpec = {
  layout: 'dashboard',
  sections: [{
    id: 'display', title: 'appearance.title',
    actions: [{
      id: 'chooseColorScheme', kind: 'setting', label: 'appearance.colorScheme',
      setting: {
        name: 'colorScheme',
        values: [
          { value: 'auto', label: 'appearance.colorSchemes.auto' },
          { value: 'light', label: 'appearance.colorSchemes.light' },
          { value: 'dark', label: 'appearance.colorSchemes.dark' },
        ],
      },
    }],
  }],
};

afterEach(() => localStorage.clear());

describe('setting action', () => {
  it('shows the choices under its label, the first (the default) picked while nothing is kept', async () => {
    renderLayout(display);
    const choice = await screen.findByRole('radiogroup', { name: 'Light or dark' });
    expect(choice).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Follow the phone' }) as HTMLInputElement).checked).toBe(true);
  });

  it('keeps the picked choice in uiSettings, and keeps nothing when the default is picked again', async () => {
    renderLayout(display);
    fireEvent.click(await screen.findByRole('radio', { name: 'Dark' }));
    expect(readUiSetting('colorScheme')).toBe('dark');
    await waitFor(() => expect((screen.getByRole('radio', { name: 'Dark' }) as HTMLInputElement).checked).toBe(true));
    fireEvent.click(screen.getByRole('radio', { name: 'Follow the phone' }));
    expect(readUiSetting('colorScheme')).toBeUndefined();
  });

  it('shows what another part of the app wrote', async () => {
    renderLayout(display);
    await screen.findByRole('radiogroup', { name: 'Light or dark' });
    writeUiSetting('colorScheme', 'light');
    await waitFor(() => expect((screen.getByRole('radio', { name: 'Light' }) as HTMLInputElement).checked).toBe(true));
  });
});
