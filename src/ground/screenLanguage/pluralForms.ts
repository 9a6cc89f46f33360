/**
 * Plural forms of the texts shown with a count (`{{count}}`), as i18next reads them: a family of keys `name_one`,
 * `name_other`, … with one key per plural category the language's rules have (Intl.PluralRules: English `one`,
 * `other`; French and Spanish also `many`; Welsh `zero`, `one`, `two`, `few`, `many`, `other`). The code asks for
 * `name` with `{ count }`, and i18next picks the form.
 */

/** The suffixes i18next gives plural forms, in the order Intl names the categories. */
export const pluralCategories = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
export type PluralCategory = (typeof pluralCategories)[number];

const suffix = new RegExp(`^(.+)_(${pluralCategories.join('|')})$`);

/** `badge_one` → `{ base: 'badge', category: 'one' }`; undefined for a key that is no plural form. */
export function pluralFormOf(key: string): { base: string; category: PluralCategory } | undefined {
  const match = suffix.exec(key);
  return match ? { base: match[1] ?? '', category: match[2] as PluralCategory } : undefined;
}

/**
 * The plural categories a locale file's language needs, as i18next finds them: `deAt` is no language tag Intl knows,
 * and i18next then falls back to `one` and `other` (which German has).
 */
export function pluralCategoriesOf(language: string): PluralCategory[] {
  let categories: string[];
  try {
    categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  } catch {
    categories = ['one', 'other'];
  }
  return pluralCategories.filter((category) => categories.includes(category));
}

/** The plural form a count takes in a language, as i18next picks it (`deAt`: `one` for 1, else `other`). */
export function pluralCategoryFor(language: string, count: number): PluralCategory {
  try {
    return new Intl.PluralRules(language).select(count) as PluralCategory;
  } catch {
    return count === 1 ? 'one' : 'other';
  }
}
