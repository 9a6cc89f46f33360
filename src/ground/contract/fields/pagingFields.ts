import { optional, wholeNumber } from './fields';

/** Section 9: lists answer 1000 rows a page unless asked for fewer, page 1 first: a list's `limit` and `page`. */
export const pagingShape = {
  limit: optional(wholeNumber(1, 1000), 1000),
  page: optional(wholeNumber(1, 1_000_000), 1),
};
