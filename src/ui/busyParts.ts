import { createContext, useContext, useLayoutEffect } from 'react';

/**
 * Where a part of a screen reports that it is still loading (+1 when it starts, -1 when it is done), so that the
 * screen can tell when it has settled. Null outside a screen: parts then report to nobody.
 */
export const BusyPartsContext = createContext<((change: 1 | -1) => void) | null>(null);

/**
 * Counts the calling part as loading while `busy` holds (default: for as long as it is mounted), e.g. a spinner, a
 * lazy chunk's fallback or a call under way. Reported before the browser paints, so a screen never looks settled
 * between one part finishing and the next one starting.
 */
export function useBusyPart(busy = true): void {
  const report = useContext(BusyPartsContext);
  useLayoutEffect(() => {
    if (!report || !busy) return undefined;
    report(1);
    return () => report(-1);
  }, [report, busy]);
}

/**
 * Where a part reports that it has nothing to show yet (a spinner, a lazy chunk's stand-in, a browser permission not
 * yet answered), as opposed to refreshing what it shows: `ShownTogether` holds its parts back on these only.
 */
export const WaitingPartsContext = createContext<((change: 1 | -1) => void) | null>(null);

/**
 * Counts the calling part as waiting (nothing to show yet) while `waiting` holds (default: while mounted), and so
 * also as loading for the screen's settled state.
 */
export function useWaitingPart(waiting = true): void {
  useBusyPart(waiting);
  const report = useContext(WaitingPartsContext);
  useLayoutEffect(() => {
    if (!report || !waiting) return undefined;
    report(1);
    return () => report(-1);
  }, [report, waiting]);
}
