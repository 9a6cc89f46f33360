import { describe, expect, it } from 'vitest';
import { idle, maxPull, pullEnd, pullMove, pullProgress, pullStart, threshold } from '../../src/app/pullGesture';

/** A touch from (x, y) through the given points: the state after each move. */
function drag(atTop: boolean, from: [number, number], ...points: [number, number][]) {
  let state = pullStart(from[0], from[1], atTop);
  for (const [x, y] of points) state = pullMove(state, x, y);
  return state;
}

describe('the pull-to-refresh gesture', () => {
  it('refreshes when pulled down past the threshold at the top of the page', () => {
    const state = drag(true, [100, 100], [100, 120], [100, 100 + threshold * 2 + 10]);
    expect(state.pulling).toBe(true);
    expect(state.pull).toBeGreaterThanOrEqual(threshold);
    expect(pullProgress(state)).toBe(1);
    expect(pullEnd(state)).toBe(true);
  });

  it('does not refresh when let go short of the threshold', () => {
    const state = drag(true, [100, 100], [100, 100 + threshold]);
    expect(state.pulling).toBe(true);
    expect(state.pull).toBe(threshold / 2);
    expect(pullProgress(state)).toBe(0.5);
    expect(pullEnd(state)).toBe(false);
  });

  it('follows the finger damped, and no further than its maximum', () => {
    expect(drag(true, [0, 0], [0, 40]).pull).toBe(20);
    expect(drag(true, [0, 0], [0, 1000]).pull).toBe(maxPull);
  });

  it('leaves the page alone when it is scrolled down: that is ordinary scrolling', () => {
    const state = drag(false, [100, 100], [100, 400]);
    expect(state).toEqual(idle);
    expect(pullEnd(state)).toBe(false);
  });

  it('is no pull when the finger goes up first (scrolling the page on)', () => {
    const state = drag(true, [100, 300], [100, 280], [100, 500]);
    expect(state).toEqual(idle);
    expect(pullEnd(state)).toBe(false);
  });

  it('is no pull when the finger moves mostly sideways (a swipe back, a sideways scroller)', () => {
    expect(drag(true, [10, 100], [120, 130], [200, 300])).toEqual(idle);
  });

  it('waits for a few pixels before deciding: a tap is no pull', () => {
    const state = drag(true, [100, 100], [102, 104]);
    expect(state.pulling).toBe(false);
    expect(state.start).not.toBeNull();
    expect(pullEnd(state)).toBe(false);
  });

  it('going back up after a pull shrinks it, and lets go without refreshing', () => {
    const state = drag(true, [0, 0], [0, 200], [0, 30]);
    expect(state.pulling).toBe(true);
    expect(state.pull).toBe(15);
    expect(pullEnd(state)).toBe(false);
  });
});
