import { errorIn, type CheckedFile } from './CheckedFile';
import { appendPointer } from '../ground/screenLanguage/jsonPointer';
import type { SpecError } from '../ground/screenLanguage/SpecError';
import { isRecord } from '../ground/isRecord';

/**
 * Checks what the schema cannot see of a form field: `photoMaxSide` (how large a photo is sent) is for `kind: file`
 * fields only; on any other field it would silently do nothing.
 */
export function checkFileFields(checked: CheckedFile): SpecError[] {
  const errors: SpecError[] = [];
  const visit = (node: unknown, pointer: string) => {
    if (Array.isArray(node)) return node.forEach((entry, index) => visit(entry, `${pointer}/${index}`));
    if (!isRecord(node)) return;
    const record = node;
    if (record.photoMaxSide !== undefined && record.kind !== 'file') {
      errors.push(errorIn(checked, appendPointer(pointer, 'photoMaxSide'), `\`photoMaxSide\` is for file fields: this field is ${JSON.stringify(record.kind)}`, 'key'));
    }
    for (const [key, value] of Object.entries(record)) visit(value, appendPointer(pointer, key));
  };
  visit(checked.value, '');
  return errors;
}
