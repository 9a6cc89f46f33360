import i18next, { type i18n } from 'i18next';
import { intlSpeaks, loadDayjsLocale } from './dayjsLocales';
import { initReactI18next } from 'react-i18next';
import type { LocaleTexts } from '../ground/screenLanguage/overlay/localeTexts';
import type { LanguageCode } from './chooseLanguage';
import { fetchProductTexts } from './productTexts';

/** Per i18n instance: the product's texts by language loaded so far, and the tenant's texts laid over them. */
const texts = new WeakMap<i18n, { product: Map<string, Record<string, unknown>>; tenant: Record<string, LocaleTexts> }>();

function textsOf(instance: i18n) {
  let known = texts.get(instance);
  if (!known) texts.set(instance, (known = { product: new Map(), tenant: {} }));
  return known;
}

/** Puts a language's product texts with the tenant's own over them into the instance, replacing what was there. */
function install(instance: i18n, language: string): void {
  const { product, tenant } = textsOf(instance);
  const base = product.get(language);
  if (!base) return;
  instance.removeResourceBundle(language, 'translation');
  instance.addResourceBundle(language, 'translation', base, true, true);
  if (tenant[language]) instance.addResourceBundle(language, 'translation', tenant[language], true, true);
}

/** Loads a language's texts (a JSON file each) the first time it is needed. */
async function loadLocale(instance: i18n, language: LanguageCode): Promise<void> {
  const { product } = textsOf(instance);
  if (product.has(language)) return;
  product.set(language, await fetchProductTexts(language));
  install(instance, language);
}

/** The app's i18n instance, English as fallback: its texts and the chosen language's load side by side. */
export async function createI18n(language: LanguageCode): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources: {},
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await Promise.all([loadLocale(instance, 'en'), loadLocale(instance, language)]);
  await switchLanguage(instance, language);
  return instance;
}

/**
 * Changes the language, loading its texts first. The language already shown is left alone: i18next would announce
 * it as changed all the same, and every text on screen would be drawn again at once.
 */
export async function switchLanguage(instance: i18n, language: LanguageCode): Promise<void> {
  if (instance.language !== language) {
    // Dates of a language the browser's Intl does not know are written with dayjs: its locale comes with the texts.
    await Promise.all([loadLocale(instance, language), intlSpeaks(language) ? null : loadDayjsLocale(language)]);
    await instance.changeLanguage(language);
  }
  document.documentElement.lang = language === 'deAt' ? 'de-AT' : language;
}

/**
 * Lays a tenant's own texts (its overlay's, by language) over the product's, replacing the tenant texts set before,
 * and redraws what is on screen in the current language.
 */
export async function setTenantTexts(instance: i18n, tenantTexts: Record<string, LocaleTexts>): Promise<void> {
  const known = textsOf(instance);
  if (JSON.stringify(known.tenant) === JSON.stringify(tenantTexts)) return;
  known.tenant = tenantTexts;
  for (const language of known.product.keys()) install(instance, language);
  await instance.changeLanguage(instance.language);
}
