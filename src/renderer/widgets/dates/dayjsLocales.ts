/** The dayjs locale of each app language (locales/*.json), for date pickers and typed dates. */
export const dayjsLocaleOf: Readonly<Record<string, string>> = {
  en: 'en-gb', nl: 'nl', cy: 'cy', fr: 'fr', de: 'de', deAt: 'de-at', es: 'es',
};

/** Loads each dayjs locale on its own (only the one the person reads is fetched). */
const loaders: Readonly<Record<string, () => Promise<unknown>>> = {
  'en-gb': () => import('dayjs/locale/en-gb'),
  nl: () => import('dayjs/locale/nl'),
  cy: () => import('dayjs/locale/cy'),
  fr: () => import('dayjs/locale/fr'),
  de: () => import('dayjs/locale/de'),
  'de-at': () => import('dayjs/locale/de-at'),
  es: () => import('dayjs/locale/es'),
};

/** Loads the dayjs locale of an app language and answers its name (British English for a language without one). */
export async function loadDayjsLocale(language: string): Promise<string> {
  const locale = dayjsLocaleOf[language] ?? 'en-gb';
  await loaders[locale]!();
  return locale;
}
