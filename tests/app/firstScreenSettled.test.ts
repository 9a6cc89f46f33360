import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The signal lives as long as its module: each test loads a fresh one.
const freshSignal = async () => {
  vi.resetModules();
  return import('../../src/app/firstScreenSettled');
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('requestIdleCallback', undefined);
});
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
    await vi.advanceTimersByTimeAsync(99);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('asked after the first screen settled, waits only for an idle moment', async () => {
    const { afterFirstScreen, firstScreenSettled } = await freshSignal();
    firstScreenSettled();
    const run = vi.fn();
    afterFirstScreen(run, 100);
    await vi.advanceTimersByTimeAsync(100);
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
