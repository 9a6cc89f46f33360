// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkOfflineWrites } from '../../src/screenChecker/checkOfflineWrites';
import { formatSpecError } from '../../src/ground/screenLanguage/formatSpecError';
import { offlineOf } from '../../src/ground/screenLanguage/offlineOf';

const check = (value: Record<string, unknown>) => checkOfflineWrites({ file: 'screens/x.yaml', value, i18n: [] }).map(formatSpecError);

const action = (call: Record<string, unknown>, onSuccess?: Record<string, unknown>) =>
  ({ layout: 'detail', actions: [{ id: 'a', kind: 'call', label: 'a.b', call, onSuccess }] });

describe('checkOfflineWrites', () => {
  it('accepts queue and never on writes, and the long form', () => {
    expect(check(action({ method: 'POST', endpoint: '/a', offline: 'queue' }))).toEqual([]);
    expect(check(action({ method: 'DELETE', endpoint: '/a', offline: { mode: 'queue', waiting: 'outbox.confirmWaiting' } }))).toEqual([]);
    expect(check(action({ method: 'POST', endpoint: '/a', offline: 'never' }, { renewSession: true }))).toEqual([]);
  });

  it('refuses offline on a read', () => {
    expect(check(action({ method: 'GET', endpoint: '/a', offline: 'never' }))).toEqual([
      'screens/x.yaml:/actions/0/call/offline `offline:` is for writes (POST, DELETE): a GET is a read, which works offline from what was seen before',
    ]);
  });

  it('refuses queue on a write whose success needs its answer, in an action or a form submit', () => {
    const message = 'a write whose onSuccess needs its answer (renewSession, or navigate naming $response) cannot wait on the phone: use `offline: never`';
    expect(check(action({ method: 'POST', endpoint: '/a', offline: 'queue' }, { navigate: '/r/{{ $response.id }}' }))).toEqual([
      `screens/x.yaml:/actions/0/call/offline ${message}`,
    ]);
    const form = { layout: 'form', submit: { label: 'a.b', call: { method: 'POST', endpoint: '/a', offline: { mode: 'queue' } }, onSuccess: { renewSession: true } } };
    expect(check(form)).toEqual([`screens/x.yaml:/submit/call/offline ${message}`]);
  });
});

describe('offlineOf', () => {
  it('lets a write wait by default, but not one whose success needs its answer, nor a read', () => {
    expect(offlineOf({ method: 'POST', endpoint: '/a' })).toEqual({ queue: true });
    expect(offlineOf({ method: 'DELETE', endpoint: '/a' }, { toast: 'a.b' })).toEqual({ queue: true });
    expect(offlineOf({ method: 'POST', endpoint: '/a' }, { renewSession: true }).queue).toBe(false);
    expect(offlineOf({ method: 'POST', endpoint: '/a' }, { navigate: '/r/{{ $response.id }}' }).queue).toBe(false);
    expect(offlineOf({ method: 'GET', endpoint: '/a', offline: 'queue' }).queue).toBe(false);
    expect(offlineOf({ method: 'POST', endpoint: '/a', offline: 'never' }).queue).toBe(false);
    expect(offlineOf({ method: 'POST', endpoint: '/a', offline: { mode: 'queue', message: 'm.k', waiting: 'w.k' } })).toEqual({ queue: true, message: 'm.k', waiting: 'w.k' });
  });
});
