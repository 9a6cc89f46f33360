import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSessionOnServer, hasEndedSessionsToTell, logoutWaitMs, tellEndedSessions } from '../../src/session/endedSessions';
import { clearStoredSession } from '../../src/session/storedKeys';
import { setWire } from '../../src/api/apiClient';
import { offlineFailure } from '../../src/api/ApiFailure';
import { mockApi } from '../renderer/mockApi';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const tokenFor = (exp: number, sid: string) =>
  `${encode({ alg: 'HS256' })}.${encode({ exp, sid, type: 'user', loginData: { loginTypes: [] } })}.sig`;
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

/** No answer at all, as when the phone is offline. */
function offline() {
  const seen: string[] = [];
  setWire(async (request) => {
    seen.push(request.headers.Authorization ?? '');
    throw offlineFailure();
  });
  return seen;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  setWire(null);
});

describe('ending sessions on the server', () => {
  it('tells the server at logout with the session\'s token, and keeps nothing once told', async () => {
    const token = tokenFor(inAnHour(), 'a');
    const seen = mockApi({ 'POST /auth/logout': { status: 204, data: '' } });
    await endSessionOnServer(token);
    expect(seen.map((request) => `${request.method} ${request.url}`)).toEqual(['POST /auth/logout']);
    expect(hasEndedSessionsToTell()).toBe(false);
  });

  it('keeps a logout made offline through the logout\'s clearing, and tells the server at the next contact', async () => {
    const token = tokenFor(inAnHour(), 'b');
    const tried = offline();
    await endSessionOnServer(token);
    expect(tried).toEqual([`Bearer ${token}`]);
    clearStoredSession();
    expect(hasEndedSessionsToTell()).toBe(true);

    const seen = mockApi({ 'POST /auth/logout': { status: 204, data: '' } });
    await tellEndedSessions();
    expect(seen).toHaveLength(1);
    expect(hasEndedSessionsToTell()).toBe(false);
  });

  it('is done with a token the server refuses (ended already) or that has expired, and keeps one a server error met', async () => {
    const refused = tokenFor(inAnHour(), 'c');
    const expired = tokenFor(Math.floor(Date.now() / 1000) - 5, 'd');
    const failing = tokenFor(inAnHour(), 'e');
    localStorage.setItem('endedSessions', JSON.stringify([refused, expired, failing]));
    const tell = vi.fn(async (token: string) => {
      throw Object.assign(new Error('no'), { status: token === refused ? 401 : 503 });
    });
    await tellEndedSessions(localStorage, tell);
    expect(tell.mock.calls.map(([token]) => token)).toEqual([refused, failing]);
    expect(JSON.parse(localStorage.getItem('endedSessions')!)).toEqual([failing]);
  });

  it('goes on after a few seconds when the server does not answer, keeping the token for later', async () => {
    vi.useFakeTimers();
    const never = vi.fn(() => new Promise<void>(() => {}));
    const done = endSessionOnServer(tokenFor(inAnHour(), 'f'), localStorage, never);
    await vi.advanceTimersByTimeAsync(logoutWaitMs);
    await done;
    expect(never).toHaveBeenCalledTimes(1);
    expect(hasEndedSessionsToTell()).toBe(true);
  });
});
