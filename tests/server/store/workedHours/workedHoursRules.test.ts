// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { approvedHoursOf, hoursOf, workedMinutesOf } from '../../../../server/store/workedHours/workedHoursRules';

const quarter = { roundingMinutes: 15, minimumCallHours: 0 };

describe("the company's rounding of worked hours", () => {
  it('rounds to the nearest quarter of an hour, a half up', () => {
    expect(approvedHoursOf(7 * 60 + 52, quarter)).toBe(7.75);
    expect(approvedHoursOf(7 * 60 + 53, quarter)).toBe(8);
    expect(approvedHoursOf(7 * 60 + 37, quarter)).toBe(7.5);
    expect(approvedHoursOf(7 * 60 + 38, quarter)).toBe(7.75);
    expect(approvedHoursOf(480, quarter)).toBe(8);
    expect(approvedHoursOf(7, quarter)).toBe(0);
  });

  it('keeps the minutes at a step of 1 and rounds to other steps', () => {
    expect(approvedHoursOf(7 * 60 + 52, { roundingMinutes: 1, minimumCallHours: 0 })).toBe(7.87);
    expect(approvedHoursOf(7 * 60 + 52, { roundingMinutes: 30, minimumCallHours: 0 })).toBe(8);
    expect(approvedHoursOf(7 * 60 + 44, { roundingMinutes: 30, minimumCallHours: 0 })).toBe(7.5);
  });

  it('pays at least the minimum call', () => {
    expect(approvedHoursOf(95, { roundingMinutes: 15, minimumCallHours: 4 })).toBe(4);
    expect(approvedHoursOf(5 * 60 + 10, { roundingMinutes: 15, minimumCallHours: 4 })).toBe(5.25);
  });
});

describe('worked minutes', () => {
  it('are start to end less the breaks, never below zero', () => {
    const start = new Date('2026-11-22T08:00:00Z');
    expect(workedMinutesOf(start, new Date('2026-11-22T16:10:00Z'), 30)).toBe(460);
    expect(workedMinutesOf(start, new Date('2026-11-22T08:10:00Z'), 30)).toBe(0);
    expect(hoursOf(460)).toBe(7.67);
  });
});
