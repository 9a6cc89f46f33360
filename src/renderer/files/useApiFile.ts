import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { FileSource } from '../../spec/types';
import { renderEndpoint, renderRecord, type TemplateScope } from '../../spec/renderTemplate';
import { fetchFile, type FetchedFile } from '../../api/fetchFile';
import type { ApiFailure } from '../../api/ApiFailure';
import { useBusyPart } from '../../ui/busyParts';

/** A file fetched through the api and cached like other data, with an object URL that lives as long as the view. */
export function useApiFile(source: FileSource | undefined, scope: TemplateScope) {
  const endpoint = source ? renderEndpoint(source.endpoint, scope) : '';
  const query = source ? renderRecord(source.query, scope) : {};
  const result = useQuery<FetchedFile, ApiFailure>({
    queryKey: ['file', endpoint, query],
    queryFn: ({ signal }) => fetchFile(source!, scope, signal),
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
  return { ...result, objectUrl };
}
