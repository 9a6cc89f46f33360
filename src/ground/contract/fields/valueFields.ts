/** Fields for values the contract's request bodies share: ids, optional notes, clock times, project numbers, decimals. */
import { Type } from 'typebox';
import { field, nullable, optional, text, wholeNumber, type Field } from './fields';

/** A database id: a whole number that fits a Postgres int. */
export const anId = () => wholeNumber(1, 2_147_483_647);

/** Optional text that may be null or absent (both read as null). */
export const optionalText = (max: number) => optional(nullable(text({ max })), null);

const clockTimePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A clock time `HH:MM` (00:00–23:59), as crew items keep their times. */
export const clockTime = (): Field<string> => field(Type.String({ pattern: clockTimePattern.source, description: 'A time of day, HH:MM.', examples: ['09:00'] }),
  (value, path, problems) => {
    if (typeof value !== 'string' || !clockTimePattern.test(value)) {
      problems.push({ path, message: value === undefined ? 'is required' : 'must be a time written HH:MM' });
    }
    return value as string;
  });

const projectNumberPattern = /^[A-Za-z0-9-]{1,20}$/;

/** A project number (letters, digits and dashes), as in `/projects/:number`. */
export const projectNumber = (): Field<string> => field(Type.String({ pattern: projectNumberPattern.source, examples: ['1001'] }), (value, path, problems) => {
  if (typeof value !== 'string' || !projectNumberPattern.test(value)) problems.push({ path, message: 'must be a project number' });
  return value as string;
});

/** A JSON number (not text) within bounds, e.g. a latitude. */
export const decimal = (min: number, max: number): Field<number> => field(Type.Number({ minimum: min, maximum: max }),
  (value, path, problems) => {
    if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max) {
      problems.push({ path, message: value === undefined ? 'is required' : `must be a number from ${min} to ${max}` });
    }
    return value as number;
  });
