import { useDeferredValue, useMemo, useState } from 'react';
import { Stack, Tabs, Text } from '@mantine/core';
import { useTexts } from '../texts';
import { evaluateCondition } from '../../ground/screenLanguage/evaluateCondition';
import { renderTemplate } from '../../ground/screenLanguage/renderTemplate';
import { isRecord } from '../../ground/screenLanguage/specRecord';
import { listReading } from '../listReading';
import { useScreenData } from '../hooks/useScreenData';
import { useRendererEnvironment } from '../RendererEnvironment';
import { DataStates } from '../DataStates';
import { ActionBar } from '../actions/ActionBar';
import { VirtualItemList } from '../parts/VirtualItemList';
import { ListSearchBar } from '../parts/ListSearchBar';
import { useListSearch } from '../hooks/useListSearch';
import { useListFilters } from '../hooks/useListFilters';
import { ListFilterBar } from '../parts/ListFilterBar';
import { useListSort } from '../table/useListSort';
import { useTableWidth } from '../table/useTableWidth';
import { LazyListTable } from '../table/LazyListTable';
import { useBusyPart } from '../../ui/busyParts';
import { useFormatContext } from '../hooks/useFormatContext';
import type { LayoutProps } from './LayoutProps';
import '../../ui/styles/screenStyles';

/** A tab's panel while it still shows the last tab's records. */
const staleTabStyle = { opacity: 0.6, pointerEvents: 'none' } as const;

/**
 * `layout: list`: filter tabs over one source, the records as virtualised cards, screen actions on top, and a search
 * box (`search:`) whose text the source's call searches with, the words marked in the cards, and filters (`filters:`)
 * whose picked options narrow what the call answers. With `columns:` the records are a sortable table on screens
 * 768 px wide and wider (the cards on a phone); a column with a `sortKey` is sorted by the call (`sort`, `order`).
 * An `intro` says above the cards what every record shares.
 */
export function ListLayout({ body, scope, screen }: LayoutProps<'list'>) {
  const { t } = useTexts();
  const format = useFormatContext();
  const { access, addressQuery } = useRendererEnvironment();
  const search = useListSearch(body.search, addressQuery);
  const listKey = `${screen?.id ?? 'preview'}:${body.source.endpoint}`;
  const filtering = useListFilters(body.filters, listKey);
  const wide = useTableWidth();
  const columns = wide ? body.columns : undefined;
  const table = columns !== undefined;
  const sorting = useListSort(body.columns, listKey, table);
  const tabs = body.tabs ?? [];
  const [tabId, setTabId] = useState<string | null>(tabs[0]?.id ?? null);
  // A tapped tab lights up in the next frame; its cards follow in a render React may interrupt (a thousand records
  // must not hold the tap's paint back).
  const listedTabId = useDeferredValue(tabId);
  // Until then the panel still holds the last tab's cards: it is busy, dimmed, and takes no tap (a tap there would
  // open a record of the tab just left, or whichever card the new list draws under the finger).
  const staleTab = listedTabId !== tabId;
  useBusyPart(staleTab);
  const tab = tabs.find((candidate) => candidate.id === listedTabId);
  const reading = listReading(body, tab, scope, { search: search.query, filters: filtering.query, sort: sorting.query });
  const narrowable = body.search !== undefined || body.filters !== undefined;
  const data = useScreenData(body.source, scope, { ...reading, keepPrevious: narrowable || table });
  // Once per answer or tab, not on every render (a list may hold a thousand records).
  const filter = tab?.filter;
  const items = useMemo(
    () => (filter ? data.items.filter((item) => evaluateCondition(filter, { ...scope, ...item }, access)) : data.items),
    [data.items, filter, scope, access],
  );
  // What every record shares, said once above them (e.g. the method a ranking used).
  const intro = body.intro && items[0] ? renderTemplate(body.intro, { ...scope, ...items[0] }, format).trim() : '';
  const list = (
    <DataStates data={data} empty={body.empty} isEmpty={items.length === 0}>
      {intro && <Text size="sm" c="dimmed" role="status" mb="xs">{intro}</Text>}
      {columns ? (
        <LazyListTable
          items={items}
          columns={columns}
          item={body.item}
          scope={scope}
          actions={body.itemActions}
          marked={search.words}
          sorting={sorting}
        />
      ) : (
        <VirtualItemList items={items} item={body.item} scope={scope} actions={body.itemActions} marked={search.words} />
      )}
    </DataStates>
  );
  // The server's count of what it found, unless a tab's filter keeps only some of the answer.
  const total = isRecord(data.data) ? data.data.total : undefined;
  const narrowed = search.applied !== '' || filtering.count > 0;
  const found = narrowed && data.status === 'success' ? (filter || typeof total !== 'number' ? items.length : total) : null;
  return (
    <Stack gap="sm">
      <ActionBar actions={body.actions} scope={scope} />
      {body.search && <ListSearchBar spec={body.search} state={search} found={body.filters ? null : found} />}
      {body.filters && <ListFilterBar filters={body.filters} state={filtering} scope={scope} found={found} />}
      {tabs.length > 0 ? (
        <Tabs value={tabId} onChange={setTabId} keepMounted={false}>
          <Tabs.List grow style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
            {tabs.map((candidate) => (
              <Tabs.Tab key={candidate.id} value={candidate.id}>{t(candidate.label)}</Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value={tabId ?? ''} pt="sm" aria-busy={staleTab} style={staleTab ? staleTabStyle : undefined}>
            {list}
          </Tabs.Panel>
        </Tabs>
      ) : (
        list
      )}
    </Stack>
  );
}
