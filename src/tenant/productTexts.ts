import type { LanguageCode } from './chooseLanguage';

/**
 * The seven languages' product texts, each a hashed JSON file of the build, fetched when needed: texts are data, not
 * code (no script to parse), and English (the fallback) stays off the first screen's code too.
 */
const localeUrls = import.meta.glob<string>('../../locales/*.json', { query: '?url', import: 'default', eager: true });

const fetched = new Map<LanguageCode, Promise<Record<string, unknown>>>();

/**
 * One language's product texts, fetched once (asked twice at the same time, it is still one request; the service
 * worker answers offline). A failed fetch is forgotten, so the next ask tries again.
 */
export function fetchProductTexts(language: LanguageCode): Promise<Record<string, unknown>> {
  let texts = fetched.get(language);
  if (!texts) {
    texts = fetchTexts(language);
    fetched.set(language, texts);
    texts.catch(() => fetched.delete(language));
  }
  return texts;
}

async function fetchTexts(language: LanguageCode): Promise<Record<string, unknown>> {
  const url = localeUrls[`../../locales/${language}.json`];
  if (!url) throw new Error(`There are no ${language} texts`);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The ${language} texts could not be loaded (${response.status})`);
  return (await response.json()) as Record<string, unknown>;
}
