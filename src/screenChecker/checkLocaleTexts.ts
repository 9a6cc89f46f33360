import { appendPointer, splitPointer } from '../ground/screenLanguage/jsonPointer';
import type { LocaleFile } from './LocaleFile';
import type { SpecError } from '../ground/screenLanguage/SpecError';
import { pluralCategoriesOf, pluralFormOf } from '../ground/screenLanguage/pluralForms';
import { isRecord } from '../ground/screenLanguage/specRecord';

type Group = Record<string, unknown>;
type Kind = 'text' | 'group' | 'other';

/** A group of one language at the path being compared. */
interface Counterpart {
  locale: LocaleFile;
  group: Group;
}

/**
 * Checks the product's texts across its languages, English being the reference: every English text is in each other
 * language (reported at the English key, naming the files it is missing from), as a text where English has a text and
 * a group where it has a group, with the same `{{name}}` placeholders (reported at the other language's key); no other
 * language has a key English lacks, since nothing could show it in English. In every file, each value is a text or a
 * group, and no text is empty. Pure; without an English locale only the files' own shape is checked.
 */
export function checkLocaleTexts(locales: readonly LocaleFile[]): SpecError[] {
  const errors = locales.flatMap((locale) => checkShape(locale, locale.texts, ''));
  const english = locales.find((locale) => locale.language === 'en');
  if (!english || !isRecord(english.texts)) return errors;
  const others = locales.flatMap((locale) => (locale !== english && isRecord(locale.texts) ? [{ locale, group: locale.texts }] : []));
  compareGroup(english, english.texts, others, '', errors);
  return errors;
}

/** The placeholders a text fills in, each once and sorted: `{{name}}`, `{{ count }}`, `{{date, datetime}}`, `{{- html}}`. */
export function placeholdersOf(text: string): string[] {
  const names = [...text.matchAll(/\{\{\s*-?\s*([^{},\s]+)[^{}]*\}\}/g)].map((match) => match[1] ?? '');
  return [...new Set(names)].sort();
}

/**
 * Why `text` cannot stand for a text whose English is `english`: its placeholders differ (the code fills in English's),
 * e.g. `"jobs.confirmQuestion" has placeholders {{count}} but English has {{name}}`.
 */
export function placeholderProblem(key: string, text: string, english: string): string | undefined {
  const own = placeholdersOf(text);
  const expected = placeholdersOf(english);
  if (own.join('\n') === expected.join('\n')) return undefined;
  const list = (names: readonly string[]) => names.map((name) => `{{${name}}}`).join(', ');
  const has = own.length === 0 ? 'has no placeholders' : `has placeholders ${list(own)}`;
  return `"${key}" ${has} but English has ${expected.length === 0 ? 'none' : list(expected)}`;
}

function compareGroup(english: LocaleFile, englishGroup: Group, others: readonly Counterpart[], pointer: string, errors: SpecError[]): void {
  const families = pluralFamilies(englishGroup);
  comparePlurals(english, englishGroup, families, others, pointer, errors);
  for (const [key, englishValue] of Object.entries(englishGroup)) {
    const at = appendPointer(pointer, key);
    const englishKind = kindOf(englishValue);
    if (englishKind === 'other' || families.has(pluralFormOf(key)?.base ?? '')) continue;
    if (typeof englishValue === 'string' && placeholdersOf(englishValue).includes('count')) {
      errors.push(errorAt(english, at, `"${keyOf(at)}" is shown with a count ({{count}}): write it as plural forms, `
        + `"${key}_one" and "${key}_other" here and each language's own (i18next picks the one the count needs)`));
    }
    const missing: string[] = [];
    const inner: Counterpart[] = [];
    for (const { locale, group } of others) {
      const value = group[key];
      const kind = kindOf(value);
      if (!Object.hasOwn(group, key)) missing.push(locale.file);
      else if (kind === 'other') continue;
      else if (kind !== englishKind) errors.push(errorAt(locale, at, `"${keyOf(at)}" is a ${kind}, but English has a ${englishKind}`));
      else if (isRecord(value)) inner.push({ locale, group: value });
      else if (typeof value === 'string' && typeof englishValue === 'string') {
        const problem = placeholderProblem(keyOf(at), value, englishValue);
        if (problem) errors.push(errorAt(locale, at, problem));
      }
    }
    if (missing.length > 0) errors.push(errorAt(english, at, `"${keyOf(at)}" is missing from ${missing.join(', ')}`));
    if (isRecord(englishValue)) compareGroup(english, englishValue, inner, at, errors);
  }
  for (const { locale, group } of others) {
    const ownForm = (name: string) => families.has(pluralFormOf(name)?.base ?? '');
    for (const key of Object.keys(group).filter((name) => !Object.hasOwn(englishGroup, name) && !ownForm(name))) {
      const at = appendPointer(pointer, key);
      errors.push(errorAt(locale, at, `"${keyOf(at)}" is not in ${english.file}: add it there, or remove it here`));
    }
  }
}

