import { useQueries } from '@tanstack/react-query';
import type { ScreenSpec } from '../ground/screenLanguage/types';
import type { TemplateScope } from '../ground/screenLanguage/renderTemplate';
import { sourceQuery } from './hooks/sourceQuery';
import type { ApiFailure } from '../api/ApiFailure';
import { LoadingState } from '../ui/LoadingState';
import { ErrorState } from '../ui/ErrorState';
import { EmptyState } from '../ui/EmptyState';
import { LayoutView } from './LayoutView';
import { useBusyPart } from '../ui/busyParts';

/**
 * A whole screen: its `context:` records loaded first (through the same cache as every source) and added to the
 * scope as `$<name>`, then its layout. A context that is not found (404) shows the screen's `empty` text and nothing
 * else of the screen; one that fails otherwise shows the error state with a retry.
 */
export function ScreenView({ screen, scope }: { screen: ScreenSpec; scope: TemplateScope }) {
  const entries = Object.entries(screen.context ?? {});
  const results = useQueries({
    queries: entries.map(([, source]) => sourceQuery(source, scope, { list: source.list ?? false })),
  });
  useBusyPart(results.some((result) => result.isFetching));
  const failed = results.find((result) => result.isLoadingError);
  // A record that is not there (404) is the screen's "… not found", as for its own source (DataStates).
  if (failed && (failed.error as ApiFailure).status === 404) return <EmptyState message={screen.empty} />;
  if (failed) return <ErrorState message={(failed.error as ApiFailure).message} onRetry={() => void failed.refetch()} />;
  if (results.some((result) => result.isPending)) return <LoadingState />;
  // Without context records the scope passes on as it is, so that what depends on it (a list's filter) keeps.
  const contextScope = entries.length === 0 ? scope : { ...scope, ...Object.fromEntries(entries.map(([name], index) => [`$${name}`, results[index]?.data])) };
  return <LayoutView body={screen} scope={contextScope} screen={screen} path="/" />;
}
