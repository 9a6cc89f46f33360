import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { TextsOfLayout, useTexts } from '../../src/renderer/texts';

function Greeting() {
  const { t, language } = useTexts();
  return <p>{`${t('greeting')} (${language})`}</p>;
}

async function twoLanguages() {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'en', resources: { en: { translation: { greeting: 'Hello' } }, nl: { translation: { greeting: 'Hallo' } } } });
  return i18n;
}

describe('the texts of a layout', () => {
  it('reach every part below, a nested layout too, and follow a change of language', async () => {
    const i18n = await twoLanguages();
    render(
      <I18nextProvider i18n={i18n}>
        <TextsOfLayout>
          <Greeting />
          <TextsOfLayout><Greeting /></TextsOfLayout>
        </TextsOfLayout>
      </I18nextProvider>,
    );
    expect(screen.getAllByText('Hello (en)')).toHaveLength(2);
    await act(async () => void (await i18n.changeLanguage('nl')));
    expect(screen.getAllByText('Hallo (nl)')).toHaveLength(2);
  });

  it('are read from the i18n instance at hand by a part drawn on its own', async () => {
    const i18n = await twoLanguages();
    render(<I18nextProvider i18n={i18n}><Greeting /></I18nextProvider>);
    expect(screen.getByText('Hello (en)')).toBeTruthy();
  });
});
