import type { I18nUse } from './checkI18nKeys';
import type { LocatePointer } from './parseYamlWithPositions';

/** A parsed screen or menus file, ready for the checks across files. */
export interface CheckedFile {
  /** Relative to the checked root, e.g. `screens/jobs.yaml`. */
  file: string;
  /** The parsed document; the checks read it defensively, since it may have failed the schema. */
  value: unknown;
  locate?: LocatePointer;
  /** The i18n keys it uses (see `compileSpecValidators`). */
  i18n: I18nUse[];
  /** False when the document breaks its schema: checks that trust its shape (templates against the API) skip it. */
  schemaValid?: boolean;
  /** When the file was last changed (ms), where known: of two screens with one route, the newer is reported. */
  modifiedAt?: number;
}

/** A SpecError for a checked file, placed at a pointer's value (or its key). */
export function errorIn(checked: CheckedFile, pointer: string, message: string, part: 'value' | 'key' = 'value') {
  return { file: checked.file, ...checked.locate?.(pointer, part), pointer, message };
}
