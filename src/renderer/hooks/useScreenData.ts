import { useQuery } from '@tanstack/react-query';
import type { DataSource } from '../../spec/types';
import { renderEndpoint, renderRecord, type TemplateScope } from '../../spec/renderTemplate';
import { resolvePath } from '../../spec/resolvePath';
import { fetchSource } from '../../api/fetchSource';
import type { ApiFailure } from '../../api/ApiFailure';
import { useBusyPart } from '../../ui/busyParts';

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

/**
 * The one way layouts get data: fetches `source` (templated with `scope`) through the api layer and the query cache.
 * Without a source it answers `idle` at once. Lists get paging; `extraQuery` is merged into the query (tabs, ranges).
 */
export function useScreenData(
  source: DataSource | undefined,
  scope: TemplateScope,
  options: { list: boolean; extraQuery?: Record<string, unknown> },
): ScreenData {
  const list = source?.list ?? options.list;
  const endpoint = source ? renderEndpoint(source.endpoint, scope) : '';
  const query = source ? { ...renderRecord(source.query, scope), ...options.extraQuery } : {};
  const result = useQuery({
    queryKey: ['source', endpoint, query, list],
    queryFn: ({ signal }) => fetchSource(source!, scope, { list, extraQuery: options.extraQuery, signal }),
    enabled: source !== undefined,
  });
  // Counted from the first render: a cached answer fetched again on mount keeps the screen unsettled until it is in.
  useBusyPart(result.isFetching);
  if (!source) return { status: 'idle', data: undefined, items: [], error: null, refetch: () => undefined };
  const items = list ? resolvePath(result.data, source.items ?? 'items') : undefined;
  return {
    status: result.isPending ? 'loading' : failedForGood(result) ? 'error' : 'success',
    data: result.data,
    items: Array.isArray(items) ? (items as Record<string, unknown>[]) : [],
    error: (result.error as ApiFailure | null) ?? null,
    refetch: () => void result.refetch(),
  };
}
