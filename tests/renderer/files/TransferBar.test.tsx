import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { TransferBar } from '../../../src/renderer/files/TransferBar';
import en from '../../../locales/en.json';
import fr from '../../../locales/fr.json';

function renderBar(language: 'en' | 'fr', madeSmaller?: { before: number; after: number }[]) {
  const i18n = i18next.createInstance();
  void i18n.init({ lng: language, resources: { en: { translation: en }, fr: { translation: fr } }, interpolation: { escapeValue: false } });
  render(
    <MantineProvider>
      <I18nextProvider i18n={i18n}>
        <TransferBar direction="upload" percent={40} onCancel={() => undefined} madeSmaller={madeSmaller} />
      </I18nextProvider>
    </MantineProvider>,
  );
}

describe('TransferBar', () => {
  it('says a photo was made smaller, with its size as chosen and as sent', () => {
    renderBar('en', [{ before: 4_830_000, after: 912_000 }]);
    expect(screen.getByText('Uploading: 40%')).toBeTruthy();
    expect(screen.getByText('Photo made smaller: 4.8 MB → 0.9 MB')).toBeTruthy();
  });

  it('writes the sizes in the person\'s language', () => {
    renderBar('fr', [{ before: 4_830_000, after: 85_000 }]);
    expect(screen.getByText(/^Photo réduite : 4,8\sMo → 85\sko$/)).toBeTruthy();
  });

  it('says nothing of photos when none was made smaller', () => {
    renderBar('en');
    expect(screen.queryByText(/Photo made smaller/)).toBeNull();
  });
});
