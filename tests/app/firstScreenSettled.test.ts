import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The signal lives as long as its module: each test loads a fresh one.
const freshSignal = async () => {
  vi.resetModules();
  return import('../../src/app/firstScreenSettled');
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('requestIdleCallback', undefined);
  // A browser without paint timing: the next frame stands for the paint.
  vi.stubGlobal('PerformanceObserver', undefined);
  vi.stubGlobal('requestAnimationFrame', (frame: (time: number) => void) => {
    frame(0);
    return 0;
  });
});

/** A paint-timing observer the test tells when the first contentful paint is on the screen. */
function paintTiming() {
  const observers: ((list: { getEntriesByName: (name: string) => unknown[] }) => void)[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    constructor(private readonly callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.callback), 1);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  const report = (name: string) => [...observers].forEach((callback) => callback({ getEntriesByName: (asked) => (asked === name ? [{ name }] : []) }));
  return { firstPaint: () => report('first-paint'), firstContentfulPaint: () => report('first-contentful-paint') };
}
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('work that waits for the first screen', () => {
  it('starts once the first screen has settled and the phone is idle, not before', async () => {
    const { afterFirstScreen, firstScreenSettled } = await freshSignal();
    const run = vi.fn();
    afterFirstScreen(run, 100);
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).not.toHaveBeenCalled();
    firstScreenSettled();
    // The next frame (at once here), then the idle wait (100 ms at most).
    await vi.advanceTimersByTimeAsync(200);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('waits for the first contentful paint to be on the screen, not only for the screen to settle', async () => {
    const paints = paintTiming();
    const { afterFirstScreen, firstScreenSettled } = await freshSignal();
    const run = vi.fn();
    afterFirstScreen(run, 100);
    firstScreenSettled();
    paints.firstPaint();
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).not.toHaveBeenCalled();
    paints.firstContentfulPaint();
    await vi.advanceTimersByTimeAsync(200);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('asked after the first screen settled, waits only for an idle moment', async () => {
    const { afterFirstScreen, firstScreenSettled } = await freshSignal();
    firstScreenSettled();
    const run = vi.fn();
    afterFirstScreen(run, 100);
    await vi.advanceTimersByTimeAsync(200);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('is not held back for ever by a first screen that never settles', async () => {
    const { afterFirstScreen } = await freshSignal();
    const run = vi.fn();
    afterFirstScreen(run, 100);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
