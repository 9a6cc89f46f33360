// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isKnownTimeZone, zonedMoment } from '../../../server/kernel/zonedMoment';

const utc = (date: string, time: string, zone: string) => zonedMoment(date, time, zone).toISOString();

describe('zonedMoment', () => {
  it('reads a wall time in the zone, in winter and in summer', () => {
    expect(utc('2026-11-29', '08:00', 'Europe/Amsterdam')).toBe('2026-11-29T07:00:00.000Z');
    expect(utc('2026-07-01', '08:00', 'Europe/Amsterdam')).toBe('2026-07-01T06:00:00.000Z');
    expect(utc('2026-07-01', '08:00', 'Europe/London')).toBe('2026-07-01T07:00:00.000Z');
    expect(utc('2026-11-29', '23:30', 'Europe/London')).toBe('2026-11-29T23:30:00.000Z');
    expect(utc('2026-11-29', '00:15', 'America/New_York')).toBe('2026-11-29T05:15:00.000Z');
  });

  it('reads a time the clocks skip with the offset before, and a time passed twice as the first pass', () => {
    // Amsterdam, 29 March 2026: 02:00 becomes 03:00.
    expect(utc('2026-03-29', '02:30', 'Europe/Amsterdam')).toBe('2026-03-29T01:30:00.000Z');
    // Amsterdam, 25 October 2026: 03:00 becomes 02:00, so 02:30 happens at 00:30 and at 01:30 UTC.
    expect(utc('2026-10-25', '02:30', 'Europe/Amsterdam')).toBe('2026-10-25T00:30:00.000Z');
  });

  it('knows the IANA names and refuses others', () => {
    expect(isKnownTimeZone('Europe/Amsterdam')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false);
  });
});
