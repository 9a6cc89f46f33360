/**
 * The dayjs locale of each app language (locales/*.json): for date pickers and typed dates, and for showing dates in
 * a language the browser's Intl has no data for (Chromium knows no Welsh).
 */
export const dayjsLocaleOf: Readonly<Record<string, DayjsLocale>> = {
  en: 'en-gb', nl: 'nl', cy: 'cy', fr: 'fr', de: 'de', deAt: 'de-at', es: 'es',
};

/** Loads each dayjs locale on its own (only the one the person reads is fetched). */
const loaders = {
  'en-gb': () => import('dayjs/locale/en-gb'),
  nl: () => import('dayjs/locale/nl'),
  cy: () => import('dayjs/locale/cy'),
  fr: () => import('dayjs/locale/fr'),
  de: () => import('dayjs/locale/de'),
  'de-at': () => import('dayjs/locale/de-at'),
  es: () => import('dayjs/locale/es'),
} satisfies Record<string, () => Promise<unknown>>;

/** A dayjs locale the app loads (`en-gb`, `nl` …). */
type DayjsLocale = keyof typeof loaders;

/** Loads the dayjs locale of an app language and answers its name (British English for a language without one). */
export async function loadDayjsLocale(language: string): Promise<string> {
  const locale = dayjsLocaleOf[language] ?? 'en-gb';
  await loaders[locale]();
  return locale;
}

/** The Intl (BCP 47) locale of each app language, for the formatters. */
export const intlLocaleOf: Readonly<Record<string, string>> = {
  en: 'en-GB', nl: 'nl-NL', cy: 'cy-GB', fr: 'fr-FR', de: 'de-DE', deAt: 'de-AT', es: 'es-ES',
};

const spoken = new Map<string, boolean>();

/** Whether this browser's Intl can write dates in an app language (else they are written with dayjs). Asked once. */
export function intlSpeaks(language: string): boolean {
  let speaks = spoken.get(language);
  if (speaks === undefined) spoken.set(language, (speaks = Intl.DateTimeFormat.supportedLocalesOf([intlLocaleOf[language] ?? 'en-GB']).length > 0));
  return speaks;
}
