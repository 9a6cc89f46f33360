import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useIsFetching } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { BusyPartsContext } from '../ui/busyParts';
import { useUnclaimedEdit } from './outbox/useUnclaimedEdit';
import { firstScreenSettled } from './firstScreenSettled';

/**
 * A screen's root, which says when the screen has settled: `data-settled="true"` once no query is under way and no
 * part of it is loading (a spinner, a lazy chunk, a call); `data-screen` and `data-path` say which screen at which
 * address. End-to-end tests and measurements wait for this instead of for a time; the app's work that waits for its
 * first screen (`afterFirstScreen`) starts with it. Adds no box of its own.
 *
 * Parts report from their layout effects. The page's mark follows each report at once, before the browser paints, so
 * a screen never looks settled between one part finishing and the next one starting; React's own count (for the work
 * waiting on the screen) follows in a transition: a render asked for in a layout effect would be drawn in the same
 * task, and React runs every passive effect of the screen (subscriptions, timers) before it, ahead of the first paint.
 */
export function SettledScreen({ screenId, children }: { screenId: string; children: ReactNode }) {
  const [busyParts, setBusyParts] = useState(0);
  const live = useRef({ busy: 0, fetching: 0 });
  const root = useRef<HTMLDivElement>(null);
  const fetching = useIsFetching();
  const { pathname } = useLocation();
  const mark = useCallback(() => {
    root.current?.setAttribute('data-settled', String(live.current.busy === 0 && live.current.fetching === 0));
  }, []);
  const report = useCallback((change: 1 | -1) => {
    live.current.busy += change;
    mark();
    startTransition(() => setBusyParts((count) => count + change));
  }, [mark]);
  // After each render, the parts' reports of its commit in: the mark from the live count, not the one React holds yet.
  useLayoutEffect(() => {
    live.current.fetching = fetching;
    mark();
  });
  const settled = busyParts === 0 && fetching === 0;
  useUnclaimedEdit(settled, pathname);
  useEffect(() => {
    if (settled) firstScreenSettled();
  }, [settled]);
  return (
    <div ref={root} data-screen={screenId} data-path={pathname} style={{ display: 'contents' }}>
      <BusyPartsContext.Provider value={report}>{children}</BusyPartsContext.Provider>
    </div>
  );
}
