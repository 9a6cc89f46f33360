/** Why there is no usable position: the user refused the permission, the device has no fix (yet), or no geolocation at all. */
export type GeolocationProblem = 'refused' | 'noFix' | 'unsupported';

/** A position as the device took it. */
export interface DevicePosition {
  latitude: number;
  longitude: number;
  /** Metres (the radius of 95 % confidence the browser gives). */
  accuracy: number;
  /** ISO moment the position was taken. */
  recordedAt: string;
}

/** `GeolocationPositionError.PERMISSION_DENIED`; the other codes (unavailable, timeout) mean no fix. */
const permissionDenied = 1;

/** The problem a geolocation error stands for: refused for a denied permission, otherwise no fix (unavailable or timeout). */
export function problemOf(error: { code: number }): GeolocationProblem {
  return error.code === permissionDenied ? 'refused' : 'noFix';
}

/** A browser position as our record. */
export function devicePositionOf(position: GeolocationPosition): DevicePosition {
  return {
    latitude: position.coords.latitude,
    longitude: position.coords.longitude,
    accuracy: position.coords.accuracy,
    recordedAt: new Date(position.timestamp).toISOString(),
  };
}
