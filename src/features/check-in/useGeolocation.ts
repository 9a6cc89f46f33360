import { useCallback, useEffect, useState } from 'react';
import { devicePositionOf, problemOf, type DevicePosition, type GeolocationProblem } from './geolocationProblem';

/** The device's position as the check-in page follows it. */
export interface GeolocationState {
  /** The browser's permission state, `unknown` without the Permissions API. */
  permission: PermissionState | 'unknown';
  /** The latest fix, kept while a later attempt times out. */
  position: DevicePosition | null;
  problem: GeolocationProblem | null;
  /** Starts watching again (after the user changed the permission, or to ask again). */
  retry: () => void;
}

/** High accuracy for check-ins; a fix up to 10 s old is fine; no fix within 20 s counts as `noFix` (and watching goes on). */
const watchOptions: PositionOptions = { enableHighAccuracy: true, maximumAge: 10_000, timeout: 20_000 };

/**
 * Follows the device's position while mounted (asking for the permission when the browser has not decided yet),
 * with the permission state and why there is no position when there is none.
 */
export function useGeolocation(): GeolocationState {
  const [permission, setPermission] = useState<GeolocationState['permission']>('unknown');
  const [position, setPosition] = useState<DevicePosition | null>(null);
  const [problem, setProblem] = useState<GeolocationProblem | null>(null);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((value) => value + 1), []);

  useEffect(() => {
    let status: PermissionStatus | null = null;
    let cancelled = false;
    const update = () => {
      if (!status) return;
      setPermission(status.state);
      // Granted in the browser's settings while the page is open: watch again at once.
      if (status.state === 'granted') setAttempt((value) => value + 1);
    };
    navigator.permissions?.query({ name: 'geolocation' }).then((answer) => {
      if (cancelled) return;
      status = answer;
      setPermission(answer.state);
      answer.addEventListener('change', update);
    }, () => undefined);
    return () => {
      cancelled = true;
      status?.removeEventListener('change', update);
    };
  }, []);

  useEffect(() => {
    if (!('geolocation' in navigator)) {
      setProblem('unsupported');
      return undefined;
    }
    setProblem(null);
    const watch = navigator.geolocation.watchPosition(
      (next) => {
        setPosition(devicePositionOf(next));
        setProblem(null);
      },
      (error) => {
        const next = problemOf(error);
        if (next === 'refused') setPosition(null);
        setProblem(next);
      },
      watchOptions,
    );
    return () => navigator.geolocation.clearWatch(watch);
  }, [attempt]);

  return { permission, position, problem, retry };
}
