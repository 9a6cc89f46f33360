import { Type, type Static, type TProperties, type TSchema } from 'typebox';

/**
 * The building blocks of the contract's answers (TypeBox, so each is JSON Schema and its TypeScript type is
 * `Static<typeof X>`). Answers are strict: a server answer with a key its schema does not declare fails the
 * contract check the server runs outside production, so a screen can never rely on an undeclared field.
 */

/** An answer object with exactly these keys. */
export const Shape = <P extends TProperties>(properties: P, description?: string) =>
  Type.Object(properties, { additionalProperties: false, ...(description !== undefined && { description }) });

/** A shared schema told apart by a description of its own, e.g. which day an IsoDate is. */
export const Described = <T extends TSchema>(schema: T, description: string) => Type.Unsafe<Static<T>>({ ...schema, description });

/** `schema` or `null`. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A calendar day, `YYYY-MM-DD`. */
export const IsoDate = Type.String({ format: 'date', description: 'A day, YYYY-MM-DD.' });

/** A moment, ISO 8601 with time zone, e.g. `2026-11-24T09:30:00.000Z`. */
export const IsoDateTime = Type.String({ format: 'date-time', description: 'A moment, ISO 8601.' });

/** A time of day, `HH:MM` (a server may add seconds). */
export const TimeOfDay = Type.String({ pattern: '^\\d{2}:\\d{2}(:\\d{2})?$', description: 'A time of day, HH:MM.' });

/** A whole number id. */
export const Id = Type.Integer({ minimum: 1 });

/** One of a fixed list of texts. */
export const OneOf = <const V extends string>(values: readonly V[], description?: string) =>
  Type.Unsafe<V>({ type: 'string', enum: [...values], ...(description !== undefined && { description }) });

/** Every list call answers this envelope: one page of `item`, how many there are in all, and the page asked for. */
export const ListOf = <T extends TSchema>(item: T) =>
  Shape({ items: Type.Array(item), total: Type.Integer({ minimum: 0 }), page: Type.Integer({ minimum: 1 }), limit: Type.Integer({ minimum: 1 }) });

/**
 * The marker of an answer that is a file (a PDF, an image, a calendar): the media types it may have; with `json`, the
 * call answers that JSON instead unless asked for the file (e.g. a crew sheet's state, or its PDF with `?format=pdf`).
 */
export interface FileAnswer { readonly mediaTypes: readonly string[]; readonly json?: TSchema }

/** A call that answers a file of one of `mediaTypes`, e.g. `FileOf('application/pdf')`, `FileOf('image/png', 'image/svg+xml')`. */
export const FileOf = (...mediaTypes: string[]): FileAnswer => ({ mediaTypes });

/** A call that answers `json`, or a file of `mediaType` when its query asks for one. */
export const JsonOrFile = (json: TSchema, mediaType: string): FileAnswer => ({ mediaTypes: [mediaType], json });

/** What a call answers: JSON of a schema, a file, or nothing (204). */
export type AnswerSchema = TSchema | FileAnswer;

/** True when the answer is a file. */
export const isFileAnswer = (answer: AnswerSchema): answer is FileAnswer => Array.isArray((answer as FileAnswer).mediaTypes);
