import { afterEach, describe, expect, it } from 'vitest';
import { forgetQueryLogin, pendingQueryLogin, takeQueryLogin } from '../../src/session/queryLogin';

/** Opens an address of this origin, path written as is (`//evil.example/` stays a path). */
const open = (pathAndQuery: string) => window.history.replaceState(null, '', `${window.location.origin}${pathAndQuery}`);
const address = () => window.location.href.slice(window.location.origin.length);

afterEach(() => {
  forgetQueryLogin();
  open('/');
});

describe('takeQueryLogin', () => {
  it.each([
    ['/jobs?login=P-1001&password=demo1234', '/jobs', '/jobs'],
    ['/projects/7?tab=crew&login=P-1001&password=demo1234#top', '/projects/7?tab=crew#top', '/projects/7?tab=crew#top'],
    ['//evil.example/?login=P-1001&password=demo1234', '//evil.example/', '/evil.example/'],
    ['/\\evil.example/?password=demo1234&login=P-1001', '//evil.example/', '/evil.example/'],
    ['/a/../b?login=P-1001&password=demo1234', '/b', '/b'],
  ])('takes the login out of %s', (start, left, path) => {
    open(start);
    expect(takeQueryLogin()).toEqual({ username: 'P-1001', password: 'demo1234', path });
    expect(address()).toBe(left);
    expect(window.location.href).not.toContain('demo1234');
  });

  it('takes a lone password out too, without a login to try', () => {
    open('/jobs?password=demo1234');
    expect(takeQueryLogin()).toBeNull();
    expect(address()).toBe('/jobs');
  });

  it('keeps the login for the app until it is used, and leaves an address without one alone', () => {
    open('/jobs?login=P-1001&password=demo1234');
    takeQueryLogin();
    expect(takeQueryLogin()?.username).toBe('P-1001');
    expect(pendingQueryLogin()?.username).toBe('P-1001');
    forgetQueryLogin();
    open('/jobs?tab=open');
    expect(takeQueryLogin()).toBeNull();
    expect(address()).toBe('/jobs?tab=open');
  });
});
