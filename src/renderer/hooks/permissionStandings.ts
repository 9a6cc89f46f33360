/** The browser permissions a section may warn about (check-in and check-out need the location, pre-call the notifications). */
export type WatchedPermission = 'geolocation' | 'notifications';

/** Where a browser permission stands: `prompt` not asked yet (the browser will ask), `denied` refused (only the settings can allow it). */
export type PermissionStanding = 'granted' | 'denied' | 'prompt';

const watched: readonly WatchedPermission[] = ['geolocation', 'notifications'];
/** The browser's live answers (a `PermissionStatus` follows later changes itself). */
const statuses = new Map<WatchedPermission, PermissionStatus>();

/**
 * Where the permission stands without the Permissions API: notifications read `Notification.permission`, and the
 * location counts as granted (the browser asks when it is used).
 */
export function standingWithoutQuery(name: WatchedPermission): PermissionStanding {
  if (name === 'notifications' && typeof Notification !== 'undefined') {
    return Notification.permission === 'default' ? 'prompt' : Notification.permission;
  }
  return 'granted';
}

/** Whether the browser has the Permissions API. */
function hasPermissionsApi(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.permissions?.query === 'function';
}

/** The browser's live status of the permission, or null without the API (or when it refuses to say). */
export async function queryPermission(name: WatchedPermission): Promise<PermissionStatus | null> {
  if (!hasPermissionsApi()) return null;
  try {
    const status = await navigator.permissions.query({ name });
    statuses.set(name, status);
    return status;
  } catch {
    return null;
  }
}

/**
 * Asks the browser where the watched permissions stand, at start-up beside the tenant and the texts (the answers take
 * a few milliseconds): the first screen then draws its permission warnings in its first frame, with the rest of it,
 * rather than a frame or two later.
 */
export async function readPermissionStandings(): Promise<void> {
  await Promise.all(watched.map(queryPermission));
}

/**
 * Where the permission stands now, when that is known without waiting: always without the Permissions API, else once
 * `readPermissionStandings` (or a screen before) has asked; null until then.
 */
export function knownPermissionStanding(name: WatchedPermission): PermissionStanding | null {
  if (!hasPermissionsApi()) return standingWithoutQuery(name);
  return statuses.get(name)?.state ?? null;
}
