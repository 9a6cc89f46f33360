import type { TimeoutCallback, TimeoutProvider } from '@tanstack/react-query';

/**
 * The answers cache's timers on one browser timer (TanStack Query's `TimeoutProvider`, as its TimeoutManager advises
 * for many queries): every query and every screen part reading one sets a timer (when its answer turns stale, when an
 * unused answer is dropped) and clears it again when read once more. A screen's first draw subscribes some thirty
 * readers at once; here that is one browser timer for the earliest of them instead of thirty timers set and cleared.
 * A callback never runs before its time; ones due together run in the order they were set, each in a microtask of its
 * own (one that throws is reported as a timer's error would be, and the rest still run). A cleared timer is only
 * forgotten: the browser timer stays and finds nothing due when it fires. Times are on the page's monotonic clock, so
 * a pinned or corrected wall clock (`Date`) neither holds timers back nor fires them.
 */
export function coalescedTimers(now: () => number = () => performance.now()): TimeoutProvider<number> {
  const due = new Map<number, { at: number; callback: TimeoutCallback }>();
  let lastId = 0;
  let browserTimer: ReturnType<typeof setTimeout> | undefined;
  let browserTimerAt = Infinity;

  const wakeAt = (at: number) => {
    clearTimeout(browserTimer);
    browserTimerAt = at;
    browserTimer = setTimeout(fire, Math.max(0, at - now()));
  };

  const fire = () => {
    browserTimerAt = Infinity;
    const at = now();
    let next = Infinity;
    for (const [id, timer] of due) {
      if (timer.at <= at) {
        due.delete(id);
        queueMicrotask(timer.callback);
      } else next = Math.min(next, timer.at);
    }
    if (next < Infinity) wakeAt(next);
  };

  return {
    setTimeout: (callback, delay) => {
      const at = now() + delay;
      due.set(++lastId, { at, callback });
      if (at < browserTimerAt) wakeAt(at);
      return lastId;
    },
    clearTimeout: (id) => {
      if (id !== undefined) due.delete(id);
    },
    setInterval: (callback, delay) => setInterval(callback, delay) as unknown as number,
    clearInterval: (id) => clearInterval(id),
  };
}
