import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logout, refreshMargin, restoreSession, startTokenRefresh } from '../../src/session/sessionStore';
import { storedKeys } from '../../src/session/storedKeys';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const tokenFor = (exp: number) =>
  `${encode({ alg: 'HS256' })}.${encode({ exp, type: 'user', loginData: { language: 'nl', loginTypes: [{ caption: 'Crew' }] } })}.sig`;

/** Section 4: the token is refreshed every 5 minutes. */
const fiveMinutes = 5 * 60 * 1000;
const minute = 60 * 1000;
const start = new Date('2026-11-22T08:00:00.000Z');

/** Restores a session whose token ends `untilEnd` milliseconds from now. */
function signedInWithTokenEndingIn(untilEnd: number) {
  localStorage.setItem(storedKeys.token, tokenFor((start.getTime() + untilEnd) / 1000));
  expect(restoreSession()).not.toBeNull();
}

/** The app goes to the background or comes back to the foreground. */
function pageBecomes(state: DocumentVisibilityState) {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);
  document.dispatchEvent(new Event('visibilitychange'));
}

const stops: (() => void)[] = [];
function refreshing() {
  const refresh = vi.fn(async () => null);
  stops.push(startTokenRefresh(refresh));
  return refresh;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(start);
  localStorage.clear();
  logout();
});
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('startTokenRefresh', () => {
  it('refreshes every 5 minutes, and not before', async () => {
    signedInWithTokenEndingIn(60 * minute);
    const refresh = refreshing();
    await vi.advanceTimersByTimeAsync(fiveMinutes - 1);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(fiveMinutes);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('refreshes at once when the page comes back with the token close to its end', () => {
    signedInWithTokenEndingIn(refreshMargin - minute);
    const refresh = refreshing();
    pageBecomes('visible');
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('does not refresh on coming back while the token is far from its end', () => {
    signedInWithTokenEndingIn(refreshMargin + minute);
    const refresh = refreshing();
    pageBecomes('visible');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('does not refresh when the page goes to the background', () => {
    signedInWithTokenEndingIn(refreshMargin - minute);
    const refresh = refreshing();
    pageBecomes('hidden');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('measures the token against the time of coming back, not of starting', () => {
    signedInWithTokenEndingIn(refreshMargin + minute);
    const refresh = refreshing();
    // A background tab's timers are slowed: the clock moves on while no interval fires.
    vi.setSystemTime(start.getTime() + 2 * minute);
    pageBecomes('visible');
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('stops both the interval and the foreground check', async () => {
    signedInWithTokenEndingIn(refreshMargin - minute);
    const refresh = vi.fn(async () => null);
    startTokenRefresh(refresh)();
    await vi.advanceTimersByTimeAsync(2 * fiveMinutes);
    pageBecomes('visible');
    expect(refresh).not.toHaveBeenCalled();
  });
});
