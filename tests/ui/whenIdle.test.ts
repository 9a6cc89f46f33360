import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from '../../src/ui/whenIdle';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('runs at the browser\'s idle moment, asking it to wait no longer than the longest wait', () => {
    const idle: { run: () => void; timeout: number | undefined }[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void, options?: { timeout?: number }) => idle.push({ run, timeout: options?.timeout }));
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const run = vi.fn();
    whenIdle(run, 3000);
    vi.advanceTimersByTime(5000);
    expect(run).not.toHaveBeenCalled();
    expect(idle.map(({ timeout }) => timeout)).toEqual([3000]);
    idle[0]!.run();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('cancels the idle callback it asked for', () => {
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', () => 7);
    vi.stubGlobal('cancelIdleCallback', cancel);
    whenIdle(vi.fn(), 100)();
    expect(cancel).toHaveBeenCalledWith(7);
  });

  it('without idle callbacks (Safari) runs after the wait given for that, and can be cancelled', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const run = vi.fn();
    whenIdle(run, 100, 16);
    vi.advanceTimersByTime(15);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    const cancelled = vi.fn();
    whenIdle(cancelled, 100)();
    vi.advanceTimersByTime(200);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
