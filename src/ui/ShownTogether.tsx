import { useCallback, useLayoutEffect, useReducer, useRef, useState, type ReactNode } from 'react';
import { WaitingPartsContext } from './busyParts';
import { LoadingSkeleton } from './LoadingSkeleton';

/**
 * Draws its parts out of sight, with one skeleton of sections in their place, until none of them is still waiting for something
 * to show (`useWaitingPart`: a spinner, a lazy part, a permission not yet answered); then shows them all in one
 * paint. A screen made of parts that each load on their own (a dashboard's sections) then never moves under the
 * reader's thumb as part after part arrives (no layout shift). Parts that show a kept answer while fetching it again
 * do not hold the others back, and once shown the parts stay shown. The screen's settled state hears every part.
 */
export function ShownTogether({ children }: { children: ReactNode }) {
  const waiting = useRef(0);
  const [shown, setShown] = useState(false);
  const [reports, recount] = useReducer((count: number) => count + 1, 0);
  const report = useCallback((change: 1 | -1) => {
    waiting.current += change;
    recount();
  }, []);
  // After the first commit and after each report, once the parts' own reports are in (their layout effects run
  // before this one), before the browser paints.
  useLayoutEffect(() => {
    if (!shown && waiting.current === 0) setShown(true);
  }, [shown, reports]);
  return (
    <>
      {!shown && <LoadingSkeleton shape="sections" />}
      <div style={shown ? { display: 'contents' } : { display: 'none' }}>
        <WaitingPartsContext.Provider value={report}>{children}</WaitingPartsContext.Provider>
      </div>
    </>
  );
}
