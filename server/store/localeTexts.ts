import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { localeLanguages } from '../../src/ground/screenLanguage/localeLanguages';

/** A language of the product (`locales/<language>.json`). */
export type Language = (typeof localeLanguages)[number];

const intlLocales: Record<Language, string> = { en: 'en-GB', nl: 'nl-NL', cy: 'cy-GB', fr: 'fr-FR', de: 'de-DE', deAt: 'de-AT', es: 'es-ES' };
const localesFolder = fileURLToPath(new URL('../../locales/', import.meta.url));
const localeFiles = new Map<Language, Record<string, unknown>>();

const isLanguage = (code: string | null): code is Language => localeLanguages.includes(code as Language);

/** The language a user reads: theirs when it is one of ours and the tenant allows it, else the tenant's, else English (as the app chooses). */
export function languageOf(user: { language: string | null; tenantLanguage: string | null; useUserLanguage: boolean }): Language {
  if (user.useUserLanguage && isLanguage(user.language)) return user.language;
  return isLanguage(user.tenantLanguage) ? user.tenantLanguage : 'en';
}

/** One section of a language's texts (the product's `locales/<language>.json`, read once per process). */
export function localeSection<T>(language: Language, section: string): T {
  let texts = localeFiles.get(language);
  if (!texts) {
    texts = JSON.parse(readFileSync(`${localesFolder}${language}.json`, 'utf8')) as Record<string, unknown>;
    localeFiles.set(language, texts);
  }
  return texts[section] as T;
}

/** Fills `{{name}}` placeholders, as i18next does in the app. */
export const fillText = (text: string, values: Readonly<Record<string, string>>) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? '');

/** A day (`YYYY-MM-DD`) as the language writes a short date, e.g. `Fri 4 Dec`. */
export function shortDay(date: string, language: Language): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(intlLocales[language], { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })
    .format(new Date(Date.UTC(year, month - 1, day)));
}

/** The BCP 47 tag of a language, for `lang` attributes and date formats. */
export const languageTag = (language: Language) => intlLocales[language];
