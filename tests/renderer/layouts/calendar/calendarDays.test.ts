import { describe, expect, it } from 'vitest';
import { addDays, toIsoDay } from '../../../../src/renderer/layouts/calendar/calendarDays';

describe('calendar days', () => {
  it('reads ISO days, moments and DD.MM.YYYY days; refuses the rest', () => {
    expect(toIsoDay('2026-11-12')).toBe('2026-11-12');
    expect(toIsoDay('2026-11-12T08:00:00Z')).toBe('2026-11-12');
    expect(toIsoDay('24.11.2026')).toBe('2026-11-24');
    expect(toIsoDay('4.11.2026')).toBeNull();
    expect(toIsoDay('next week')).toBeNull();
    expect(toIsoDay(20261112)).toBeNull();
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
