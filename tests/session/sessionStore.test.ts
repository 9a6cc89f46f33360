import { beforeEach, describe, expect, it } from 'vitest';
import { getSession, login, logout, refreshSession, restoreSession } from '../../src/session/sessionStore';
import { clearStoredSession } from '../../src/session/storedKeys';
import { mockApi } from '../renderer/mockApi';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const tokenFor = (exp: number, caption = 'Crew') =>
  `${encode({ alg: 'HS256' })}.${encode({ exp, type: 'user', loginData: { language: 'nl', loginTypes: [{ caption }] } })}.sig`;
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

beforeEach(() => {
  localStorage.clear();
  logout();
});

describe('session store', () => {
  it('logs in: stores the token, then fetches and stores the rights', async () => {
    const token = tokenFor(inAnHour());
    const seen = mockApi({
      'POST /auth/token': { data: { token } },
      'GET /userRights': { data: { payrolls: ['READ'] } },
      'GET /mailboxUserRights': { data: { emailMessages: ['READ'] } },
    });
    const session = await login(' crew@demo.test ', 'demo1234');
    expect(seen[0]).toMatchObject({ method: 'POST', data: { username: 'crew@demo.test', password: 'demo1234' } });
    expect(session).toMatchObject({ token, tokenType: 'user', loginTypes: ['crew'], rights: { payrolls: ['READ'] } });
    expect(localStorage.getItem('token')).toBe(token);
    expect(JSON.parse(localStorage.getItem('userRights')!)).toEqual({ payrolls: ['READ'] });
    expect(JSON.parse(localStorage.getItem('mailboxUserRights')!)).toEqual({ emailMessages: ['READ'] });
  });

  it('restores a stored session, and treats an undecodable or expired token as no user', () => {
    localStorage.setItem('token', tokenFor(inAnHour()));
    expect(restoreSession()?.loginTypes).toEqual(['crew']);
    localStorage.setItem('token', 'garbage');
    localStorage.setItem('uiSettings', '{"dark":true}');
    expect(restoreSession()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('uiSettings')).toBe('{"dark":true}');
    localStorage.setItem('token', tokenFor(Math.floor(Date.now() / 1000) - 10));
    expect(restoreSession()).toBeNull();
  });

  it('swaps the token on refresh, and a failed refresh clears everything but uiSettings', async () => {
    localStorage.setItem('token', tokenFor(inAnHour()));
    localStorage.setItem('userRights', '{"payrolls":["READ"]}');
    localStorage.setItem('uiSettings', 'keep');
    restoreSession();
    const fresh = tokenFor(inAnHour() + 60);
    mockApi({ 'GET /auth/refresh': { data: { token: fresh } } });
    await expect(refreshSession()).resolves.toBe(fresh);
    expect(getSession()?.token).toBe(fresh);
    expect(getSession()?.rights).toEqual({ payrolls: ['READ'] });

    mockApi({ 'GET /auth/refresh': { status: 401, data: { error: { code: 'unauthorized', message: 'Expired' } } } });
    await expect(refreshSession()).resolves.toBeNull();
    expect(getSession()).toBeNull();
    expect(Object.keys(localStorage)).toEqual(['uiSettings']);
  });

  it('takes the token another tab refreshed instead of asking the server with a replaced one', async () => {
    localStorage.setItem('token', tokenFor(inAnHour()));
    restoreSession();
    const fromOtherTab = tokenFor(inAnHour() + 120);
    localStorage.setItem('token', fromOtherTab);
    const seen = mockApi({ 'GET /auth/refresh': { data: { token: tokenFor(inAnHour() + 300) } } });
    await expect(refreshSession()).resolves.toBe(fromOtherTab);
    expect(getSession()?.token).toBe(fromOtherTab);
    expect(seen).toHaveLength(0);
  });

  it('clears all stored data but uiSettings on logout', () => {
    for (const key of ['token', 'userRights', 'mailboxUserRights', 'tenant', 'appCache', 'uiSettings']) localStorage.setItem(key, 'x');
    clearStoredSession();
    expect(Object.keys(localStorage)).toEqual(['uiSettings']);
  });
});
