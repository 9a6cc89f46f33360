/** A point on the earth in WGS 84 degrees. */
export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** The mean earth radius in metres (IUGG), which the haversine formula takes for a sphere. */
const earthRadiusMeters = 6_371_008.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points in metres (haversine; within 0.5 % of the ellipsoid). */
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

/** A distance as a person reads it: whole metres below 100, tens of metres below a kilometre, else kilometres with one decimal. */
export function distanceParts(meters: number): { value: number; unit: 'm' | 'km' } {
  if (meters < 100) return { value: Math.round(meters), unit: 'm' };
  if (meters < 995) return { value: Math.round(meters / 10) * 10, unit: 'm' };
  return { value: Math.round(meters / 100) / 10, unit: 'km' };
}
