import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { localeLanguages } from '../../../src/spec/localeLanguages';

/** What a push message tells about (a row of the outbox). */
export type PushKind = 'jobOffered' | 'jobChanged' | 'documentToSign' | 'preCall';

/** A notification as the service worker shows it (`public/push-handlers.js`): a tap opens `url`. */
export interface PushNotification { title: string; body: string; url: string; tag: string }

type Language = (typeof localeLanguages)[number];
type PushTexts = Record<PushKind, { title: string; body: string }>;

const intlLocales: Record<Language, string> = { en: 'en-GB', nl: 'nl-NL', cy: 'cy-GB', fr: 'fr-FR', de: 'de-DE', deAt: 'de-AT', es: 'es-ES' };
const localesFolder = fileURLToPath(new URL('../../../locales/', import.meta.url));
const textsByLanguage = new Map<Language, PushTexts>();

const isLanguage = (code: string | null): code is Language => localeLanguages.includes(code as Language);

/** The language a user reads: theirs when it is one of ours and the tenant allows it, else the tenant's, else English (as the app chooses). */
export function languageOf(user: { language: string | null; tenantLanguage: string | null; useUserLanguage: boolean }): Language {
  if (user.useUserLanguage && isLanguage(user.language)) return user.language;
  return isLanguage(user.tenantLanguage) ? user.tenantLanguage : 'en';
}

/** The `push` texts of one language (the product's `locales/<language>.json`, read once per process). */
function textsOf(language: Language): PushTexts {
  let texts = textsByLanguage.get(language);
  if (!texts) {
    const all = JSON.parse(readFileSync(`${localesFolder}${language}.json`, 'utf8')) as { push: PushTexts };
    texts = all.push;
    textsByLanguage.set(language, texts);
  }
  return texts;
}

/** Fills `{{name}}` placeholders, as i18next does in the app. */
const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? '');

/** A day (`YYYY-MM-DD`) as the language writes a short date, e.g. `Fri 4 Dec`. */
export function shortDay(date: string, language: Language): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(intlLocales[language], { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })
    .format(new Date(Date.UTC(year, month - 1, day)));
}

/** The notification of one message in one language; `values` fill the text's placeholders (a `date` is written as the language writes it). */
export function pushNotification(
  kind: PushKind, language: Language, values: Record<string, string>, target: { url: string; tag: string },
): PushNotification {
  const texts = textsOf(language)[kind];
  const filled = { ...values, ...(values.date ? { date: shortDay(values.date, language) } : {}) };
  return { title: fill(texts.title, filled), body: fill(texts.body, filled), ...target };
}
