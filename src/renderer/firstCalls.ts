import type { DataSource, ListTab, ScreenSpec } from '../spec/types';
import { evaluateCondition, type AccessProbe } from '../spec/evaluateCondition';
import { renderRecord, type TemplateScope } from '../spec/renderTemplate';
import { sourceQuery } from './hooks/sourceQuery';

type SourceQuery = ReturnType<typeof sourceQuery>;

/**
 * The calls a screen makes as soon as it draws, read from its spec and the session's scope before anything has
 * rendered, under the keys its parts will ask for: the `context:` records (the rest of such a screen reads them, so
 * waits), else the screen's source (a list's with its first tab) and a dashboard's sections that apply. Calls that
 * depend on an answer (a detail's sub-lists), on the browser (permission warnings) or on the view (a calendar's
 * range) are left to the parts.
 */
export function firstCalls(screen: ScreenSpec, scope: TemplateScope, access: AccessProbe): SourceQuery[] {
  const context = Object.values(screen.context ?? {});
  if (context.length > 0) return context.map((source) => sourceQuery(source, scope, { list: source.list ?? false }));
  const read = (source: DataSource | undefined, list: boolean, extraQuery?: Record<string, unknown>) =>
    source ? [sourceQuery(source, scope, { list: source.list ?? list, extraQuery })] : [];
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
