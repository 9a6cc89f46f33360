import type { ReactNode } from 'react';
import type { ScreenData } from './hooks/useScreenData';
import { LoadingState } from '../ui/LoadingState';
import { ErrorState } from '../ui/ErrorState';
import { EmptyState } from '../ui/EmptyState';

/**
 * The loading / error / empty states every layout shares. A 404 counts as empty (the spec's "… not found").
 * Renders `children` only when there is something to show.
 */
export function DataStates({ data, empty, isEmpty, children }: { data: ScreenData; empty: string | undefined; isEmpty: boolean; children: ReactNode }) {
  if (data.status === 'loading') return <LoadingState />;
  if (data.status === 'error') {
    if (data.error?.status === 404) return <EmptyState message={empty} />;
    return <ErrorState message={data.error?.message ?? 'errors.server'} onRetry={data.refetch} />;
  }
  if (isEmpty) return <EmptyState message={empty} />;
  return <>{children}</>;
}
