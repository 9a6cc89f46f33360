import { Children, isValidElement, startTransition, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { WaitingPartsContext } from './busyParts';
import { LoadingSkeleton } from './LoadingSkeleton';
import { PartsInOrder } from './partsInOrder';

type Report = (change: 1 | -1) => void;

/**
 * Shows its parts from the top down: a part appears once it and every part above it have something to show (none of
 * them waits for anything: `useWaitingPart` — a spinner, a lazy part, a permission not yet answered), with one
 * skeleton of sections below the last one shown. What is shown never moves under the reader's thumb (no layout
 * shift): later parts only ever appear below it, and the skeleton is drawn anew at each step rather than pushed
 * down. The top of a dashboard (a welcome, a warning) is there as soon as it is ready, not when the slowest section
 * below it is. Parts that show a kept answer while fetching it again hold nothing back, and once shown the parts stay
 * shown. The screen's settled state hears every part. Each child is one part (a fragment too: pass a list).
 *
 * The parts are shown and hidden on the page (`PartsInOrder`), not by drawing them again: a screen's first answers
 * are drawn in one commit, its passive effects (subscriptions, timers) left to a task after the first paint.
 */
export function ShownInOrder({ children }: { children: ReactNode }) {
  const parts = Children.toArray(children);
  const count = parts.length;
  const [skeleton, setSkeleton] = useState({ key: 0, held: count > 0 });
  const [order] = useState(
    () => new PartsInOrder((held) => startTransition(() => setSkeleton((drawn) => ({ key: drawn.key + 1, held })))),
  );
  const reporters = useMemo(
    () => Array.from({ length: count }, (_, index): Report => (change) => order.report(index, change)),
    [order, count],
  );
  const wrapperRefs = useMemo(
    () => Array.from({ length: count }, (_, index) => (element: HTMLDivElement | null) => order.wrapper(index, element)),
    [order, count],
  );
  const skeletonRef = useMemo(() => (element: HTMLDivElement | null) => order.skeletonElement(element), [order]);
  // After each commit of the list, once the parts' own reports are in (their layout effects run before this one).
  useLayoutEffect(() => order.committed(count));
  useLayoutEffect(() => () => order.detached(), [order]);
  useEffect(() => order.painted());
  return (
    <>
      {parts.map((part, index) => (
        <div key={isValidElement(part) && part.key !== null ? part.key : index} ref={wrapperRefs[index]}>
          <WaitingPartsContext.Provider value={reporters[index] ?? null}>{part}</WaitingPartsContext.Provider>
        </div>
      ))}
      {/* A new skeleton at each step (its key), so the one before is taken away, never shifted down. */}
      {skeleton.held && (
        <div key={skeleton.key} ref={skeletonRef}>
          <LoadingSkeleton shape="sections" />
        </div>
      )}
    </>
  );
}
