import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Tenant } from '../../src/ground/contract';
import { ApiFailure } from '../../src/api/ApiFailure';

const fetchTenant = vi.fn<() => Promise<Tenant>>();
vi.mock('../../src/api/tenantCall', () => ({ fetchTenant: () => fetchTenant() }));

const tenantAt = (revision: number, disabledScreens: string[] = []): Tenant => ({
  name: 'Acme Events', defaultLanguage: 'nl', mobileTheme: 'ocean', backgroundUrl: null, backgroundColorCode: null,
  faviconUrl: null, useUserLanguage: true, metaHostName: 'acme.localhost', metaDescription: '', watermark: null,
  overlay: { revision, disabledScreens, menus: {}, screens: [], texts: {} },
});

/** A fresh copy of the module (its current configuration is module state). */
const freshModule = async () => {
  vi.resetModules();
  return import('../../src/tenant/loadTenant');
};

const setVisibility = (value: DocumentVisibilityState) => {
  Object.defineProperty(document, 'visibilityState', { value, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
};

describe('the tenant configuration at run time', () => {
  beforeEach(() => {
    fetchTenant.mockReset();
    localStorage.clear();
  });

  it('fetches it again when the app comes back to the foreground, and tells the app only when it changed', async () => {
    const { loadTenant, currentTenant, subscribeTenant, refreshTenantWhenBack } = await freshModule();
    fetchTenant.mockResolvedValueOnce(tenantAt(1));
    await loadTenant();
    const changes = vi.fn();
    subscribeTenant(changes);
    const stop = refreshTenantWhenBack();
    fetchTenant.mockResolvedValueOnce(tenantAt(2, ['personal-calendar']));
    setVisibility('hidden');
    setVisibility('visible');
    await vi.waitFor(() => expect(currentTenant()?.overlay.disabledScreens).toEqual(['personal-calendar']));
    expect(changes).toHaveBeenCalledTimes(1);
    fetchTenant.mockResolvedValueOnce(tenantAt(2, ['personal-calendar']));
    setVisibility('visible');
    await vi.waitFor(() => expect(fetchTenant).toHaveBeenCalledTimes(3));
    expect(changes).toHaveBeenCalledTimes(1);
    stop();
  });

  it('keeps the last configuration seen while offline, also after a restart (the stored copy)', async () => {
    const first = await freshModule();
    fetchTenant.mockResolvedValueOnce(tenantAt(4, ['jobs']));
    await first.loadTenant();
    fetchTenant.mockRejectedValue(new ApiFailure('errors.offline', 0, 'offline'));
    await first.loadTenant();
    expect(first.currentTenant()?.overlay.revision).toBe(4);
    const restarted = await freshModule();
    await restarted.loadTenant();
    expect(restarted.currentTenant()?.overlay).toMatchObject({ revision: 4, disabledScreens: ['jobs'] });
  });

  it('keeps the stored copy only while a session is kept: none while logged out, stored at login, and fetched again after', async () => {
    const { loadTenant, currentTenant, keepTenantCopyWhile, storeTenantCopy } = await freshModule();
    let loggedIn = false;
    keepTenantCopyWhile(() => loggedIn);
    fetchTenant.mockResolvedValue(tenantAt(6));
    await loadTenant();
    expect(currentTenant()?.overlay.revision).toBe(6);
    expect(localStorage.getItem('tenant')).toBeNull();
    loggedIn = true;
    storeTenantCopy();
    expect(JSON.parse(localStorage.getItem('tenant')!)).toEqual(tenantAt(6));
    // Logged out (the storage cleared) and started again: no copy, and the configuration is fetched at start.
    loggedIn = false;
    localStorage.clear();
    const restarted = await freshModule();
    restarted.keepTenantCopyWhile(() => loggedIn);
    expect(await restarted.startTenant()).toEqual(tenantAt(6));
    expect(fetchTenant).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem('tenant')).toBeNull();
  });

  it('drops a tenant screen that fails the precompiled validators and keeps the good ones', async () => {
    const { loadTenant, currentTenant } = await freshModule();
    const good = { id: 'my-vacations', route: '/my-vacations', title: 'acmeVacations.title', layout: 'list', source: { endpoint: '/vacationRequests' }, item: { title: '{{ reason }}' } };
    const bad = { id: 'broken', route: '/broken', title: 'x.y', layout: 'list', colour: 'red' };
    fetchTenant.mockResolvedValueOnce({ ...tenantAt(5), overlay: { ...tenantAt(5).overlay, screens: [good, bad] as Tenant['overlay']['screens'] } });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await loadTenant();
    expect(currentTenant()?.overlay.screens.map((screen) => screen.id)).toEqual(['my-vacations']);
    expect(warn.mock.calls.join('\n')).toContain('tenant-screens[1]');
    warn.mockRestore();
  });
});
