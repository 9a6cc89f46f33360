import { useEffect, useState } from 'react';

/** The browser permissions a section may warn about (check-in and check-out need the location, pre-call the notifications). */
export type WatchedPermission = 'geolocation' | 'notifications';

/** Where a browser permission stands: `prompt` not asked yet (the browser will ask), `denied` refused (only the settings can allow it). */
export type PermissionStanding = 'granted' | 'denied' | 'prompt';

/**
 * Where the browser permission stands: `null` while asking, then granted, denied or prompt, following later changes
 * (the person answers the browser's question, or allows it in the settings). Without the Permissions API,
 * notifications read `Notification.permission`, and the location counts as granted (the browser asks when it is used).
 * No permission named: granted.
 */
export function usePermissionState(name: WatchedPermission | undefined): PermissionStanding | null {
  const [standing, setStanding] = useState<PermissionStanding | null>(null);
  useEffect(() => {
    if (!name) return undefined;
    let status: PermissionStatus | null = null;
    let cancelled = false;
    const update = () => setStanding(status?.state ?? null);
    const fallback = () => {
      if (cancelled) return;
      if (name === 'notifications' && typeof Notification !== 'undefined') {
        setStanding(Notification.permission === 'default' ? 'prompt' : Notification.permission);
      } else setStanding('granted');
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
  return name ? standing : 'granted';
}
