import { useEffect, useState } from 'react';

/** The browser permissions a section may warn about (check-in and check-out need the location, pre-call the notifications). */
export type WatchedPermission = 'geolocation' | 'notifications';

/**
 * Whether the browser permission is granted: `null` while asking, then true or false, following later changes
 * (the user grants it in the browser's settings). A browser without the Permissions API counts as not granted
 * for notifications only when `Notification.permission` says so, and as granted for the location (it asks when used).
 */
export function usePermissionGranted(name: WatchedPermission | undefined): boolean | null {
  const [granted, setGranted] = useState<boolean | null>(null);
  useEffect(() => {
    if (!name) return undefined;
    let status: PermissionStatus | null = null;
    let cancelled = false;
    const update = () => setGranted(status?.state === 'granted');
    const fallback = () => {
      if (cancelled) return;
      if (name === 'notifications' && typeof Notification !== 'undefined') setGranted(Notification.permission === 'granted');
      else setGranted(true);
    };
    if (!navigator.permissions?.query) fallback();
    else {
      navigator.permissions.query({ name }).then((answer) => {
        if (cancelled) return;
        status = answer;
        update();
        answer.addEventListener('change', update);
      }, fallback);
    }
    return () => {
      cancelled = true;
      status?.removeEventListener('change', update);
    };
  }, [name]);
  return name ? granted : true;
}
