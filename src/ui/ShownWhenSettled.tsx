import { useCallback, useContext, useLayoutEffect, useReducer, useRef, useState, type ReactNode } from 'react';
import { BusyPartsContext } from './busyParts';
import { LoadingState } from './LoadingState';

/**
 * Draws its parts out of sight, with one spinner in their place, until none of them is loading; then shows them all
 * in one paint. A screen made of parts that each load on their own (a dashboard's sections) then never moves under
 * the reader's thumb as part after part arrives (no layout shift). Once shown they stay shown: a later refresh of
 * one part does not hide the others. The screen's own settled state still hears every part.
 */
export function ShownWhenSettled({ children }: { children: ReactNode }) {
  const outer = useContext(BusyPartsContext);
  const busy = useRef(0);
  const [shown, setShown] = useState(false);
  const [reports, recount] = useReducer((count: number) => count + 1, 0);
  const report = useCallback((change: 1 | -1) => {
    busy.current += change;
    outer?.(change);
    recount();
  }, [outer]);
  // After the first commit and after each report, once the parts' own reports are in (their layout effects run
  // before this one), before the browser paints.
  useLayoutEffect(() => {
    if (!shown && busy.current === 0) setShown(true);
  }, [shown, reports]);
  return (
    <>
      {!shown && <LoadingState />}
      <div style={shown ? { display: 'contents' } : { display: 'none' }}>
        <BusyPartsContext.Provider value={report}>{children}</BusyPartsContext.Provider>
      </div>
    </>
  );
}
