import { useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { Table } from '@mantine/core';
import { useVirtualizer, useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import {
  createSortedRowModel, functionalUpdate, rowSortingFeature, tableFeatures, useTable,
  type ColumnDef, type SortingState,
} from '@tanstack/react-table';
import { useTexts } from '../texts';
import type { ActionSpec, ListColumn, ListItemSpec } from '../../ground/screenLanguage/types';
import type { TemplateScope } from '../../ground/screenLanguage/renderTemplate';
import { columnSortValue } from '../../ground/screenLanguage/columnSortValue';
import { usePanel } from '../actions/panelContext';
import type { ListSortState } from './useListSort';
import { compareCells } from './compareCells';
import { SortHeading } from './SortHeading';
import { TableRow } from './TableRow';
import { actionsColumnWidth, columnShares, headingMinimum } from './columnShares';
import { useWidthOf } from './useWidthOf';
import '../../ui/styles/screenStyles';

type Item = Record<string, unknown>;

/** What a list's table draws: its records, its columns and the card's link and actions, and how it is sorted. */
export interface ListTableProps {
  items: Item[];
  columns: ListColumn[];
  /** The card's spec: its `link` is each row's. */
  item: ListItemSpec;
  scope: TemplateScope;
  actions?: ActionSpec[];
  /** The words of a search, marked in every cell. */
  marked?: readonly string[];
  sort: ListSortState;
  onSort: (next: ListSortState) => void;
  /** The rows arrive sorted (by the server): the table keeps their order. */
  sortedByServer: boolean;
}

const features = tableFeatures({ rowSortingFeature, sortedRowModel: createSortedRowModel() });
const sizing = { estimateSize: () => 49, overscan: 10 };

/**
 * A list drawn as a table (`columns:`), for screens wide enough: a heading per column (a sortable one is a button
 * that sorts ascending, then descending, saying so with `aria-sort` and an arrow), a header that stays in view while
 * the page scrolls, and rows virtualised like the cards (only those near the screen are in the DOM). Each row opens
 * the record its card opens (a click anywhere on it, or its first cell's link from the keyboard); the card's actions
 * stand in a last column. Loaded on demand: a phone never fetches it.
 */
export default function ListTable(props: ListTableProps) {
  const panel = usePanel();
  return panel ? <PanelTable {...props} scrollParent={panel.scrollParent} /> : <WindowTable {...props} />;
}

function WindowTable(props: ListTableProps) {
  const tableRef = useRef<HTMLTableElement>(null);
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  // Where the rows start on the page, whatever box the table stands in (a list, a dashboard's section).
  useLayoutEffect(() => setScrollMargin((bodyRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY), [props.items.length]);
  const virtualizer = useWindowVirtualizer({ count: props.items.length, ...sizing, scrollMargin });
  return <SortableTable {...props} tableRef={tableRef} bodyRef={bodyRef} virtualizer={virtualizer} scrollMargin={scrollMargin} stickyTop />;
}

/** In a panel the table follows the panel's own scrolling element, and its header sticks to the panel's top. */
function PanelTable({ scrollParent, ...props }: ListTableProps & { scrollParent: HTMLElement | null }) {
  const tableRef = useRef<HTMLTableElement>(null);
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const body = bodyRef.current?.getBoundingClientRect().top ?? 0;
    setScrollMargin(scrollParent ? body - scrollParent.getBoundingClientRect().top + scrollParent.scrollTop : 0);
  }, [scrollParent, props.items.length]);
  // The virtualizer hands out fresh measurements on every scroll, which is what this component draws from.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({ count: props.items.length, ...sizing, scrollMargin, getScrollElement: () => scrollParent });
  return <SortableTable {...props} tableRef={tableRef} bodyRef={bodyRef} virtualizer={virtualizer} scrollMargin={scrollMargin} stickyTop={false} />;
}

function SortableTable({ items, columns, item, scope, actions, marked, sort, onSort, sortedByServer, tableRef, bodyRef, virtualizer, scrollMargin, stickyTop }: ListTableProps & {
  tableRef: RefObject<HTMLTableElement | null>; bodyRef: RefObject<HTMLTableSectionElement | null>;
  virtualizer: Virtualizer<Window, Element> | Virtualizer<HTMLElement, Element>; scrollMargin: number; stickyTop: boolean;
}) {
  const { t } = useTexts();
  const columnDefs = useMemo<ColumnDef<typeof features, Item>[]>(() => columns.map((column, index) => ({
    id: String(index),
    accessorFn: (record: Item) => columnSortValue(column.template, record),
    enableSorting: column.sortable === true,
    sortUndefined: 'last',
    sortFn: (a, b, id) => compareCells(a.getValue(id), b.getValue(id)),
  })), [columns]);
  const sorting = useMemo<SortingState>(() => (sort ? [{ id: String(sort.column), desc: sort.desc }] : []), [sort]);
  const table = useTable({
    features,
    columns: columnDefs,
    data: items,
    state: { sorting },
    onSortingChange: (updater) => {
      const next = functionalUpdate(updater, sorting)[0];
      onSort(next ? { column: Number(next.id), desc: next.desc } : null);
    },
    manualSorting: sortedByServer,
    enableSortingRemoval: false,
    enableMultiSort: false,
    sortDescFirst: false,
  });
  const rows = table.getRowModel().rows;
  const virtualRows = virtualizer.getVirtualItems();
  const first = virtualRows[0];
  const last = virtualRows.at(-1);
  const before = first ? first.start - scrollMargin : 0;
  const after = last ? virtualizer.getTotalSize() - (last.end - scrollMargin) : 0;
  const hasActions = actions !== undefined && actions.length > 0;
  const span = columns.length + (hasActions ? 1 : 0);
  const actionsWidth = hasActions ? actionsColumnWidth(actions.map((action) => t(action.label))) : 0;
  const tableWidth = useWidthOf(tableRef);
  const shares = columnShares(columns.map((column) => column.width), tableWidth > 0 ? {
    minimums: columns.map((column) => headingMinimum(t(column.label), column.sortable === true)), tableWidth, fixedWidth: actionsWidth,
  } : undefined);
  return (
    <Table
      ref={tableRef}
      layout="fixed"
      highlightOnHover
      stickyHeader
      stickyHeaderOffset={stickyTop ? 'var(--app-shell-header-offset, 0rem)' : 0}
      verticalSpacing="xs"
      data-testid="list-table"
    >
      <Table.Thead>
        {table.getHeaderGroups().map((group) => (
          <Table.Tr key={group.id}>
            {group.headers.map((header) => {
              const column = columns[Number(header.column.id)];
              // Each heading is a column's (its id is the column's index): there is no other.
              if (!column) return null;
              return (
                <SortHeading
                  key={header.id}
                  label={t(column.label)}
                  width={shares[Number(header.column.id)]}
                  sortable={header.column.getCanSort()}
                  sorted={header.column.getIsSorted()}
                  onSort={header.column.getToggleSortingHandler()}
                />
              );
            })}
            {hasActions && <Table.Th style={{ width: actionsWidth }}>{t('listTable.actions')}</Table.Th>}
          </Table.Tr>
        ))}
      </Table.Thead>
      <Table.Tbody ref={bodyRef}>
        {before > 0 && <tr aria-hidden style={{ height: before }}><td colSpan={span} style={{ padding: 0, border: 0 }} /></tr>}
        {virtualRows.map((virtualRow) => {
          const row = rows[virtualRow.index];
          // The virtualizer counts the rows: each virtual row has one.
          if (!row) return null;
          return (
            <TableRow
              key={row.id}
              index={virtualRow.index}
              measure={virtualizer.measureElement}
              record={row.original}
              columns={columns}
              item={item}
              scope={scope}
              actions={actions}
              marked={marked}
            />
          );
        })}
        {after > 0 && <tr aria-hidden style={{ height: after }}><td colSpan={span} style={{ padding: 0, border: 0 }} /></tr>}
      </Table.Tbody>
    </Table>
  );
}

