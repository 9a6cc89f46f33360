import type { TimeoutCallback, TimeoutProvider } from '@tanstack/react-query';

/**
 * The answers cache's timers on one browser timer (TanStack Query's `TimeoutProvider`, as its TimeoutManager advises
 * for many queries): every query and every screen part reading one sets a timer (when its answer turns stale, when an
 * unused answer is dropped) and clears it again when read once more. A screen's first draw subscribes some thirty
 * readers at once; here that is one browser timer for the earliest of them instead of thirty timers set and cleared.
 * A callback never runs before its time; ones due together run in one task, in the order they were set.
 */
export class CoalescedTimers implements TimeoutProvider<number> {
  private readonly due = new Map<number, { at: number; callback: TimeoutCallback }>();
  private lastId = 0;
  private browserTimer: ReturnType<typeof setTimeout> | undefined;
  private browserTimerAt = Infinity;

  /** Times on the page's monotonic clock: a pinned or corrected wall clock (`Date`) neither holds timers back nor fires them. */
  constructor(private readonly now: () => number = () => performance.now()) {}

  readonly setTimeout = (callback: TimeoutCallback, delay: number): number => {
    this.lastId += 1;
    const at = this.now() + Math.max(0, delay);
    this.due.set(this.lastId, { at, callback });
    if (at < this.browserTimerAt) this.wakeAt(at);
    return this.lastId;
  };

  /** Forgets the timer; the browser timer stays and finds nothing due when it fires. */
  readonly clearTimeout = (id: number | undefined): void => {
    if (id !== undefined) this.due.delete(id);
  };

  readonly setInterval = (callback: TimeoutCallback, delay: number): number => setInterval(callback, delay) as unknown as number;

  readonly clearInterval = (id: number | undefined): void => clearInterval(id);

  private wakeAt(at: number): void {
    if (this.browserTimer !== undefined) clearTimeout(this.browserTimer);
    this.browserTimerAt = at;
    this.browserTimer = setTimeout(this.fire, Math.max(0, at - this.now()));
  }

  private readonly fire = (): void => {
    this.browserTimer = undefined;
    this.browserTimerAt = Infinity;
    const now = this.now();
    const ready = [...this.due].filter(([, timer]) => timer.at <= now);
    for (const [id] of ready) this.due.delete(id);
    let next = Infinity;
    for (const timer of this.due.values()) next = Math.min(next, timer.at);
    if (next < Infinity) this.wakeAt(next);
    for (const [, timer] of ready) {
      try {
        timer.callback();
      } catch (error) {
        // Reported as the browser reports a timer's error, without keeping the timers due with it from running.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  };
}
