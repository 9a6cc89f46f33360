export { distanceMeters, isWithinRadius, type Coordinates } from '../../ground/distanceMeters';

/** A distance as a person reads it: whole metres below 100, tens of metres below a kilometre, else kilometres with one decimal. */
export function distanceParts(meters: number): { value: number; unit: 'm' | 'km' } {
  if (meters < 100) return { value: Math.round(meters), unit: 'm' };
  if (meters < 995) return { value: Math.round(meters / 10) * 10, unit: 'm' };
  return { value: Math.round(meters / 100) / 10, unit: 'km' };
}
