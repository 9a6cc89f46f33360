import { useCallback, useEffect, useState, type ReactNode } from 'react';
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
 */
export function SettledScreen({ screenId, children }: { screenId: string; children: ReactNode }) {
  const [busyParts, setBusyParts] = useState(0);
  const report = useCallback((change: 1 | -1) => setBusyParts((count) => count + change), []);
  const fetching = useIsFetching();
  const { pathname } = useLocation();
  const settled = busyParts === 0 && fetching === 0;
  useUnclaimedEdit(settled, pathname);
  useEffect(() => {
    if (settled) firstScreenSettled();
  }, [settled]);
  return (
    <div data-screen={screenId} data-path={pathname} data-settled={settled} style={{ display: 'contents' }}>
      <BusyPartsContext.Provider value={report}>{children}</BusyPartsContext.Provider>
    </div>
  );
}
