import type { CheckedFile } from './CheckedFile';
import type { SpecKind, SpecValidators } from './compileSpecValidators';
import { explainAjvErrors } from './explainAjvErrors';
import { parseYamlWithPositions } from './parseYamlWithPositions';
import { templateI18nUses } from './templateI18nUses';
import type { SpecError } from '../ground/screenLanguage/SpecError';

/** One YAML document checked on its own: parsed with positions and validated against its schema. */
export interface CheckedDocument {
  /** Undefined when the YAML does not parse. */
  checked?: CheckedFile;
  /** True when it parses and follows its schema. */
  valid: boolean;
  errors: SpecError[];
}

/**
 * Parses a YAML text named `file` and validates it as `kind`; collects the i18n keys it uses unless `collectI18n` is
 * false (no locale to check them against). Keys already flagged by the schema are left to its message.
 */
export function checkDocument(
  source: { file: string; text: string },
  kind: SpecKind,
  validators: SpecValidators,
  collectI18n = true,
): CheckedDocument {
  const parsed = parseYamlWithPositions(source.text, source.file);
  if (parsed.errors.length > 0) return { valid: false, errors: parsed.errors };
  const context = { file: source.file, data: parsed.value, facts: validators.facts, locate: parsed.locate };
  const errors = explainAjvErrors(validators.validate(kind, parsed.value), { ...context, rootName: kind });
  const flagged = new Set(errors.map((error) => error.pointer));
  const uses = collectI18n ? [...validators.i18nUses(kind, parsed.value), ...templateI18nUses(parsed.value)] : [];
  const i18n = uses.filter((use) => !flagged.has(use.instancePath));
  const valid = errors.length === 0;
  return { checked: { file: source.file, value: parsed.value, locate: parsed.locate, i18n, schemaValid: valid }, valid, errors };
}
