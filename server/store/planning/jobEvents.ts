import type { ICalCalendar } from 'ical-generator';
import { addDays } from '../../kernel/isoDates';
import { zonedMoment } from '../../kernel/zonedMoment';

/** One job, blocked date or absence as the calendar reads it (times `HH:MM`, null for an all-day event). */
export interface CalendarRow {
  uid: string; summary: string; start_date: string; end_date: string; start_time: string | null; end_time: string | null;
  location: string | null; description: string | null;
}

/** A person's crew items as calendar rows: project and function as the summary, the status when not confirmed. */
export const jobRows = `
  SELECT 'job-' || ci.id AS uid, p.name || ' – ' || ci.function || CASE ci.status WHEN 'confirmed' THEN '' ELSE ' (' || ci.status || ')' END AS summary,
    ci.start_date::text AS start_date, ci.end_date::text AS end_date, ci.start_time, ci.end_time,
    nullif(concat_ws(', ', l.name, l.address, l.city), '') AS location, ci.remarks AS description
  FROM crew_items ci JOIN crews c ON c.id = ci.crew_id JOIN projects p ON p.id = c.project_id
  LEFT JOIN locations l ON l.id = c.location_id`;

/** A local date and clock time as a Date whose local fields are those (all-day events, written as dates). */
const localMoment = (date: string, time: string) => new Date(`${date}T${time}:00`);

/** Every date from `from` to `to`, both included. */
function datesOf(from: string, to: string): string[] {
  const dates = [from];
  while (dates[dates.length - 1]! < to) dates.push(addDays(dates[dates.length - 1]!, 1));
  return dates;
}

/**
 * Adds one row to a calendar, the same way for the feed and for a single job's file. With hours: one event per working
 * day, the hours read in `timeZone` and written in UTC (`…Z`), so a phone in another zone shows them at the right
 * moment (a shift that ends at or before its start time ends the next morning). Without: an all-day event (DTEND
 * exclusive).
 */
export function addCalendarRow(calendar: ICalCalendar, row: CalendarRow, timeZone: string, host: string, now: Date): void {
  const common = { stamp: now, summary: row.summary, location: row.location, description: row.description };
  if (row.start_time === null || row.end_time === null) {
    calendar.createEvent({
      ...common, id: `${row.uid}@${host}`, allDay: true,
      start: localMoment(row.start_date, '00:00'), end: localMoment(addDays(row.end_date, 1), '00:00'),
    });
    return;
  }
  const days = datesOf(row.start_date, row.end_date);
  for (const date of days) {
    const endDate = row.end_time <= row.start_time ? addDays(date, 1) : date;
    calendar.createEvent({
      ...common, id: days.length === 1 ? `${row.uid}@${host}` : `${row.uid}-${date}@${host}`,
      start: zonedMoment(date, row.start_time, timeZone), end: zonedMoment(endDate, row.end_time, timeZone),
    });
  }
}
