import { useEffect, useState } from 'react';
import { knownPermissionStanding, queryPermission, standingWithoutQuery, type PermissionStanding, type WatchedPermission } from './permissionStandings';

export type { PermissionStanding, WatchedPermission } from './permissionStandings';

/**
 * Where the browser permission stands: known from the first render once start-up has asked
 * (`readPermissionStandings`), else `null` while asking; then granted, denied or prompt, following later changes (the
 * person answers the browser's question, or allows it in the settings). Without the Permissions API, notifications
 * read `Notification.permission`, and the location counts as granted (the browser asks when it is used).
 * No permission named: granted.
 */
export function usePermissionState(name: WatchedPermission | undefined): PermissionStanding | null {
  const [standing, setStanding] = useState<PermissionStanding | null>(() => (name ? knownPermissionStanding(name) : null));
  useEffect(() => {
    if (!name) return undefined;
    let status: PermissionStatus | null = null;
    let cancelled = false;
    const update = () => setStanding(status?.state ?? null);
    void queryPermission(name).then((answer) => {
      if (cancelled) return;
      if (!answer) {
        setStanding(standingWithoutQuery(name));
        return;
      }
      status = answer;
      update();
      answer.addEventListener('change', update);
    });
    return () => {
      cancelled = true;
      status?.removeEventListener('change', update);
    };
  }, [name]);
  return name ? standing : 'granted';
}
