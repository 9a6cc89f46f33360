import type { ListLayoutSpec, ListTab } from '../ground/screenLanguage/types';
import { renderRecord, type TemplateScope } from '../ground/screenLanguage/renderTemplate';
import type { SourceReading } from '../api/fetchSource';

/** What narrows a list's request besides its tab, each a query or undefined: the searched text, the picked filters, the table's sort. */
export interface ListNarrowing {
  search?: Record<string, string>;
  filters?: Record<string, string>;
  sort?: Record<string, string>;
}

/**
 * How a list's source is read: as a list (unless the source says not), with the open tab's query, the picked filters,
 * the searched text and the table's sort merged over the source's query (later ones win). The one place a list's
 * request is made from, by the list as it draws and by the screen's first calls before it does, so they ask alike.
 */
export function listReading(list: ListLayoutSpec, tab: ListTab | undefined, scope: TemplateScope, narrowing: ListNarrowing = {}): SourceReading {
  const tabQuery = tab?.query ? renderRecord(tab.query, scope) : undefined;
  const { search, filters, sort } = narrowing;
  const extraQuery = tabQuery || search || filters || sort ? { ...tabQuery, ...filters, ...search, ...sort } : undefined;
  return { list: list.source.list ?? true, extraQuery };
}
