import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { LayoutSpec } from '../../../src/ground/screenLanguage/types';
import { renderLayout } from '../renderLayout';

/** Home's notifications warning: shown while not granted, with the button that asks. */
const home: LayoutSpec = {
  layout: 'dashboard',
  sections: [{
    id: 'notificationsWarning', permission: 'notifications', message: 'home.notificationsWarning',
    actions: [{
      id: 'allowNotifications', kind: 'permission', permission: 'notifications', label: 'home.allowNotifications',
      onSuccess: { toast: 'home.notificationsOn' },
    }],
  }],
};

/** A browser whose notifications permission is not decided yet, answering the question with `answer`. */
function stubNotifications(answer: NotificationPermission) {
  const requestPermission = vi.fn(async () => answer);
  vi.stubGlobal('Notification', { permission: 'default', requestPermission });
  return requestPermission;
}
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('permission action', () => {
  it('asks the browser from the tap, lets the app subscribe, then says notifications are on', async () => {
    const requestPermission = stubNotifications('granted');
    const permissionGranted = vi.fn(async () => undefined);
    const { environment } = renderLayout(home, { environment: { permissionGranted } });
    fireEvent.click(await screen.findByRole('button', { name: 'Allow notifications' }));
    await waitFor(() => expect(environment.notify).toHaveBeenCalledWith({ type: 'success', message: 'home.notificationsOn' }));
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(permissionGranted).toHaveBeenCalledWith('notifications');
  });

  it('says how to allow it in the settings when the browser refuses, and subscribes nothing', async () => {
    stubNotifications('denied');
    const permissionGranted = vi.fn(async () => undefined);
    const { environment } = renderLayout(home, { environment: { permissionGranted } });
    fireEvent.click(await screen.findByRole('button', { name: 'Allow notifications' }));
    await waitFor(() => expect(environment.notify).toHaveBeenCalledWith({ type: 'warning', message: 'common.permissionRefused' }));
    expect(permissionGranted).not.toHaveBeenCalled();
  });

  it('tells a failure of what the app does with the permission (no push service), never success', async () => {
    stubNotifications('granted');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const permissionGranted = vi.fn(async () => {
      throw new Error('Registration failed - push service error');
    });
    const { environment } = renderLayout(home, { environment: { permissionGranted } });
    fireEvent.click(await screen.findByRole('button', { name: 'Allow notifications' }));
    await waitFor(() => expect(environment.notify).toHaveBeenCalledWith({ type: 'error', message: 'common.permissionFailed' }));
    expect(environment.notify).toHaveBeenCalledTimes(1);
  });
});
