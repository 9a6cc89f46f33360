import { useCallback, useMemo, useState } from 'react';
import type { ListColumn } from '../../ground/screenLanguage/types';
import { readUiSetting, writeUiSetting } from '../../session/uiSettings';
import { isRecord } from '../../ground/isRecord';

/** A table's sort: the column (its index in `columns:`) and the direction; null keeps the list's own order. */
export type ListSortState = { column: number; desc: boolean } | null;

/** The state of a list table's sort, what the source is fetched with for it, and how to change it. */
export interface ListSortControl {
  sort: ListSortState;
  setSort: (next: ListSortState) => void;
  /** `{ sort, order }` for the source's call when the sorted column sorts on the server (its `sortKey`), else undefined. */
  query: Record<string, string> | undefined;
  /** True when the rows arrive sorted (by the server): the browser keeps their order. */
  sortedByServer: boolean;
}

/** The uiSettings part a list's sort is kept under (beside its filters: `listFilters:…`). */
export const listSortSetting = (listKey: string) => `listSort:${listKey}`;

/** What was kept for a list, if it still names a sortable column (the screen may have changed since). */
function keptSort(columns: readonly ListColumn[], listKey: string): ListSortState {
  const kept = readUiSetting(listSortSetting(listKey));
  if (!isRecord(kept) || typeof kept.column !== 'number') return null;
  return columns[kept.column]?.sortable === true ? { column: kept.column, desc: kept.desc === true } : null;
}

/**
 * The sort of a list's table (`columns:`), kept in uiSettings per list like its filters, so the table opens sorted as
 * it was left. A column with a `sortKey` is sorted by the server (sent as `sort` and `order`, over the whole list);
 * another by the table in the browser. `active` is false where the table is not drawn (a phone's cards keep the
 * list's own order).
 */
export function useListSort(columns: readonly ListColumn[] | undefined, listKey: string, active: boolean): ListSortControl {
  const [sort, setSortState] = useState<ListSortState>(() => (columns ? keptSort(columns, listKey) : null));
  const setSort = useCallback((next: ListSortState) => {
    setSortState(next);
    writeUiSetting(listSortSetting(listKey), next ?? undefined);
  }, [listKey]);
  const sortKey = active && sort ? columns?.[sort.column]?.sortKey : undefined;
  // The same control until the sort changes: a memoised part that draws the table is not drawn again for nothing.
  return useMemo(() => ({
    sort,
    setSort,
    query: sortKey && sort ? { sort: sortKey, order: sort.desc ? 'desc' : 'asc' } : undefined,
    sortedByServer: sortKey !== undefined,
  }), [sort, setSort, sortKey]);
}
