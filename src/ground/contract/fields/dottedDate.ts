import { Type } from 'typebox';
import { field, type Field } from './fields';

/** A date written `DD.MM.YYYY` that exists in the calendar, as activity due dates are (section 3). */
export const dottedDate = (): Field<string> => field(Type.String({
  pattern: '^(0[1-9]|[12]\\d|3[01])\\.(0[1-9]|1[0-2])\\.\\d{4}$', description: 'A day that exists, DD.MM.YYYY (so not 31.04.2026).',
  examples: ['14.12.2026'],
}), (value, path, problems) => {
  const match = typeof value === 'string' ? /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value) : null;
  const moment = match ? new Date(Date.UTC(Number(match[3]), Number(match[2]) - 1, Number(match[1]))) : null;
  if (!match || !moment || moment.getUTCDate() !== Number(match[1]) || moment.getUTCMonth() !== Number(match[2]) - 1) {
    problems.push({ path, message: value === undefined ? 'is required' : 'must be a date written DD.MM.YYYY' });
  }
  return value as string;
});
