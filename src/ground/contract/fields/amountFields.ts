import { Type } from 'typebox';
import { field, type Field } from './fields';

/**
 * Money and hours in request bodies: a JSON number from 0 to `max` with at most two decimals (so it fits a
 * numeric(10,2) column exactly). Default max 99 999 999.99.
 */
export const amount = (max = 99_999_999.99): Field<number> => field(Type.Number({ minimum: 0, maximum: max, multipleOf: 0.01 }), (value, path, problems) => {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    problems.push({ path, message: value === undefined ? 'is required' : 'must be a number' });
  } else if (value < 0 || value > max) {
    problems.push({ path, message: `must be from 0 to ${max}` });
  } else if (Math.abs(Math.round(value * 100) - value * 100) > 1e-6) {
    problems.push({ path, message: 'must have at most 2 decimals' });
  }
  return value as number;
});

/** `true` and nothing else, for bodies such as `{ confirmed: true }`. */
export const isTrue = (): Field<true> => field(Type.Literal(true), (value, path, problems) => {
  if (value !== true) problems.push({ path, message: value === undefined ? 'is required' : 'must be true' });
  return true;
});

/** A JSON array of `min` to `max` elements, each read by `field` (problems name the index, e.g. `items.2.price`). */
export const listOf = <T, I>(read: Field<T, I>, options: { min?: number; max: number }): Field<T[], I[]> => field(Type.Array(read.schema, { minItems: options.min ?? 0, maxItems: options.max }), (value, path, problems) => {
  if (!Array.isArray(value)) {
    problems.push({ path, message: value === undefined ? 'is required' : 'must be a list' });
    return [];
  }
  if (value.length < (options.min ?? 0) || value.length > options.max) {
    problems.push({ path, message: `must hold ${options.min ?? 0} to ${options.max} entries` });
  }
  return value.map((element, index) => read(element, `${path}.${index}`, problems));
});
