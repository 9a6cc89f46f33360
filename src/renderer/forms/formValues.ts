import type { FieldKind } from '../../ground/screenLanguage/types';
import { renderValue, type TemplateScope } from '../../ground/screenLanguage/renderTemplate';
import type { FormatContext } from '../../ground/screenLanguage/formatValue';
import type { FormField } from './FormField';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The value of a field with no default: what its widget shows as empty. */
const emptyValues: Record<FieldKind, unknown> = {
  text: '', textarea: '', number: null, date: '', time: '', select: null, checkbox: false, file: null, password: '', signature: null, rating: null,
};

/** Dates and times from records may carry more than the widget holds (`2026-11-22T08:00`, `08:00:00`). */
const valueLengths: Partial<Record<FieldKind, number>> = { date: 10, time: 5 };

/**
 * The form library's flat name for a field: its path with dots and list indexes escaped, so `answers.12` stays a
 * key of an object (the form library would make `12` an array index) until the values are nested at submit.
 */
export const inputName = (path: string) => path.replaceAll('.', '__').replace(/\[(\d+)\]/g, '_$1_');

/** A field path as the server names it in its messages: `items[0].price` → `items.0.price`. */
export const serverPath = (path: string) => path.replace(/\[(\d+)\]/g, '.$1');

/**
 * Sets a path in a plain object: dotted steps make objects (own properties only), `name[0]` makes a list — so
 * `answers.12` is an answer by question id and `items[0].price` the first line of a list.
 */
export function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const steps = path.split('.');
  let node = target;
  steps.forEach((step, index) => {
    const last = index === steps.length - 1;
    const listed = /^(.+)\[(\d+)\]$/.exec(step);
    if (listed) {
      // Both groups take part in every match: the empty default is never used.
      const [, name = '', at] = listed;
      const list = listAt(node, name);
      const position = Number(at);
      if (last) list[position] = value;
      else node = recordOr(ownEntry(list, position), (record) => (list[position] = record));
    } else if (last) node[step] = value;
    else {
      const holder = node;
      node = recordOr(ownEntry(holder, step), (record) => (holder[step] = record));
    }
  });
}

/** What an object or a list holds at `key` as its own property (nothing inherited). */
function ownEntry<Holder extends object>(holder: Holder, key: keyof Holder): unknown {
  return Object.hasOwn(holder, key) ? holder[key] : undefined;
}

/** A plain object (not null, not a list). */
const isPlainRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The list an object holds under `key`, put there (over anything else) when there is none. */
function listAt(holder: Record<string, unknown>, key: string): unknown[] {
  const current = ownEntry(holder, key);
  if (Array.isArray(current)) return current;
  const list: unknown[] = [];
  holder[key] = list;
  return list;
}

/** `current` when it is a plain object; else a new one, which `put` sets in its place. */
function recordOr(current: unknown, put: (record: Record<string, unknown>) => void): Record<string, unknown> {
  if (isPlainRecord(current)) return current;
  const record: Record<string, unknown> = {};
  put(record);
  return record;
}

/** The fields' values by dotted path, nested: `{ answers: { 12: 'yes' } }`. */
export function nestedValues(fields: FormField[], flat: Record<string, unknown>, shape: (field: FormField, value: unknown) => unknown = (_field, value) => value) {
  const values: Record<string, unknown> = {};
  for (const field of fields) setPath(values, field.path, shape(field, flat[inputName(field.path)]));
  return values;
}

function isBlank(value: unknown): boolean {
  return value === null || value === undefined || value === false || (typeof value === 'string' && value.trim() === '');
}

/** A field's starting value: its `default` rendered against the scope (keeping the type), shaped for its widget. */
export function initialValue(field: FormField, scope: TemplateScope, format?: FormatContext): unknown {
  const value = field.default === undefined ? undefined : renderValue(field.default, scope, format);
  if (value === null || value === undefined || value === '' || field.kind === 'file') return emptyValues[field.kind];
  if (field.kind === 'checkbox') return value === true || value === 'true';
  if (field.kind === 'number' || field.kind === 'rating') return Number.isFinite(Number(value)) ? Number(value) : null;
  if (field.kind === 'select') return typeof value === 'number' ? value : String(value);
  return String(value).slice(0, valueLengths[field.kind]);
}

/** The rules of one field; returns the translated message of the first broken one. */
export function validate(field: FormField, value: unknown, t: Translate): string | true {
  if (isBlank(value)) return field.required ? t('form.required') : true;
  if (field.kind !== 'number') return true;
  const number = Number(value);
  if (!Number.isFinite(number)) return t('form.number');
  if (field.min !== undefined && number < field.min) return t('form.min', { min: field.min });
  if (field.max !== undefined && number > field.max) return t('form.max', { max: field.max });
  return true;
}

/** The submitted form of a value: blank text becomes null, a number typed as text becomes a number. */
export function submittedValue(field: FormField, value: unknown): unknown {
  if (value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
  return field.kind === 'number' && typeof value === 'string' ? Number(value) : value;
}

/**
 * The request body: the nested values, or — when a file was chosen — a FormData in which each file is a part
 * under its path (file fields sit at the top level: `file`, `file_12`) and every other top-level value a part of its own (an object, such as `answers`, as JSON text).
 */
export function requestBody(fields: FormField[], values: Record<string, unknown>): Record<string, unknown> | FormData {
  if (!fields.some((field) => field.kind === 'file' && values[field.path] instanceof File)) return values;
  const formData = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value instanceof File) formData.append(key, value, value.name);
    else if (value !== null && value !== undefined && typeof value === 'object') formData.append(key, JSON.stringify(value));
    else if (value !== null && value !== undefined) formData.append(key, String(value));
  }
  return formData;
}
