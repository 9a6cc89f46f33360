import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../locales/en.json';
import type { LanguageCode } from './chooseLanguage';

const otherLocales = import.meta.glob<{ default: Record<string, unknown> }>(['../../locales/*.json', '!../../locales/en.json']);

/** Loads a language's texts; English is bundled, the other six arrive as small chunks when needed. */
async function loadLocale(instance: i18n, language: LanguageCode): Promise<void> {
  if (language === 'en' || instance.hasResourceBundle(language, 'translation')) return;
  const load = otherLocales[`../../locales/${language}.json`];
  if (!load) return;
  instance.addResourceBundle(language, 'translation', (await load()).default);
}

/** The app's i18n instance, English as fallback. */
export async function createI18n(language: LanguageCode): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await switchLanguage(instance, language);
  return instance;
}

/** Changes the language, loading its texts first. */
export async function switchLanguage(instance: i18n, language: LanguageCode): Promise<void> {
  await loadLocale(instance, language);
  await instance.changeLanguage(language);
  document.documentElement.lang = language === 'deAt' ? 'de-AT' : language;
}
