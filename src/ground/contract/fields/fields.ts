import { Type, type TSchema } from 'typebox';
import { isIsoDate } from './isIsoDate';

/** One thing wrong with a request, as ApiError details list it. */
export interface Problem { path: string; message: string }

/** How a field reads one request value: answers it parsed, or records what is wrong in `problems`. */
export type ReadValue<T> = (value: unknown, path: string, problems: Problem[]) => T;

/** Marks, for the type checker only, what a caller sends for a field (no value carries it). */
declare const sent: unique symbol;

/**
 * Reads one request value: answers it parsed, or records what is wrong in `problems` (the answer is then
 * meaningless and is never used). Every field carries the JSON Schema of what it accepts, built with TypeBox by
 * the same call that builds the reader: the OpenAPI document (`/api/v1/openapi.json`) is made of these schemas,
 * and a test holds each schema to its reader. `optional` marks a key an object may leave out. `T` is what the reader
 * answers, `I` what a caller sends (they differ where a fallback fills a key left out, or text becomes a list).
 */
export type Field<T, I = T> = ReadValue<T> & { readonly schema: TSchema; readonly optional?: true; readonly [sent]?: I };

/** A field an object may leave out (`optional`): the caller's type marks its key with `?`. */
export type OptionalField<T, I> = Field<T, I> & { readonly optional: true };

/** A field from its JSON Schema and its reader: how every field here, and any field of a route file, is made. */
export function field<T, I = T>(schema: TSchema, read: ReadValue<T>, optional?: true): Field<T, I> {
  return Object.assign(read, { schema, ...(optional && { optional }) });
}

/** What a field reads a request into, e.g. `FieldValue<typeof receiptCreate>` (the server's handlers get it). */
export type FieldValue<F> = F extends ReadValue<infer T> ? T : never;

/** What a caller sends for a field, e.g. `FieldInput<typeof receiptCreate>`: the request type the app writes. */
export type FieldInput<F> = F extends { readonly [sent]?: infer I } ? I : never;

/** The fields of an object, by key. */
export type Shape = Record<string, Field<unknown>>;

/** The value an object shape reads into. */
export type ShapeValue<S extends Shape> = { [K in keyof S]: FieldValue<S[K]> };

/** The keys of a shape a caller may leave out. */
type OptionalKeys<S extends Shape> = { [K in keyof S]: S[K] extends { readonly optional: true } ? K : never }[keyof S];

/** What a caller sends for an object shape: the keys of optional fields may be left out. */
export type ShapeInput<S extends Shape> = Flat<
  { [K in Exclude<keyof S, OptionalKeys<S>>]: FieldInput<S[K]> } & { [K in OptionalKeys<S>]?: FieldInput<S[K]> }
>;

/** One object type from an intersection, so editors and errors show the keys. */
type Flat<T> = { [K in keyof T]: T[K] };

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/** Records a problem, saying "is required" when the value is absent. */
function refuse(value: unknown, path: string, problems: Problem[], message: string): void {
  problems.push({ path, message: value === undefined ? 'is required' : message });
}

/** The JSON Schema pattern of text without a NUL character (PostgreSQL cannot store one). */
export const withoutNulPattern = '^[^\\u0000]*$';

/**
 * Text; trimmed by default; `max` counts characters after trimming; empty text is refused unless `allowEmpty`.
 * A NUL character is refused too: PostgreSQL cannot store it in text.
 */
export const text = (options: { max?: number; trim?: boolean; allowEmpty?: boolean } = {}): Field<string> => field(
  Type.String({
    ...(!options.allowEmpty && { minLength: 1 }),
    ...(options.max !== undefined && { maxLength: options.max }),
    pattern: withoutNulPattern,
    description: options.trim === false ? undefined : 'Trimmed of spaces at both ends first.',
  }),
  (value, path, problems) => {
    if (typeof value !== 'string') {
      refuse(value, path, problems, 'must be text');
      return '';
    }
    const result = options.trim === false ? value : value.trim();
    if (result.includes('\u0000')) problems.push({ path, message: 'must not contain a NUL character' });
    else if (!options.allowEmpty && result.length === 0) problems.push({ path, message: 'must not be empty' });
    else if (options.max !== undefined && [...result].length > options.max) {
      problems.push({ path, message: `must be at most ${options.max} characters` });
    }
    return result;
  });

/**
 * Values of a query parameter written one after another with commas (`?function=Rigger,Stagehand`), as list filters
 * send them: each trimmed, empty ones skipped, at most `maxItems` of at most `max` characters. A NUL is refused.
 */
