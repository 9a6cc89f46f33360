import ical from 'ical-generator';
import type { Queryable } from '../../kernel/database';
import { addDays } from '../../kernel/isoDates';

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

/** A local date and clock time as a Date whose local fields are those (the feed writes them as floating times). */
const localMoment = (date: string, time: string) => new Date(`${date}T${time}:00`);

/** Every date from `from` to `to`, both included. */
function datesOf(from: string, to: string): string[] {
  const dates = [from];
  while (dates[dates.length - 1]! < to) dates.push(addDays(dates[dates.length - 1]!, 1));
  return dates;
}

/**
 * The person's calendar as an iCalendar (RFC 5545) feed. A job is one event per working day with its hours as
 * floating local times (a shift that ends at or before its start time ends the next morning); blocked dates and
 * absences are all-day events (DTEND exclusive). Calendar apps are asked to poll hourly.
 */
export async function calendarFeed(db: Queryable, person: { id: number; name: string }, host: string, now: Date): Promise<string> {
  const rows = (await db.query<FeedRow>(feedEvents, [person.id])).rows;
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
        ...common, id: days.length === 1 ? `${row.uid}@${host}` : `${row.uid}-${date}@${host}`, floating: true,
        start: localMoment(date, row.start_time), end: localMoment(endDate, row.end_time),
      });
    }
  }
  return calendar.toString();
}
