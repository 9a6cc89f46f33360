/** JSON pointer helpers (RFC 6901) shared by the YAML locator, the error explainer and the checks. */
import { isRecord } from '../isRecord';

/** `/tabs/0/label` → `['tabs', '0', 'label']`; `''` → `[]`. */
export function splitPointer(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** Appends one key or index to a pointer, escaping `~` and `/`. */
export function appendPointer(pointer: string, key: string | number): string {
  return `${pointer}/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;
}

/** The value a pointer names inside plain JSON data, or undefined. */
export function valueAtPointer(data: unknown, pointer: string): unknown {
  let current = data;
  for (const part of splitPointer(pointer)) {
    if (!isRecord(current)) return undefined;
    current = current[part];
  }
  return current;
}

/**
 * How a message names the value at a pointer: its key (`label`), an element as `tabs[0]`, the root as `rootName`.
 */
export function describePointer(pointer: string, rootName: string): string {
  const parts = splitPointer(pointer);
  const last = parts[parts.length - 1];
  if (last === undefined) return rootName;
  if (!/^\d+$/.test(last)) return last;
  const parent = parts[parts.length - 2];
  return `${parent ?? rootName}[${last}]`;
}
