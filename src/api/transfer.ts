import type { WireProgress } from './wire';

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

/** The percent of a progress event (bytes so far of the whole), null when the whole is not known. */
export function percentOf(event: { loaded: number; total?: number }): TransferPercent {
  if (!event.total || event.total <= 0) return null;
  return Math.max(0, Math.min(100, Math.floor((event.loaded / event.total) * 100)));
}

/** A transfer as the wire takes it: its signal and, when someone listens, the progress of the given direction. */
export function wireTransfer(transfer: Transfer | undefined, direction: WireProgress['direction']): { signal?: AbortSignal; progress?: WireProgress } {
  const listener = transfer?.onProgress;
  return { signal: transfer?.signal, progress: listener ? { direction, listener } : undefined };
}
