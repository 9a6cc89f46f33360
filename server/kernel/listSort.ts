import { field, oneOf, optional, type Field } from '../../src/ground/contract/fields/fields';

/** Which way a list is sorted: `asc` (A→Z, oldest first) or `desc`. */
export type SortOrder = 'asc' | 'desc';

/** What a list's `sort` and `order` query parameters asked for: a column of its whitelist (or none) and a direction. */
export interface ListSort<K extends string> { sort: K | null; order: SortOrder }

/**
 * The `sort` and `order` query fields of a list (to spread into its `filters`): `sort` names one column of
 * `columns` (the whitelist: API name → SQL expression), `order` is `asc` (default) or `desc`. Without `sort` the list
 * keeps its own order.
 */
export function sortFields<K extends string>(columns: Readonly<Record<K, string>>): { sort: Field<K | null>; order: Field<SortOrder> } {
  const sort = optional(oneOf(Object.keys(columns) as K[]), null);
  const order = optional(oneOf<SortOrder>(['asc', 'desc']), 'asc' as SortOrder);
  return {
    sort: field({ ...sort.schema, description: 'The column the list is sorted by (empty values last); without it the list keeps its own order.' }, sort, true),
    order: field({ ...order.schema, description: 'The direction of `sort`: asc (A to Z, oldest first) or desc.' }, order, true),
  };
}

/**
 * The ORDER BY of a list: the asked column first (empty values last, whichever the direction), then the list's own
 * order (`fallback`, which ends with a unique column) so that equal values keep a stable order across pages. The SQL
 * comes from the whitelist only, never from the query's text.
 */
export function orderBy<K extends string>(columns: Readonly<Record<K, string>>, asked: ListSort<K>, fallback: string): string {
  if (asked.sort === null) return `ORDER BY ${fallback}`;
  return `ORDER BY ${columns[asked.sort]} ${asked.order === 'desc' ? 'DESC' : 'ASC'} NULLS LAST, ${fallback}`;
}
