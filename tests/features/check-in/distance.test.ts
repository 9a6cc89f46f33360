import { describe, expect, it } from 'vitest';
import { distanceMeters, distanceParts, isWithinRadius } from '../../../src/features/check-in/distance';

const rai = { latitude: 52.34132, longitude: 4.88837 };

describe('distance to the venue', () => {
  it('is zero at the venue and the same both ways', () => {
    expect(distanceMeters(rai, rai)).toBe(0);
    const dam = { latitude: 52.37308, longitude: 4.89245 };
    expect(distanceMeters(rai, dam)).toBeCloseTo(distanceMeters(dam, rai), 6);
  });

  it('measures known distances within half a percent', () => {
    // One thousandth of a degree of latitude is about 111 m everywhere.
    expect(distanceMeters(rai, { ...rai, latitude: rai.latitude + 0.001 })).toBeCloseTo(111.2, 0);
    // Paris to London (city centres): 343.5 km on the sphere.
    const paris = { latitude: 48.8566, longitude: 2.3522 };
    const london = { latitude: 51.5074, longitude: -0.1278 };
    expect(distanceMeters(paris, london) / 1000).toBeCloseTo(343.5, 0);
    // Antipodes: half the earth's circumference.
    expect(distanceMeters({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 }) / 1000).toBeCloseTo(20_015, 0);
  });

  it('counts the radius itself as within', () => {
    expect(isWithinRadius(250, 250)).toBe(true);
    expect(isWithinRadius(250.5, 250)).toBe(false);
  });

  it('reads as whole metres, tens of metres, then kilometres', () => {
    expect(distanceParts(7.6)).toEqual({ value: 8, unit: 'm' });
    expect(distanceParts(243)).toEqual({ value: 240, unit: 'm' });
    expect(distanceParts(996)).toEqual({ value: 1, unit: 'km' });
    expect(distanceParts(2345)).toEqual({ value: 2.3, unit: 'km' });
  });
});
