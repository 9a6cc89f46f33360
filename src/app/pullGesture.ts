/**
 * Pull-to-refresh as plain arithmetic, apart from the DOM: a touch that starts with the page at its top and moves
 * down is a pull; the finger's travel is damped (the indicator follows at half speed, up to `maxPull`); let go past
 * `threshold` and the screen refreshes. A touch that starts scrolled down, goes up first or mostly sideways is
 * ordinary scrolling (or a swipe back) and is left alone.
 */

/** Damped travel (px) at which letting go refreshes. */
export const threshold = 64;
/** The furthest the indicator follows the finger (px). */
export const maxPull = 96;
/** Finger travel (px) before a direction is decided: less than this is a tap. */
const slop = 8;

export interface PullState {
  /** Where the touch started; null when this touch is not (or no longer) a pull. */
  start: { x: number; y: number } | null;
  /** Damped travel so far, 0 … maxPull. */
  pull: number;
  /** Decided to be a pull (down, more down than sideways). */
  pulling: boolean;
}

export const idle: PullState = { start: null, pull: 0, pulling: false };

/** A touch begins: a pull may start only with the page (and whatever scrolls under the finger) at its top. */
export function pullStart(x: number, y: number, atTop: boolean): PullState {
  return atTop ? { start: { x, y }, pull: 0, pulling: false } : idle;
}

/** The finger moves: the damped travel while it is a pull; idle once it turns out to be a scroll or a sideways swipe. */
export function pullMove(state: PullState, x: number, y: number): PullState {
  if (!state.start) return state;
  const down = y - state.start.y;
  const across = Math.abs(x - state.start.x);
  if (!state.pulling) {
    if (Math.max(Math.abs(down), across) < slop) return state;
    if (down <= 0 || across > down) return idle;
  }
  return { ...state, pulling: true, pull: Math.min(maxPull, Math.max(0, down) / 2) };
}

/** The finger lifts: whether to refresh. */
export const pullEnd = (state: PullState): boolean => state.pulling && state.pull >= threshold;

/** How far the pull has come toward refreshing, 0 … 1. */
export const pullProgress = (state: PullState): number => Math.min(1, state.pull / threshold);