export const commaList = (options: { max: number; maxItems: number }): Field<string[], string> => field(
  Type.String({
    pattern: withoutNulPattern,
    description: `One or more values separated by commas (any of them matches); at most ${options.maxItems} values of at most ${options.max} characters.`,
  }),
  (value, path, problems) => {
    if (typeof value !== 'string') {
      refuse(value, path, problems, 'must be text');
      return [];
    }
    const values = value.split(',').map((part) => part.trim()).filter((part) => part !== '');
    if (value.includes('\u0000')) problems.push({ path, message: 'must not contain a NUL character' });
    else if (values.length > options.maxItems) problems.push({ path, message: `must hold at most ${options.maxItems} values` });
    else if (values.some((part) => [...part].length > options.max)) problems.push({ path, message: `must hold values of at most ${options.max} characters` });
    return values;
  });

/** A calendar date written `YYYY-MM-DD` that exists, from 1900 on (`isIsoDate`); the pattern says the year. */
export const isoDate = (): Field<string> => field(Type.String({
  format: 'date', pattern: '^(19\\d{2}|[2-9]\\d{3})-\\d{2}-\\d{2}$', description: 'A day, YYYY-MM-DD, from 1900-01-01.',
  examples: ['2026-12-14'],
}), (value, path, problems) => {
  if (typeof value !== 'string' || !isIsoDate(value)) refuse(value, path, problems, 'must be a date written YYYY-MM-DD');
  return value as string;
});

/** A whole number within bounds; digits in text count too, since query strings and paths are text. */
export const wholeNumber = (min: number, max: number): Field<number> => field(
  Type.Integer({ minimum: min, maximum: max }),
  (value, path, problems) => {
    const number = typeof value === 'string' && /^-?\d{1,16}$/.test(value) ? Number(value) : value;
    if (typeof number !== 'number' || !Number.isInteger(number) || number < min || number > max) {
      refuse(value, path, problems, `must be a whole number from ${min} to ${max}`);
    }
    return number as number;
  },
);

/** One of a fixed list of texts. */
export const oneOf = <const V extends string>(values: readonly V[]): Field<V> => field(
  Type.Unsafe<V>({ type: 'string', enum: [...values] }),
  (value, path, problems) => {
    if (!values.includes(value as V)) refuse(value, path, problems, `must be one of ${values.join(', ')}`);
    return value as V;
  },
);

/** `null` or what `field` reads. */
export const nullable = <T, I>(read: Field<T, I>): Field<T | null, I | null> => field(
  Type.Union([read.schema, Type.Null()]),
  (value, path, problems) => (value === null ? null : read(value, path, problems)),
);

/** Whether `read` takes `value` as sent. */
const takes = (read: Field<unknown>, value: unknown): boolean => {
  const problems: Problem[] = [];
  read(value, '', problems);
  return problems.length === 0;
};

/**
 * `fallback` when the value is absent, else what `field` reads. The schema states the fallback as its `default` only
 * when a caller could send it too (the reader takes it): a filter left out reads as null ("no filter"), which is no
 * value of its schema, and `{ id: null }` read for a body left out is no body a caller may send.
 */
export const optional = <T, I, D>(read: Field<T, I>, fallback: D): OptionalField<T | D, I> => Object.assign(field<T | D, I>(
  fallback === undefined || !takes(read, fallback) ? read.schema : { ...read.schema, default: fallback },
  (value, path, problems) => (value === undefined ? fallback : read(value, path, problems)),
), { optional: true as const });

/**
 * A rule spanning an object's keys (`object`'s `check`), with what the document says of it: `schema`, JSON Schema
 * keywords the object's schema gains (`{ minProperties: 1 }`); `says`, words added to a key's description where JSON
 * Schema cannot say the rule (`{ to: 'Not before from.' }`). A plain function says nothing.
 */
export type CrossCheck<V> = ((value: V) => Problem | null) & {
  readonly schema?: Record<string, unknown>;
  readonly says?: Readonly<Record<string, string>>;
};

/** A `CrossCheck` from its rule and what the document says of it. */
export const crossCheck = <V>(rule: (value: V) => Problem | null, words: Pick<CrossCheck<V>, 'schema' | 'says'>): CrossCheck<V> =>
  Object.assign(rule, words);

/**
 * Refuses an object with none of its keys sent (an update that changes nothing) with `refusal`; the schema says
 * `minProperties: 1`. For shapes whose keys are all optional without a fallback (absent reads as undefined).
 */
export const atLeastOneKey = (refusal: Problem): CrossCheck<object> => crossCheck(
  (value: object) => (Object.values(value).every((entry) => entry === undefined) ? refusal : null),
  { schema: { minProperties: 1 } },
);

