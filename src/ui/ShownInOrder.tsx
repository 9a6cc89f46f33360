import { Children, isValidElement, useLayoutEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import { WaitingPartsContext } from './busyParts';
import { LoadingSkeleton } from './LoadingSkeleton';

type Report = (change: 1 | -1) => void;

/**
 * Shows its parts from the top down: a part appears once it and every part above it have something to show (none of
 * them waits for anything: `useWaitingPart` — a spinner, a lazy part, a permission not yet answered), with one
 * skeleton of sections below the last one shown. What is shown never moves under the reader's thumb (no layout
 * shift): later parts only ever appear below it, and the skeleton is drawn anew at each step rather than pushed
 * down. The top of a dashboard (a welcome, a warning) is there as soon as it is ready, not when the slowest section
 * below it is. Parts that show a kept answer while fetching it again hold nothing back, and once shown the parts stay
 * shown. The screen's settled state hears every part. Each child is one part (a fragment too: pass a list).
 */
export function ShownInOrder({ children }: { children: ReactNode }) {
  const parts = Children.toArray(children);
  const count = parts.length;
  const waiting = useRef<number[]>([]);
  const [shown, setShown] = useState(0);
  const [reports, recount] = useReducer((reportsSoFar: number) => reportsSoFar + 1, 0);
  const reporters = useMemo(
    () => Array.from({ length: count }, (_, index): Report => (change) => {
      waiting.current[index] = (waiting.current[index] ?? 0) + change;
      recount();
    }),
    [count],
  );
  // After the first commit and after each report, once the parts' own reports are in (their layout effects run
  // before this one), before the browser paints.
  useLayoutEffect(() => {
    let ready = shown;
    while (ready < count && (waiting.current[ready] ?? 0) === 0) ready += 1;
    if (ready > shown) setShown(ready);
  }, [shown, reports, count]);
  return (
    <>
      {parts.map((part, index) => (
        <div key={isValidElement(part) && part.key !== null ? part.key : index} style={index < shown ? { display: 'contents' } : { display: 'none' }}>
          <WaitingPartsContext.Provider value={reporters[index] ?? null}>{part}</WaitingPartsContext.Provider>
        </div>
      ))}
      {/* A new skeleton at each step (its key), so the one before is taken away, never shifted down. */}
      {shown < count && <LoadingSkeleton key={shown} shape="sections" />}
    </>
  );
}
