import { useDeferredValue, useMemo } from 'react';
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import type { DataSource } from '../../ground/screenLanguage/types';
import type { TemplateScope } from '../../ground/screenLanguage/renderTemplate';
import { resolvePath } from '../../ground/screenLanguage/resolvePath';
import type { ApiFailure } from '../../api/ApiFailure';
import { useBusyPart } from '../../ui/busyParts';
import { sourceQuery } from './sourceQuery';
import { queryKeys } from './queryKeys';
import type { SourceReading } from '../../api/fetchSource';

/** What a layout gets from its data source. */
export interface ScreenData {
  status: 'idle' | 'loading' | 'error' | 'success';
  /** The whole response. */
  data: unknown;
  /** For lists: the items at `source.items` (default `items`); otherwise empty. */
  items: Record<string, unknown>[];
  error: ApiFailure | null;
  refetch: () => void;
}

/**
 * Whether a query's failure replaces what it shows: a first load that failed, or a record that is gone (404). A
 * refetch that failed otherwise (offline, a server hiccup) keeps the answer already on screen.
 */
function failedForGood(result: { isLoadingError: boolean; isRefetchError: boolean; error: unknown }): boolean {
  return result.isLoadingError || (result.isRefetchError && (result.error as ApiFailure | null)?.status === 404);
}

const noData: ScreenData = { status: 'idle', data: undefined, items: [], error: null, refetch: () => undefined };

/**
 * The one way layouts get data: fetches `source` (templated with `scope`) through the api layer and the query cache.
 * Without a source it answers `idle` at once. Lists get paging; `extraQuery` is merged into the query (tabs, ranges).
 * With `keepPrevious` (a search) the answer shown stays until the next one is in, instead of the loading state.
 *
 * A first answer reaches the part through `useDeferredValue`: the query cache tells React at once (a blocking
 * render), but what the answer draws (a list of cards, a dashboard's sections) is then rendered in slices that leave
 * the phone free for input, instead of one long task as each answer lands. The part counts as loading until it has
 * drawn the answer, so the screen is not settled in between.
 */
export function useScreenData(
  source: DataSource | undefined,
  scope: TemplateScope,
  options: SourceReading & { keepPrevious?: boolean },
): ScreenData {
  const list = source?.list ?? options.list;
  // Without a source, a query that never runs (`skipToken`): the hooks stay the same from render to render.
  const query = source ? sourceQuery(source, scope, { list, extraQuery: options.extraQuery }) : null;
  const result = useQuery({
    queryKey: query?.queryKey ?? queryKeys.source('', {}, list),
    queryFn: query?.queryFn ?? skipToken,
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
  });
  const status = result.isPending ? 'loading' : failedForGood(result) ? 'error' : 'success';
  const { data, error, refetch } = result;
  const itemsPath = source?.items ?? 'items';
  const latest = useMemo<ScreenData>(() => {
    const items = list ? resolvePath(data, itemsPath) : undefined;
    return {
      status,
      data,
      items: Array.isArray(items) ? (items as Record<string, unknown>[]) : [],
      error: (error as ApiFailure | null) ?? null,
      refetch: () => void refetch(),
    };
  }, [status, data, error, refetch, list, itemsPath]);
  // Only a first answer is deferred: a refreshed one (after a call) replaces what is shown at once, so that what the
  // call removed is gone before the files still shown are fetched again (see `useRunCall`).
  const deferred = useDeferredValue(latest);
  const shown = deferred.status === 'loading' ? deferred : latest;
  // Counted from the first render: a cached answer fetched again on mount keeps the screen unsettled until it is in.
  useBusyPart(result.isFetching || shown !== latest);
  return source ? shown : noData;
}
