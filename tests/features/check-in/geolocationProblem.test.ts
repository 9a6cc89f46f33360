import { describe, expect, it } from 'vitest';
import { devicePositionOf, problemOf } from '../../../src/features/check-in/geolocationProblem';
import { nextCheckKind } from '../../../src/features/check-in/nextCheckKind';

describe('geolocation errors', () => {
  it('maps a denied permission to refused and the rest to no fix', () => {
    expect(problemOf({ code: 1 })).toBe('refused');
    expect(problemOf({ code: 2 })).toBe('noFix');
    expect(problemOf({ code: 3 })).toBe('noFix');
  });

  it('keeps a browser position with the moment it was taken', () => {
    const position = { coords: { latitude: 52.1, longitude: 4.3, accuracy: 12 }, timestamp: Date.UTC(2026, 10, 22, 10, 5) } as GeolocationPosition;
    expect(devicePositionOf(position)).toEqual({ latitude: 52.1, longitude: 4.3, accuracy: 12, recordedAt: '2026-11-22T10:05:00.000Z' });
  });
});

describe('the next check', () => {
  it('is a check-out while checked in, a check-in otherwise', () => {
    expect(nextCheckKind('notCheckedIn', [])).toBe('checkIn');
    expect(nextCheckKind('checkedIn', [])).toBe('checkOut');
    expect(nextCheckKind('checkedOut', [])).toBe('checkIn');
  });

  it('counts checks still waiting to be sent', () => {
    expect(nextCheckKind('notCheckedIn', [{ kind: 'checkIn' }])).toBe('checkOut');
    expect(nextCheckKind('checkedIn', [{ kind: 'checkOut' }])).toBe('checkIn');
  });
});
