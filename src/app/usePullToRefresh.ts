import { useEffect, useRef, useState } from 'react';
import { idle, pullEnd, pullMove, pullStart, type PullState } from './pullGesture';

/** Whether the page, and every scrolling box under the finger, is at its top; and no dialog or sheet is under it. */
function atTop(target: EventTarget | null): boolean {
  if ((document.scrollingElement?.scrollTop ?? window.scrollY) > 0) return false;
  for (let element = target instanceof Element ? target : null; element; element = element.parentElement) {
    if (element.matches('[role="dialog"], [data-pull-ignore]')) return false;
    if (element.scrollTop > 0) return false;
  }
  return true;
}

/**
 * Pull-to-refresh on the whole page (touch only): follows a pull with `state` (for the indicator) and calls `refresh`
 * when a pull past the threshold is let go; `refreshing` holds until it is done. Listeners are passive: scrolling
 * is never held up.
 */
export function usePullToRefresh(refresh: () => Promise<unknown>, enabled = true) {
  const [state, setState] = useState<PullState>(idle);
  const [refreshing, setRefreshing] = useState(false);
  const current = useRef<PullState>(idle);
  const busy = useRef(false);
  useEffect(() => {
    if (!enabled) return undefined;
    const set = (next: PullState) => {
      if (next === current.current) return;
      current.current = next;
      setState(next);
    };
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      set(touch && event.touches.length === 1 && !busy.current ? pullStart(touch.clientX, touch.clientY, atTop(event.target)) : idle);
    };
    const onMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (touch) set(pullMove(current.current, touch.clientX, touch.clientY));
    };
    const onEnd = () => {
      const go = pullEnd(current.current);
      set(idle);
      if (!go) return;
      busy.current = true;
      setRefreshing(true);
      void refresh().finally(() => {
        busy.current = false;
        setRefreshing(false);
      });
    };
    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchmove', onMove, { passive: true });
    window.addEventListener('touchend', onEnd, { passive: true });
    window.addEventListener('touchcancel', onEnd, { passive: true });
    return () => {
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchmove', onMove);
      window.removeEventListener('touchend', onEnd);
      window.removeEventListener('touchcancel', onEnd);
    };
  }, [refresh, enabled]);
  return { state, refreshing };
}
