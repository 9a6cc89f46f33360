import type { OwnCrew } from './ownCrewJobs';

/**
 * The phone's position fixes carry the suite's moment. The browser stamps a fix with the real time, which Playwright's
 * clock does not reach; the app sends that stamp as `recordedAt` when it shares the position, and the server refuses
 * a moment after its own (the suite's) now. On a real phone both come from the one device clock: so here too.
 */
export function fixesOnSuiteClock(): void {
  const geolocation = navigator.geolocation;
  const restamp = (position: GeolocationPosition) => ({ coords: position.coords, timestamp: Date.now() }) as GeolocationPosition;
  const getCurrentPosition = geolocation.getCurrentPosition.bind(geolocation);
  const watchPosition = geolocation.watchPosition.bind(geolocation);
  geolocation.getCurrentPosition = (success, error, options) => getCurrentPosition((position) => success(restamp(position)), error, options);
  geolocation.watchPosition = (success, error, options) => watchPosition((position) => success(restamp(position)), error, options);
}

/** About 55 m north of a crew's venue: inside the check-in radius (checked to be at least 100 m). */
export const nearVenue = (crew: OwnCrew) => ({ latitude: crew.location.latitude! + 0.0005, longitude: crew.location.longitude!, accuracy: 12 });

/** About 5.6 km north of a crew's venue: far outside the check-in radius. */
export const farFromVenue = (crew: OwnCrew) => ({ latitude: crew.location.latitude! + 0.05, longitude: crew.location.longitude!, accuracy: 12 });
