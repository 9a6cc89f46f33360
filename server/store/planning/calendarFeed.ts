import ical from 'ical-generator';
import type { Queryable } from '../../kernel/database';
import { isKnownTimeZone } from '../../kernel/zonedMoment';
import { addCalendarRow, jobRows, type CalendarRow } from './jobEvents';

/** A person's jobs (not cancelled), blocked dates and absences, as feed events. */
const feedEvents = `${jobRows}
  WHERE ci.person_id = $1 AND ci.status <> 'cancelled'
  UNION ALL
  SELECT 'blockDate-' || b.id, 'Blocked: ' || b.reason, b.start_date::text, coalesce(b.end_date, b.start_date)::text,
    NULL, NULL, NULL, NULL
  FROM block_dates b WHERE b.person_id = $1
  UNION ALL
  SELECT 'absence-' || a.id, CASE a.kind WHEN 'vacationPaid' THEN 'Vacation' WHEN 'vacationUnpaid' THEN 'Unpaid vacation'
      WHEN 'sickDay' THEN 'Sick day' ELSE 'Absence' END, a.start_date::text, a.end_date::text, NULL, NULL, NULL, a.reason
  FROM absences a WHERE a.person_id = $1
  ORDER BY 3, 1`;

/** The time zone a person's job hours are read in: their own (persons.time_zone), Amsterdam's if it is not one Intl knows. */
export async function timeZoneOf(db: Queryable, personId: number): Promise<string> {
  const zone = (await db.query<{ time_zone: string }>('SELECT time_zone FROM persons WHERE id = $1', [personId])).rows[0]?.time_zone;
  return zone && isKnownTimeZone(zone) ? zone : 'Europe/Amsterdam';
}

/** The calendar's producer, the same in the feed and in a single job's file. */
export const calendarProducer = { company: 'Moyo Crew', product: 'Crew app', language: 'EN' };

/**
 * The person's calendar as an iCalendar (RFC 5545) feed: jobs as `addCalendarRow` writes them (hours in UTC from the
 * person's time zone), blocked dates and absences as all-day events. Calendar apps are asked to poll hourly.
 */
export async function calendarFeed(db: Queryable, person: { id: number; name: string }, host: string, now: Date): Promise<string> {
  const rows = (await db.query<CalendarRow>(feedEvents, [person.id])).rows;
  const timeZone = await timeZoneOf(db, person.id);
  const calendar = ical({ name: `Crew – ${person.name}`, prodId: calendarProducer, ttl: 3600 });
  for (const row of rows) addCalendarRow(calendar, row, timeZone, host, now);
  return calendar.toString();
}
