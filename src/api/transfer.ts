/** How far a transfer has come: a whole percent 0–100, or null while its size is not known. */
export type TransferPercent = number | null;

/**
 * What a caller may attach to an upload or a download: a signal that aborts it (an AbortController's, for a
 * Cancel button) and a listener told how far it has come.
 */
export interface Transfer {
  signal?: AbortSignal;
  onProgress?: (percent: TransferPercent) => void;
}

/** The percent of an axios progress event (bytes so far of the whole), null when the whole is not known. */
export function percentOf(event: { loaded: number; total?: number }): TransferPercent {
  if (!event.total || event.total <= 0) return null;
  return Math.max(0, Math.min(100, Math.floor((event.loaded / event.total) * 100)));
}

/** The axios options of a transfer: its signal and the listener of the given direction. */
export function transferConfig(transfer: Transfer | undefined, direction: 'upload' | 'download') {
  const listener = transfer?.onProgress;
  const onProgress = listener ? (event: { loaded: number; total?: number }) => listener(percentOf(event)) : undefined;
  return {
    signal: transfer?.signal,
    ...(direction === 'upload' ? { onUploadProgress: onProgress } : { onDownloadProgress: onProgress }),
  };
}
