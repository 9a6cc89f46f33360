import type { DataSource } from '../../ground/screenLanguage/types';
import type { SourceReading } from '../../api/fetchSource';
import { renderEndpoint, renderRecord, type TemplateScope } from '../../ground/screenLanguage/renderTemplate';
import { queryKeys } from './queryKeys';

/**
 * A source's query for the cache, templated with `scope`: the one place that says which key an answer is kept under,
 * so that a screen's parts and the start-up's early fetch of them (`firstCalls`) meet on the same answer. The api
 * layer loads with the first call, not with the first screen.
 */
export function sourceQuery(source: DataSource, scope: TemplateScope, { list, extraQuery }: SourceReading) {
  const query = { ...renderRecord(source.query, scope), ...extraQuery };
  return {
    queryKey: queryKeys.source(renderEndpoint(source.endpoint, scope), query, list),
    queryFn: async ({ signal }: { signal: AbortSignal }) => (await import('../../api/fetchSource')).fetchSource(source, scope, { list, extraQuery, signal }),
  };
}
