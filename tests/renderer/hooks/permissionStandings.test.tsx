import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { knownPermissionStanding, readPermissionStandings } from '../../../src/renderer/hooks/permissionStandings';
import { usePermissionState } from '../../../src/renderer/hooks/usePermissionState';

/** A live permission status as the browser gives it: its state, and a change it can announce. */
function liveStatus(state: PermissionState) {
  const listeners = new Set<() => void>();
  const status = {
    state,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  const change = (next: PermissionState) => {
    status.state = next;
    listeners.forEach((listener) => listener());
  };
  return { status: status as unknown as PermissionStatus, change };
}

/** A browser with the Permissions API answering each permission with its status. */
function stubPermissions(answers: Record<string, PermissionStatus>) {
  const query = vi.fn(async ({ name }: { name: string }) => answers[name]!);
  vi.stubGlobal('navigator', { ...navigator, permissions: { query } });
  return query;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('permission standings', () => {
  it('are known from the first render once start-up has asked, and follow a later change', async () => {
    const location = liveStatus('prompt');
    const notifications = liveStatus('denied');
    stubPermissions({ geolocation: location.status, notifications: notifications.status });
    await readPermissionStandings();
    expect(knownPermissionStanding('geolocation')).toBe('prompt');
    expect(knownPermissionStanding('notifications')).toBe('denied');

    const { result } = renderHook(() => usePermissionState('geolocation'));
    // The first render, before any effect has asked: no frame without the warning.
    expect(result.current).toBe('prompt');
    await act(async () => location.change('granted'));
    expect(result.current).toBe('granted');
  });

  it('are read without the Permissions API at once: notifications from Notification.permission, the location as granted', () => {
    vi.stubGlobal('navigator', { ...navigator, permissions: undefined });
    vi.stubGlobal('Notification', { permission: 'default' });
    expect(knownPermissionStanding('notifications')).toBe('prompt');
    expect(knownPermissionStanding('geolocation')).toBe('granted');
    const { result } = renderHook(() => usePermissionState('notifications'));
    expect(result.current).toBe('prompt');
  });

  it('are asked for on a screen when start-up has not, and a browser refusing to say counts as without the API', async () => {
    const query = vi.fn(async () => { throw new TypeError('not a permission this browser knows'); });
    vi.stubGlobal('navigator', { ...navigator, permissions: { query } });
    vi.stubGlobal('Notification', { permission: 'granted' });
    const { result } = renderHook(() => usePermissionState('notifications'));
    await vi.waitFor(() => expect(result.current).toBe('granted'));
    expect(query).toHaveBeenCalledWith({ name: 'notifications' });
  });
});
