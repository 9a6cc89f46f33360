import type { ReactNode } from 'react';
import type { ScreenData } from './hooks/useScreenData';
import { LoadingSkeleton, type SkeletonShape } from '../ui/LoadingSkeleton';
import { ErrorState } from '../ui/ErrorState';
import { EmptyState } from '../ui/EmptyState';

/**
 * The loading / error / empty states every layout shares. While loading, a skeleton shaped like what comes
 * (`skeleton`: a list's cards by default, a record's lines, a form's fields) holds its place. A 404 counts as empty
 * (the spec's "… not found"). Renders `children` only when there is something to show.
 */
export function DataStates({ data, empty, isEmpty, skeleton = 'cards', children }: {
  data: ScreenData;
  empty: string | undefined;
  isEmpty: boolean;
  skeleton?: SkeletonShape;
  children: ReactNode;
}) {
  if (data.status === 'loading') return <LoadingSkeleton shape={skeleton} />;
  if (data.status === 'error') {
    if (data.error?.status === 404) return <EmptyState message={empty} />;
    return <ErrorState message={data.error?.message ?? 'errors.server'} onRetry={data.refetch} />;
  }
  if (isEmpty) return <EmptyState message={empty} />;
  return <>{children}</>;
}
