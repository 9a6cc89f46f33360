import { createContext, useContext, useLayoutEffect, type Context } from 'react';

type Report = (change: 1 | -1) => void;

/**
 * Where a part of a screen reports that it is still loading (+1 when it starts, -1 when it is done), so that the
 * screen can tell when it has settled. Null outside a screen: parts then report to nobody.
 */
export const BusyPartsContext = createContext<Report | null>(null);

/**
 * Where a part reports that it has nothing to show yet (a spinner, a lazy chunk's stand-in, a browser permission not
 * yet answered), as opposed to refreshing what it shows: `ShownInOrder` holds its parts back on these only.
 */
export const WaitingPartsContext = createContext<Report | null>(null);

/** Reports +1 to the context's counter while `active` holds, and -1 when it stops or the part goes. */
function useCountedWhile(context: Context<Report | null>, active: boolean): void {
  const report = useContext(context);
  useLayoutEffect(() => {
    if (!report || !active) return undefined;
    report(1);
    return () => report(-1);
  }, [report, active]);
}

/**
 * Counts the calling part as loading while `busy` holds (default: for as long as it is mounted), e.g. a spinner, a
 * lazy chunk's fallback or a call under way. Reported before the browser paints, so a screen never looks settled
 * between one part finishing and the next one starting.
 */
export function useBusyPart(busy = true): void {
  useCountedWhile(BusyPartsContext, busy);
}

/**
 * Counts the calling part as waiting (nothing to show yet) while `waiting` holds (default: while mounted), and so
 * also as loading for the screen's settled state.
 */
export function useWaitingPart(waiting = true): void {
  useCountedWhile(BusyPartsContext, waiting);
  useCountedWhile(WaitingPartsContext, waiting);
}
