import { useEffect, useRef, useState } from 'react';
import { callEndpoint } from '../../api/fetchSource';
import type { DevicePosition } from './geolocationProblem';

/** How often a shared position goes to the crew. */
export const shareIntervalMs = 60_000;

/**
 * While `enabled`, shares the latest position with the crew at once and then every minute, only while the page is
 * visible (a hidden tab skips a turn); stops when disabled or unmounted. Answers when a position last went out and
 * whether the last attempt failed.
 */
export function useLocationSharing(crewId: number, enabled: boolean, position: DevicePosition | null) {
  const latest = useRef(position);
  useEffect(() => {
    latest.current = position;
  }, [position]);
  const [lastSharedAt, setLastSharedAt] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const hasPosition = position !== null;

  useEffect(() => {
    if (!enabled || !hasPosition) return undefined;
    let stopped = false;
    const share = async () => {
      const current = latest.current;
      if (!current || document.visibilityState !== 'visible') return;
      try {
        await callEndpoint({ method: 'POST', endpoint: '/projectCrews/{{ $crewId }}/liveLocations' }, { $crewId: crewId }, { ...current });
        if (!stopped) {
          setLastSharedAt(new Date().toISOString());
          setFailed(false);
        }
      } catch {
        if (!stopped) setFailed(true);
      }
    };
    void share();
    const timer = window.setInterval(() => void share(), shareIntervalMs);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [crewId, enabled, hasPosition]);

  return { lastSharedAt, failed };
}
