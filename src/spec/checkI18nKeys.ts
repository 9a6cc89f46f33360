import type { LocatePointer } from './parseYamlWithPositions';
import type { SpecError } from './SpecError';

/** One i18n value found in a spec through the schema's `x-i18n` marks. */
export interface I18nUse {
  value: string;
  instancePath: string;
  /** `key`: a text such as `jobs.title`; `prefix`: a group such as `positionStatus` (badge labels). */
  kind: 'key' | 'prefix';
}

/**
 * Checks that each key is a text and each prefix a group in the English locale (nested JSON:
 * `jobs.title` is `{ "jobs": { "title": "…" } }`).
 */
export function checkI18nKeys(
  uses: readonly I18nUse[],
  locale: unknown,
  where: { file: string; locate?: LocatePointer; localeFile: string },
): SpecError[] {
  const errors: SpecError[] = [];
  for (const use of uses) {
    const entry = use.value.split('.').reduce<unknown>(
      (node, part) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
      locale,
    );
    const message = problem(use, entry, where.localeFile);
    if (message === undefined) continue;
    errors.push({ file: where.file, ...where.locate?.(use.instancePath), pointer: use.instancePath, message });
  }
  return errors;
}

function problem(use: I18nUse, entry: unknown, localeFile: string): string | undefined {
  const isGroup = entry !== null && typeof entry === 'object' && !Array.isArray(entry);
  if (use.kind === 'prefix') {
    return isGroup ? undefined : `i18n prefix "${use.value}" is missing from ${localeFile} (it needs a group of texts)`;
  }
  if (typeof entry === 'string') return undefined;
  if (isGroup) return `i18n key "${use.value}" is a group in ${localeFile}, not a text`;
  return `i18n key "${use.value}" is missing from ${localeFile}`;
}
