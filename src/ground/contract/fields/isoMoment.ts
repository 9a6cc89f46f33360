import { Type } from 'typebox';
import { field, type Field } from './fields';

const isoMomentPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * An ISO 8601 moment with its offset (`2026-11-22T10:05:00Z`), no later than 5 minutes after `now()` (the reader's
 * clock: the server passes its own); answered as ISO text.
 */
export const isoMoment = (now: () => Date): Field<string> => field(Type.String({
  pattern: isoMomentPattern.source,
  description: 'An ISO 8601 moment with its offset, e.g. 2026-11-22T10:05:00Z, no later than 5 minutes from now.',
  examples: ['2026-11-22T10:05:00Z'],
}), (value, path, problems) => {
  const moment = typeof value === 'string' && isoMomentPattern.test(value) ? new Date(value) : null;
  if (!moment || Number.isNaN(moment.getTime())) {
    problems.push({ path, message: value === undefined ? 'is required' : 'must be an ISO 8601 moment with an offset, e.g. 2026-11-22T10:05:00Z' });
    return '';
  }
  if (moment.getTime() > now().getTime() + 5 * 60_000) problems.push({ path, message: 'must not be in the future' });
  return moment.toISOString();
});