/** The plural families of a group of English texts (the bases of its keys `name_one`, `name_other`, …). */
function pluralFamilies(group: Group): Set<string> {
  return new Set(Object.keys(group).flatMap((key) => {
    const form = pluralFormOf(key);
    return form && typeof group[key] === 'string' ? [form.base] : [];
  }));
}

/**
 * Each plural family has, in every language, exactly the forms the language's plural rules need (English `one` and
 * `other`, Welsh six), each a text with the placeholders of English's `other` form.
 */
function comparePlurals(english: LocaleFile, englishGroup: Group, families: ReadonlySet<string>, others: readonly Counterpart[],
  pointer: string, errors: SpecError[]): void {
  for (const base of families) {
    const reference = englishGroup[`${base}_other`];
    for (const { locale, group } of [{ locale: english, group: englishGroup }, ...others]) {
      const needed = pluralCategoriesOf(locale.language);
      const forms = Object.keys(group).filter((key) => pluralFormOf(key)?.base === base);
      const missing = needed.filter((category) => !Object.hasOwn(group, `${base}_${category}`));
      const at = appendPointer(pointer, forms[0] ?? base);
      if (missing.length > 0) {
        errors.push(errorAt(locale, at, `"${keyOf(appendPointer(pointer, base))}" needs its plural forms ${missing.map((category) => `"${base}_${category}"`).join(', ')} in ${locale.file}`));
      }
      for (const key of forms) {
        const formAt = appendPointer(pointer, key);
        const value = group[key];
        const form = pluralFormOf(key);
        if (!form || !needed.includes(form.category)) {
          errors.push(errorAt(locale, formAt, `"${keyOf(formAt)}" is no plural form of ${locale.file}'s language (it has ${needed.join(', ')})`));
        } else if (typeof value !== 'string') {
          errors.push(errorAt(locale, formAt, `"${keyOf(formAt)}" must be a text`));
        } else if (typeof reference === 'string') {
          const problem = placeholderProblem(keyOf(formAt), value, reference);
          if (problem) errors.push(errorAt(locale, formAt, problem));
        }
      }
    }
  }
}

/** Values that are neither a text nor a group, and empty texts, at their value. */
function checkShape(locale: LocaleFile, value: unknown, pointer: string): SpecError[] {
  const kind = kindOf(value);
  if (isRecord(value)) return Object.entries(value).flatMap(([key, inner]) => checkShape(locale, inner, appendPointer(pointer, key)));
  if (pointer === '') return [];
  if (kind === 'other') return [errorAt(locale, pointer, `"${keyOf(pointer)}" must be a text (a JSON string) or a group of texts (a JSON object)`, 'value')];
  return typeof value === 'string' && value.trim() === '' ? [errorAt(locale, pointer, `"${keyOf(pointer)}" is an empty text`, 'value')] : [];
}

function kindOf(value: unknown): Kind {
  if (typeof value === 'string') return 'text';
  return isRecord(value) ? 'group' : 'other';
}

/** `/jobs/title` → `jobs.title`, the key as screens and code write it. */
function keyOf(pointer: string): string {
  return splitPointer(pointer).join('.');
}

function errorAt(locale: LocaleFile, pointer: string, message: string, part: 'key' | 'value' = 'key'): SpecError {
  return { file: locale.file, ...locale.locate?.(pointer, part), pointer, message };
}
