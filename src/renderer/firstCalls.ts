import type { DataSource, ListTab, ScreenSpec } from '../ground/screenLanguage/types';
import { evaluateCondition, type AccessProbe } from '../ground/screenLanguage/evaluateCondition';
import { renderRecord, type TemplateScope } from '../ground/screenLanguage/renderTemplate';
import { sourceQuery } from './hooks/sourceQuery';
import type { SourceReading } from '../api/fetchSource';

type SourceQuery = ReturnType<typeof sourceQuery>;

/** A source a screen reads as soon as it draws, and how. */
export interface FirstSource {
  source: DataSource;
  reading: SourceReading;
}

/**
 * The sources a screen reads as soon as it draws, read from its spec and the session's scope before anything has
 * rendered: the `context:` records (the rest of such a screen reads them, so waits), else the screen's source (a
 * list's with its first tab) and a dashboard's sections that apply. Sources that depend on an answer (a detail's
 * sub-lists), on the browser (permission warnings) or on the view (a calendar's range) are left to the parts.
 */
export function firstSources(screen: ScreenSpec, scope: TemplateScope, access: AccessProbe): FirstSource[] {
  const context = Object.values(screen.context ?? {});
  if (context.length > 0) return context.map((source) => ({ source, reading: { list: source.list ?? false } }));
  const read = (source: DataSource | undefined, list: boolean, extraQuery?: Record<string, unknown>): FirstSource[] =>
    source ? [{ source, reading: { list: source.list ?? list, extraQuery } }] : [];
  switch (screen.layout) {
    case 'dashboard':
      return (screen.sections ?? [])
        .filter((section) => !section.permission && evaluateCondition(section.when, scope, access))
        .flatMap((section) => read(section.source, true));
    case 'list': {
      const firstTab = (screen.tabs as ListTab[] | undefined)?.[0];
      return read(screen.source, true, firstTab?.query ? renderRecord(firstTab.query, scope) : undefined);
    }
    case 'detail':
    case 'form':
      return read(screen.source, false);
    default:
      return [];
  }
}

/** The first sources' calls (`firstSources`), under the keys the screen's parts will ask for. */
export function firstCalls(screen: ScreenSpec, scope: TemplateScope, access: AccessProbe): SourceQuery[] {
  return firstSources(screen, scope, access).map(({ source, reading }) => sourceQuery(source, scope, reading));
}
