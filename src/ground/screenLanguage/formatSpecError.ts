import { describePointer } from './jsonPointer';
import type { SpecError } from './SpecError';

/**
 * One line per error, as editors and the Vite overlay link it:
 * `screens/jobs.yaml:12:9 layout must be one of list, detail, …`, or without a position
 * `tenant-overlay:/tabs/0/layout must be one of list, detail, …` (the pointer already names the key), or for a whole
 * file `screens/menus.yaml: file is missing`.
 */
export function formatSpecError(error: SpecError): string {
  if (error.line !== undefined) {
    return `${error.file}:${error.line}:${error.column ?? 1} ${error.message}`;
  }
  if (error.pointer === '') return `${error.file}: ${error.message}`;
  const key = describePointer(error.pointer, '');
  const message = error.message.startsWith(`${key} `) ? error.message.slice(key.length + 1) : error.message;
  return `${error.file}:${error.pointer} ${message}`;
}
