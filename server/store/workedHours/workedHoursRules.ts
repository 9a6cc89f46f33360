/** The company's rules for the hours it pays (`company_settings`). */
export interface HoursRules {
  /** Worked hours are rounded to the nearest multiple of this many minutes (a half rounds up); 1 keeps the minutes. */
  roundingMinutes: number;
  /** A day is paid at least this many hours (a minimum call); 0 for none. */
  minimumCallHours: number;
}

/** Minutes from start to end less the break, never below zero. */
export function workedMinutesOf(startedAt: Date, endedAt: Date, breakMinutes: number): number {
  return Math.max(0, Math.round((endedAt.getTime() - startedAt.getTime()) / 60_000) - breakMinutes);
}

/** Hours to two decimals, as payroll items hold them. */
export const hoursOf = (minutes: number): number => Math.round((minutes / 60) * 100) / 100;

/**
 * The hours paid for `minutes` worked: rounded to the nearest `roundingMinutes` (7:52 → 7:45 and 7:53 → 8:00 at 15),
 * then at least the minimum call.
 */
export function approvedHoursOf(minutes: number, rules: HoursRules): number {
  const step = Math.max(1, Math.round(rules.roundingMinutes));
  const rounded = Math.floor(minutes / step + 0.5) * step;
  return Math.max(hoursOf(rounded), rules.minimumCallHours);
}
