import type { BrowserPermission } from '../ground/screenLanguage/types';

/**
 * Asks the browser for a permission, from a tap (browsers ask only then): true when it is granted. Notifications are
 * asked with `Notification.requestPermission()`; the location by reading it once (there is no other way to ask).
 * A browser without the API counts as refusing.
 */
export async function requestPermission(permission: BrowserPermission): Promise<boolean> {
  if (permission === 'notifications') {
    if (typeof Notification === 'undefined') return false;
    return (await Notification.requestPermission()) === 'granted';
  }
  if (!navigator.geolocation) return false;
  return new Promise<boolean>((resolve) => {
    navigator.geolocation.getCurrentPosition(
      () => resolve(true),
      (error) => resolve(error.code !== error.PERMISSION_DENIED),
      { maximumAge: Infinity, timeout: 30_000 },
    );
  });
}
