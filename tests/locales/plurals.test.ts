// @vitest-environment node
import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { localeLanguages } from '../../src/ground/screenLanguage/localeLanguages';

/** The app's texts in an i18next instance set up as the app's (src/tenant/createI18n.ts): each language, English as fallback. */
async function texts() {
  const instance = i18next.createInstance();
  await instance.init({
    lng: 'en', fallbackLng: 'en', interpolation: { escapeValue: false },
    resources: Object.fromEntries(localeLanguages.map((language) => [language, { translation: JSON.parse(readFileSync(`locales/${language}.json`, 'utf8')) as object }])),
  });
  return (language: string, key: string, count: number) => instance.getFixedT(language)(key, { count });
}

describe('texts shown with a count', () => {
  it('read in the plural the count needs, in English and the other languages', async () => {
    const t = await texts();
    expect(t('en', 'outbox.badge', 1)).toBe('1 write waiting to send');
    expect(t('en', 'outbox.badge', 3)).toBe('3 writes waiting to send');
    expect(t('nl', 'outbox.badge', 1)).toBe('1 wijziging wacht op verzenden');
    expect(t('nl', 'outbox.badge', 2)).toBe('2 wijzigingen wachten op verzenden');
    expect(t('deAt', 'outbox.badge', 1)).toBe('1 Änderung wartet auf das Senden');
    expect(t('deAt', 'outbox.badge', 4)).toBe('4 Änderungen warten auf das Senden');
    expect(t('fr', 'calendar.dayEvents', 1)).toBe('1 événement');
    expect(t('fr', 'calendar.dayEvents', 5)).toBe('5 événements');
    expect(t('es', 'calendar.dayEvents', 1)).toBe('1 evento');
    expect(t('cy', 'outbox.badge', 2)).toBe('2 newid yn aros i’w hanfon');
  });
});
