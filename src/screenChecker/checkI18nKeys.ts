import { didYouMean } from './nearestNames';
import type { LocaleFile } from './LocaleFile';
import type { LocatePointer } from './parseYamlWithPositions';
import type { SpecError } from '../ground/screenLanguage/SpecError';
import { isRecord } from '../ground/screenLanguage/specRecord';
import { isRecord as isObject } from '../ground/isRecord';

/** One i18n value found in a spec through the schema's `x-i18n` marks. */
export interface I18nUse {
  value: string;
  instancePath: string;
  /** `key`: a text such as `jobs.title`; `prefix`: a group such as `positionStatus` (badge labels). */
  kind: 'key' | 'prefix';
}

/** Where the uses were found: the spec file, with positions when it was read from text. */
interface UseSite {
  file: string;
  locate?: LocatePointer;
}

/**
 * Checks that each key is a text (or a family of plural forms, `key_one` … `key_other`) and each prefix a group in every locale given (nested JSON: `jobs.title` is
 * `{ "jobs": { "title": "…" } }`). One error per use, at the use, naming each locale file at fault in the given order:
 * `i18n key "jobs.reasonLabel" is missing from locales/nl.json, locales/cy.json`.
 */
export function checkI18nKeys(uses: readonly I18nUse[], all: readonly Pick<LocaleFile, 'file' | 'texts'>[], where: UseSite): SpecError[] {
  const errors: SpecError[] = [];
  for (const use of uses) {
    const missing: string[] = [];
    const wrongKind: string[] = [];
    for (const locale of all) {
      const read = (name: string) => name.split('.').reduce<unknown>(
        (node, part) => (isObject(node) ? node[part] : undefined),
        locale.texts,
      );
      const entry = read(use.value);
      const isGroup = entry !== null && typeof entry === 'object' && !Array.isArray(entry);
      // A text counted by a number (a section's `count:`) may be its plural forms: `key_one`, `key_other`, …
      const isPluralFamily = typeof read(`${use.value}_other`) === 'string';
      if (use.kind === 'prefix' ? isGroup : typeof entry === 'string' || isPluralFamily) continue;
      (use.kind === 'key' && isGroup ? wrongKind : missing).push(locale.file);
    }
    const [first] = all;
    const message = problem(use, missing.length === all.length && all.length > 1 && first ? [everyLocale(first, all.length - 1)] : missing, wrongKind);
    const hint = missing.length === all.length && all[0] ? didYouMean(use.value, namesIn(all[0].texts, use.kind)) : '';
    if (message !== undefined) errors.push({ file: where.file, ...where.locate?.(use.instancePath), pointer: use.instancePath, message: message + hint });
  }
  return errors;
}

function problem(use: I18nUse, missing: readonly string[], groups: readonly string[]): string | undefined {
  if (use.kind === 'prefix') {
    return missing.length === 0 ? undefined : `i18n prefix "${use.value}" is missing from ${missing.join(', ')} (it needs a group of texts)`;
  }
  const parts = [
    ...(missing.length > 0 ? [`is missing from ${missing.join(', ')}`] : []),
    ...(groups.length > 0 ? [`is a group in ${groups.join(', ')}, not a text`] : []),
  ];
  return parts.length === 0 ? undefined : `i18n key "${use.value}" ${parts.join(' and ')}`;
}

/** `every locale (locales/en.json and the 6 others)`: a key missing everywhere is not one language's gap. */
function everyLocale(first: Pick<LocaleFile, 'file'>, others: number): string {
  return `every locale (${first.file} and ${others} other${others === 1 ? '' : 's'})`;
}

/** The dotted names of a locale's texts (for keys) or groups (for prefixes). */
function namesIn(texts: unknown, kind: I18nUse['kind'], prefix = ''): string[] {
  if (!isRecord(texts)) return [];
  return Object.entries(texts).flatMap(([key, value]) => {
    const name = `${prefix}${key}`;
    if (typeof value === 'string') return kind === 'key' ? [name] : [];
    return [...(kind === 'prefix' ? [name] : []), ...namesIn(value, kind, `${name}.`)];
  });
}
