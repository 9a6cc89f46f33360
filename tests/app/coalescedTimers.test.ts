import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coalescedTimers } from '../../src/app/coalescedTimers';

describe('coalescedTimers', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs each callback at its time, never before, on one browser timer for the earliest', async () => {
    const timers = coalescedTimers();
    const ran: string[] = [];
    timers.setTimeout(() => ran.push('stale'), 30_000);
    timers.setTimeout(() => ran.push('stale too'), 30_000);
    timers.setTimeout(() => ran.push('dropped'), 300_000);
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(ran).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(ran).toEqual(['stale', 'stale too']);
    // The next one due has the browser timer now.
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(270_000);
    expect(ran).toEqual(['stale', 'stale too', 'dropped']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('moves the browser timer forward for a sooner one, and a cleared one never runs', async () => {
    const timers = coalescedTimers();
    const ran: string[] = [];
    const gc = timers.setTimeout(() => ran.push('gc'), 300_000);
    timers.setTimeout(() => ran.push('retry'), 1_000);
    expect(vi.getTimerCount()).toBe(1);
    timers.clearTimeout(gc);
    timers.clearTimeout(undefined);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(ran).toEqual(['retry']);
    await vi.advanceTimersByTimeAsync(300_000);
    expect(ran).toEqual(['retry']);
  });

  it('runs the others due with a callback that throws, and reports the error', async () => {
    const timers = coalescedTimers();
    const ran: string[] = [];
    const reported = new Promise<unknown>((resolve) => process.once('uncaughtException', resolve));
    timers.setTimeout(() => {
      throw new Error('broken callback');
    }, 10);
    timers.setTimeout(() => ran.push('after it'), 10);
    await vi.advanceTimersByTimeAsync(10);
    expect(ran).toEqual(['after it']);
    await expect(reported).resolves.toMatchObject({ message: 'broken callback' });
  });
});
