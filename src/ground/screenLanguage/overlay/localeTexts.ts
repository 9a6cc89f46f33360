import { localeLanguages } from '../localeLanguages';
import type { SpecError } from '../SpecError';

/** Texts as the locale files hold them: nested groups of strings (`{ "myVacations": { "title": "…" } }`). */
export interface LocaleTexts { [key: string]: string | LocaleTexts }

/**
 * The overlay's texts by language, keeping only well-formed ones: a known language, groups and strings. Each problem
 * is reported at its language file and pointer.
 */
export function readLocaleTexts(
  texts: Record<string, unknown>,
  localeFile: (language: string) => string,
  errors: SpecError[],
): Partial<Record<string, LocaleTexts>> {
  const result: Partial<Record<string, LocaleTexts>> = {};
  for (const [language, value] of Object.entries(texts)) {
    const file = localeFile(language);
    if (!(localeLanguages as readonly string[]).includes(language)) {
      errors.push({ file, pointer: '', message: `"${language}" is not a language of the app (${localeLanguages.join(', ')})` });
      continue;
    }
    const own: SpecError[] = [];
    const group = readGroup(value, '', file, own);
    errors.push(...own);
    if (own.length === 0 && group) result[language] = group;
  }
  return result;
}

function readGroup(value: unknown, pointer: string, file: string, errors: SpecError[]): LocaleTexts | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    const message = pointer === '' ? 'the file must be a JSON object of texts' : 'must be a text (a JSON string) or a group of texts (a JSON object)';
    errors.push({ file, pointer, message });
    return undefined;
  }
  const group: LocaleTexts = {};
  for (const [key, entry] of Object.entries(value)) {
    const at = `${pointer}/${key}`;
    if (!/^[A-Za-z0-9_-]+$/.test(key)) {
      errors.push({ file, pointer: at, message: `"${key}" is not a text key (letters, digits, - and _)` });
    } else if (typeof entry === 'string') {
      group[key] = entry;
    } else {
      const inner = readGroup(entry, at, file, errors);
      if (inner) group[key] = inner;
    }
  }
  return group;
}

/** `base` with `extra` laid over it, group by group (a tenant rewording one product text keeps the others). */
export function mergeTexts(base: unknown, extra: LocaleTexts | undefined): unknown {
  if (!extra) return base;
  const merged: Record<string, unknown> = base !== null && typeof base === 'object' ? { ...(base as Record<string, unknown>) } : {};
  for (const [key, value] of Object.entries(extra)) merged[key] = typeof value === 'string' ? value : mergeTexts(merged[key], value);
  return merged;
}
