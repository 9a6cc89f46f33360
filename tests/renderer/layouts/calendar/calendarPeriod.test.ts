import { describe, expect, it } from 'vitest';
import { monthOf, periodOf, shiftAnchor, weekStart } from '../../../../src/renderer/layouts/calendar/calendarPeriod';

describe('calendarPeriod', () => {
  it('finds the Monday of a week, from any day of it', () => {
    expect(weekStart('2026-11-22')).toBe('2026-11-16');
    expect(weekStart('2026-11-16')).toBe('2026-11-16');
    expect(weekStart('2027-01-01')).toBe('2026-12-28');
  });

  it('finds the first and last day of a month, February of a leap year too', () => {
    expect(monthOf('2026-11-22')).toEqual({ first: '2026-11-01', last: '2026-11-30' });
    expect(monthOf('2028-02-10')).toEqual({ first: '2028-02-01', last: '2028-02-29' });
    expect(monthOf('2026-12-31')).toEqual({ first: '2026-12-01', last: '2026-12-31' });
  });

  it('draws a month from the Monday before its first day to the Sunday after its last, in whole weeks', () => {
    const november = periodOf('month', '2026-11-22');
    expect(november).toMatchObject({ from: '2026-10-26', to: '2026-12-06', month: { first: '2026-11-01', last: '2026-11-30' } });
    expect(november.weeks).toHaveLength(6);
    expect(november.weeks.map((week) => week.length)).toEqual([7, 7, 7, 7, 7, 7]);
    expect(november.weeks[0]![0]).toBe('2026-10-26');
    expect(november.weeks.at(-1)!.at(-1)).toBe('2026-12-06');
    // February 2027 starts on a Monday and ends on a Sunday: four weeks exactly.
    expect(periodOf('month', '2027-02-14')).toMatchObject({ from: '2027-02-01', to: '2027-02-28' });
    expect(periodOf('month', '2027-02-14').weeks).toHaveLength(4);
  });

  it('draws a week from Monday to Sunday, and lists a month from its first day to its last', () => {
    expect(periodOf('week', '2026-11-12')).toMatchObject({ from: '2026-11-09', to: '2026-11-15' });
    expect(periodOf('week', '2026-11-12').weeks).toEqual([
      ['2026-11-09', '2026-11-10', '2026-11-11', '2026-11-12', '2026-11-13', '2026-11-14', '2026-11-15'],
    ]);
    expect(periodOf('list', '2026-11-12')).toEqual({
      from: '2026-11-01', to: '2026-11-30', weeks: [], month: { first: '2026-11-01', last: '2026-11-30' },
    });
  });

  it('moves a week or a month on and back, across the turn of the year', () => {
    expect(shiftAnchor('week', '2026-12-29', 1)).toBe('2027-01-05');
    expect(shiftAnchor('week', '2026-11-12', -1)).toBe('2026-11-05');
    expect(shiftAnchor('month', '2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftAnchor('month', '2027-01-31', -1)).toBe('2026-12-01');
    expect(shiftAnchor('list', '2026-03-31', -1)).toBe('2026-02-01');
  });
});
