import { distanceMeters } from '../../../src/ground/distanceMeters';
import type { Queryable } from '../../kernel/database';
import { conflict } from '../../kernel/HttpError';
import { localDate } from '../../kernel/isoDates';
import { companySettingOf } from '../companySettingOf';

/** A distance as the refusal says it: whole metres below a kilometre, else kilometres with one decimal. */
const spoken = (meters: number) => (meters < 1000 ? `${Math.round(meters)} m` : `${(Math.round(meters / 100) / 10).toFixed(1)} km`);

/**
 * Refuses (409) a check-in farther from the crew's venue than the company's check-in radius, saying both distances.
 * A venue without coordinates refuses nothing: there is nothing to measure against.
 */
export async function assertNearVenue(tx: Queryable, crewId: number, position: { latitude: number; longitude: number }): Promise<void> {
  const found = await tx.query<{ latitude: number | null; longitude: number | null; radius: number }>(
    `SELECT l.latitude, l.longitude, ${companySettingOf('check_in_radius_meters', '250')} AS radius
     FROM crews c JOIN projects p ON p.id = c.project_id LEFT JOIN locations l ON l.id = c.location_id WHERE c.id = $1`,
    [crewId]);
  const venue = found.rows[0];
  if (!venue || venue.latitude === null || venue.longitude === null) return;
  const distance = distanceMeters(position, { latitude: venue.latitude, longitude: venue.longitude });
  if (distance > venue.radius) {
    throw conflict(`You are ${spoken(distance)} from the location: a check-in counts within ${spoken(venue.radius)} of it`);
  }
}

/**
 * Records a check in the worked hours of the person's crew item on that day (the first confirmed or changed item of
 * theirs on the crew that covers the check's local date). A check-in starts the day, or — after a check-out that
 * day — ends a break (the gap is added to the breaks); a check-out ends it. Days already confirmed stay as they are,
 * and a check on a day without a crew item of theirs records no hours.
 */
export async function recordCheckInHours(
  tx: Queryable, check: { crewId: number; personId: number; kind: 'checkIn' | 'checkOut'; at: string },
): Promise<void> {
  if (check.kind === 'checkOut') {
    await tx.query(
      `UPDATE worked_hours SET ended_at = $3 WHERE id = (
         SELECT w.id FROM worked_hours w JOIN crew_items ci ON ci.id = w.crew_item_id
         WHERE ci.crew_id = $1 AND w.person_id = $2 AND w.ended_at IS NULL AND w.confirmed_at IS NULL AND w.started_at < $3
         ORDER BY w.started_at DESC LIMIT 1)`,
      [check.crewId, check.personId, check.at]);
    return;
  }
  const day = localDate(new Date(check.at));
  const item = await tx.query<{ id: number }>(
    `SELECT id FROM crew_items WHERE crew_id = $1 AND person_id = $2 AND status IN ('confirmed', 'changed')
       AND $3::date BETWEEN start_date AND end_date ORDER BY start_time, id LIMIT 1`,
    [check.crewId, check.personId, day]);
  const crewItemId = item.rows[0]?.id;
  if (crewItemId === undefined) return;
  await tx.query(
    `INSERT INTO worked_hours (crew_item_id, person_id, work_date, started_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (crew_item_id, work_date) DO UPDATE
       SET break_minutes = worked_hours.break_minutes
           + GREATEST(0, round(extract(epoch FROM (EXCLUDED.started_at - worked_hours.ended_at)) / 60))::int,
         ended_at = NULL
       WHERE worked_hours.ended_at IS NOT NULL AND worked_hours.confirmed_at IS NULL AND worked_hours.ended_at <= EXCLUDED.started_at`,
    [crewItemId, check.personId, day, check.at]);
}
