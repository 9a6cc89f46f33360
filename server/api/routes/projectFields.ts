import { Type } from 'typebox';
import type { AccessRule } from '../../../src/ground/screenLanguage/types';
import { field, nullable, object, oneOf, optional, text, wholeNumber, type Field } from '../../../src/ground/contract/fields/fields';

const clockTimePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A clock time `HH:MM` (00:00–23:59), as crew items keep their times. */
export const clockTime = (): Field<string> => field(Type.String({ pattern: clockTimePattern.source, description: 'A time of day, HH:MM.', examples: ['09:00'] }),
  (value, path, problems) => {
    if (typeof value !== 'string' || !clockTimePattern.test(value)) {
      problems.push({ path, message: value === undefined ? 'is required' : 'must be a time written HH:MM' });
    }
    return value as string;
  });

/** `true` or `false` in a query string. */
export const queryBoolean = (): Field<boolean> => {
  const read = oneOf(['true', 'false'] as const);
  return field(read.schema, (value, path, problems) => read(value, path, problems) === 'true');
};

/** A database id: a whole number that fits a Postgres int. */
export const anId = () => wholeNumber(1, 2_147_483_647);

/** Optional text that may be null or absent (both read as null). */
export const optionalText = (max: number) => optional(nullable(text({ max })), null);

const projectNumberPattern = /^[A-Za-z0-9-]{1,20}$/;

/** A project number (letters, digits and dashes), as in `/projects/:number`. */
export const projectNumber = (): Field<string> => field(Type.String({ pattern: projectNumberPattern.source, examples: ['1001'] }), (value, path, problems) => {
  if (typeof value !== 'string' || !projectNumberPattern.test(value)) problems.push({ path, message: 'must be a project number' });
  return value as string;
});

/** `:number` of a project. */
export const projectNumberParams = object({ number: projectNumber() }, { unknownKeys: 'ignore' });

/** `:number` and `:personId` of a crew profile. */
export const crewProfileParams = object({ number: projectNumber(), personId: anId() }, { unknownKeys: 'ignore' });

/** Clients, planners and the project login (its own project only, scoped in the store) with `projects.READ`. */
export const readProjects: AccessRule = { tokenTypes: ['user', 'project'], rights: ['projects.READ'] };
