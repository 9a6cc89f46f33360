import { useEffect, useMemo, useState } from 'react';
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FileSource } from '../../ground/screenLanguage/types';
import { renderEndpoint, renderRecord, type TemplateScope } from '../../ground/screenLanguage/renderTemplate';
import { fetchFile, type FetchedFile } from '../../api/fetchFile';
import type { ApiFailure } from '../../api/ApiFailure';
import type { TransferPercent } from '../../api/transfer';
import { useBusyPart } from '../../ui/busyParts';
import { queryKeys } from '../hooks/queryKeys';

/**
 * A file fetched through the api and cached like other data, with an object URL that lives as long as the view.
 * With `withProgress`, how far the download has come (`percent`) and `cancel`, which stops it (the query then rests
 * without data, `cancelled`, until `refetch`).
 */
export function useApiFile(source: FileSource | undefined, scope: TemplateScope, { withProgress = false } = {}) {
  const endpoint = source ? renderEndpoint(source.endpoint, scope) : '';
  const query = source ? renderRecord(source.query, scope) : {};
  const queryKey = queryKeys.file(endpoint, query);
  const queryClient = useQueryClient();
  const [percent, setPercent] = useState<TransferPercent>(null);
  const result = useQuery<FetchedFile, ApiFailure>({
    queryKey,
    queryFn: source ? ({ signal }) => fetchFile(source, scope, withProgress ? { signal, onProgress: setPercent } : signal) : skipToken,
    enabled: source !== undefined && endpoint !== '',
    // Files are not kept in the persisted cache (Blobs do not survive it) and are refetched when opened again.
    gcTime: 60_000,
    meta: { persist: false },
  });
  useBusyPart(result.isFetching);
  const objectUrl = useMemo(() => (result.data ? URL.createObjectURL(result.data.blob) : null), [result.data]);
  useEffect(() => () => {
    if (objectUrl) URL.revokeObjectURL(objectUrl);
  }, [objectUrl]);
  const cancel = () => void queryClient.cancelQueries({ queryKey });
  const cancelled = result.isPending && result.fetchStatus === 'idle' && source !== undefined && endpoint !== '';
  return { ...result, objectUrl, percent, cancel, cancelled };
}
