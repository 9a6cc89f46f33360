/** A point on the earth in WGS 84 degrees. */
export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** The mean earth radius in metres (IUGG), which the haversine formula takes for a sphere. */
const earthRadiusMeters = 6_371_008.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * The great-circle distance between two points in metres (haversine; within 0.5 % of the ellipsoid). Shared by the
 * check-in page (which shows it) and the server (which refuses a check-in outside the company's radius).
 */
export function distanceMeters(from: Coordinates, to: Coordinates): number {
  const dLatitude = radians(to.latitude - from.latitude);
  const dLongitude = radians(to.longitude - from.longitude);
  const a = Math.sin(dLatitude / 2) ** 2
    + Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLongitude / 2) ** 2;
  return 2 * earthRadiusMeters * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Whether a distance to the venue counts as on site for a radius in metres. */
export function isWithinRadius(distance: number, radiusMeters: number): boolean {
  return distance <= radiusMeters;
}
