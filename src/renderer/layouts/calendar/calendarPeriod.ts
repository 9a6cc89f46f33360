import { addDays } from './calendarDays';
import { dayParts } from './dayParts';

/** The views a calendar screen may offer (`calendar.views`). */
export type CalendarView = 'month' | 'week' | 'list';

/** The days a view shows around a day: the first and last (`YYYY-MM-DD`, inclusive), and the weeks it draws. */
export interface CalendarPeriod {
  from: string;
  to: string;
  /** Monday-first weeks of seven days (month: every week that holds a day of the month; week: one; list: none). */
  weeks: string[][];
  /** The first and last day of the month the period belongs to (the list shows the month; the grid dims the rest). */
  month: { first: string; last: string };
}

/** 0 for Monday … 6 for Sunday, read in UTC like addDays. */
function weekdayIndex(day: string): number {
  const [year, month, date] = dayParts(day);
  return (new Date(Date.UTC(year, month - 1, date)).getUTCDay() + 6) % 7;
}

/** The Monday on or before a day. */
export function weekStart(day: string): string {
  return addDays(day, -weekdayIndex(day));
}

/** The first and last day of a day's month. */
export function monthOf(day: string): { first: string; last: string } {
  const first = `${day.slice(0, 8)}01`;
  const next = `${addDays(first, 31).slice(0, 8)}01`;
  return { first, last: addDays(next, -1) };
}

function weeksFrom(from: string, to: string): string[][] {
  const weeks: string[][] = [];
  for (let monday = from; monday <= to; monday = addDays(monday, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, index) => addDays(monday, index)));
  }
  return weeks;
}

/** What a view shows around `anchor`: a month grid from Monday to Sunday, one week, or the month as a list. */
export function periodOf(view: CalendarView, anchor: string): CalendarPeriod {
  const month = monthOf(anchor);
  if (view === 'week') {
    const from = weekStart(anchor);
    const to = addDays(from, 6);
    return { from, to, weeks: weeksFrom(from, to), month };
  }
  if (view === 'list') return { from: month.first, to: month.last, weeks: [], month };
  const from = weekStart(month.first);
  const to = addDays(weekStart(month.last), 6);
  return { from, to, weeks: weeksFrom(from, to), month };
}

/** The anchor one period on (`step` 1) or back (-1): a week for the week view, else a month (kept on its 1st). */
export function shiftAnchor(view: CalendarView, anchor: string, step: 1 | -1): string {
  if (view === 'week') return addDays(anchor, 7 * step);
  const { first } = monthOf(anchor);
  return step === 1 ? addDays(monthOf(first).last, 1) : monthOf(addDays(first, -1)).first;
}
