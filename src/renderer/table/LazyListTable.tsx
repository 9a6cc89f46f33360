import { lazy, Suspense } from 'react';
import { PendingPart } from '../../ui/PendingPart';
import type { ListTableProps } from './ListTable';
import type { ListSortControl } from './useListSort';

/** The table's code, loaded the first time a table is drawn on a wide screen (never on a phone). */
const ListTable = lazy(() => import('./ListTable'));

/** A list's or a section's records as a table (`columns:`), sorted by `sorting`; its code loads on first use. */
export function LazyListTable({ sorting, ...props }: Omit<ListTableProps, 'sort' | 'onSort' | 'sortedByServer'> & { sorting: ListSortControl }) {
  return (
    <Suspense fallback={<PendingPart />}>
      <ListTable {...props} sort={sorting.sort} onSort={sorting.setSort} sortedByServer={sorting.sortedByServer} />
    </Suspense>
  );
}
