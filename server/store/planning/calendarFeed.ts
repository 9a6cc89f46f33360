import ical from 'ical-generator';
import type { Queryable } from '../../kernel/database';
import { addDays } from '../../kernel/isoDates';
import { isKnownTimeZone, zonedMoment } from '../../kernel/zonedMoment';

interface FeedRow {
  uid: string; summary: string; start_date: string; end_date: string; start_time: string | null; end_time: string | null;
  location: string | null; description: string | null;
}

/** A person's jobs (not cancelled), blocked dates and absences, as feed events. */
const feedEvents = `
  SELECT 'job-' || ci.id AS uid, p.name || ' – ' || ci.function || CASE ci.status WHEN 'confirmed' THEN '' ELSE ' (' || ci.status || ')' END AS summary,
    ci.start_date::text AS start_date, ci.end_date::text AS end_date, ci.start_time, ci.end_time,
    nullif(concat_ws(', ', l.name, l.address, l.city), '') AS location, ci.remarks AS description
  FROM crew_items ci JOIN crews c ON c.id = ci.crew_id JOIN projects p ON p.id = c.project_id
  LEFT JOIN locations l ON l.id = c.location_id
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

/** A local date and clock time as a Date whose local fields are those (all-day events, written as dates). */
const localMoment = (date: string, time: string) => new Date(`${date}T${time}:00`);

/** The time zone a person's job hours are read in: their own (persons.time_zone), Amsterdam's if it is not one Intl knows. */
async function timeZoneOf(db: Queryable, personId: number): Promise<string> {
  const zone = (await db.query<{ time_zone: string }>('SELECT time_zone FROM persons WHERE id = $1', [personId])).rows[0]?.time_zone;
  return zone && isKnownTimeZone(zone) ? zone : 'Europe/Amsterdam';
}

/** Every date from `from` to `to`, both included. */
function datesOf(from: string, to: string): string[] {
  const dates = [from];
  while (dates[dates.length - 1]! < to) dates.push(addDays(dates[dates.length - 1]!, 1));
  return dates;
}

/**
 * The person's calendar as an iCalendar (RFC 5545) feed. A job is one event per working day, its hours read in the
 * person's time zone and written in UTC (`…Z`), so a phone in another zone shows them at the right moment rather than
 * at the same clock time (a shift that ends at or before its start time ends the next morning); blocked dates and
 * absences are all-day events (DTEND exclusive). Calendar apps are asked to poll hourly.
 */
export async function calendarFeed(db: Queryable, person: { id: number; name: string }, host: string, now: Date): Promise<string> {
  const rows = (await db.query<FeedRow>(feedEvents, [person.id])).rows;
  const timeZone = await timeZoneOf(db, person.id);
  const calendar = ical({
    name: `Crew – ${person.name}`, prodId: { company: 'Moyo Crew', product: 'Crew app', language: 'EN' }, ttl: 3600,
  });
  for (const row of rows) {
    const common = { stamp: now, summary: row.summary, location: row.location, description: row.description };
    if (row.start_time === null || row.end_time === null) {
      calendar.createEvent({
        ...common, id: `${row.uid}@${host}`, allDay: true,
        start: localMoment(row.start_date, '00:00'), end: localMoment(addDays(row.end_date, 1), '00:00'),
      });
      continue;
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
  return calendar.toString();
}
