/** A spec's object as written (parsed YAML or JSON), before or without its schema: keys to values of any shape. */
export type SpecRecord = Record<string, unknown>;

/** Whether a value is an object of keys (not null, not an array): the guard that replaces `as Record<…>`. */
export function isRecord(value: unknown): value is SpecRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value as an object of keys, or undefined when it is none. */
export function asRecord(value: unknown): SpecRecord | undefined {
  return isRecord(value) ? value : undefined;
}

/** The value's elements when it is an array, else none. */
export function asArray(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : [];
}
