import type { DataSource, ScreenSpec } from '../ground/screenLanguage/types';
import { evaluateCondition, type AccessProbe } from '../ground/screenLanguage/evaluateCondition';
import type { TemplateScope } from '../ground/screenLanguage/renderTemplate';
import { listReading } from './listReading';
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
  const read = (source: DataSource | undefined, list: boolean): FirstSource[] => (source ? [{ source, reading: { list: source.list ?? list } }] : []);
  switch (screen.layout) {
    case 'dashboard':
      return (screen.sections ?? [])
        .filter((section) => !section.permission && evaluateCondition(section.when, scope, access))
        .flatMap((section) => read(section.source, true));
    case 'list':
      return [{ source: screen.source, reading: listReading(screen, screen.tabs?.[0], scope) }];
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