/** Refuses the date `end` before the date `start` (both `YYYY-MM-DD`; either may be absent or null); said on `end`. */
export const notBefore = <K extends string>(start: K, end: K): CrossCheck<Partial<Record<K, string | null>>> => crossCheck(
  (value: Partial<Record<K, string | null>>) => {
    const [first, last] = [value[start], value[end]];
    return first && last && last < first ? { path: end, message: `must not be before ${start}` } : null;
  },
  { says: { [end]: `Not before \`${start}\`.` } },
);

/**
 * An object read key by key. Unknown keys are refused (`reject`, for bodies) or skipped (`ignore`, for
 * query strings and headers). `check` runs only when every key was fine, for rules that span keys.
 */
export function object<S extends Shape>(
  shape: S,
  options: { unknownKeys: 'reject' | 'ignore'; check?: CrossCheck<ShapeValue<S>> },
): Field<ShapeValue<S>, ShapeInput<S>> {
  return field(objectSchema(shape, options.unknownKeys, options.check), (value, path, problems) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      refuse(value, path, problems, 'must be a JSON object');
      return {} as ShapeValue<S>;
    }
    const input = value as Record<string, unknown>;
    const own: Problem[] = [];
    const result: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(shape)) result[key] = field(input[key], join(path, key), own);
    if (options.unknownKeys === 'reject') {
      for (const key of Object.keys(input)) {
        if (!Object.hasOwn(shape, key)) own.push({ path: join(path, key), message: 'is not a known field' });
      }
    }
    const parsed = result as ShapeValue<S>;
    const crossProblem = own.length === 0 ? options.check?.(parsed) : null;
    if (crossProblem) own.push(crossProblem);
    problems.push(...own);
    return parsed;
  });
}

/** A body that must be absent or `{}` (what the app sends for a call without fields), e.g. `POST /jobs/{id}/confirmation`. */
export const emptyBody = optional(object({}, { unknownKeys: 'reject' }), {});

/** The JSON Schema of an object shape: keys not marked optional are required; with what `check` says of its rule. */
export function objectSchema(shape: Shape, unknownKeys: 'reject' | 'ignore', check?: CrossCheck<never>): TSchema {
  const properties = Object.fromEntries(Object.entries(shape).map(([key, read]) => {
    const words = check?.says?.[key];
    const schema = words === undefined ? read.schema : { ...read.schema, description: joinWords((read.schema as { description?: unknown }).description, words) };
    return [key, read.optional ? Type.Optional(schema) : schema];
  }));
  return Type.Object(properties, { ...(unknownKeys === 'reject' && { additionalProperties: false }), ...check?.schema });
}

/** `description` (when there is one) followed by `words`, as one description. */
export const joinWords = (description: unknown, words: string): string =>
  (typeof description === 'string' && description !== '' ? `${description} ${words}` : words);

/** A request header that must hold `expected` (any case), e.g. `Type: MOBILE`; read from the headers object. */
export const headerEquals = (name: string, expected: string): Field<string> => field(
  Type.Object({ [name]: Type.Literal(expected) }),
  (headers, _path, problems) => {
    const value = (headers as Record<string, unknown>)[name.toLowerCase()];
    if (typeof value !== 'string' || value.trim().toUpperCase() !== expected.toUpperCase()) {
      problems.push({ path: name, message: `header must be ${expected} (send "${name}: ${expected}")` });
    }
    return expected;
  },
);

/** `true` or `false`; a form's checkbox may send them as text. */
export const yesNo = (): Field<boolean> => field(Type.Boolean(), (value, path, problems) => {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  refuse(value, path, problems, 'must be true or false');
  return false;
});

/** An object whose values `field` reads (keys are free), with at most `max` keys. */
export const record = <T, I>(read: Field<T, I>, max: number): Field<Record<string, T>, Record<string, I>> => field(
  Type.Object({}, { additionalProperties: read.schema, maxProperties: max }),
  (value, path, problems) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      refuse(value, path, problems, 'must be a JSON object');
      return {};
    }
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length > max) problems.push({ path, message: `must have at most ${max} entries` });
    return Object.fromEntries(entries.map(([key, entry]) => [key, read(entry, join(path, key), problems)]));
  },
);

/** Any JSON object, read as it is (a later check looks inside). */
export const jsonObject: Field<Record<string, unknown>> = field(Type.Object({}), (value, path, problems) => {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) refuse(value, path, problems, 'must be a JSON object');
  return value as Record<string, unknown>;
});
