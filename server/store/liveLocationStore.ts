import type { LiveLocation, LiveLocationRequest } from '../../src/ground/contract';
import { pageOf, type Page, type Paging } from '../kernel/paging';
import type { SessionContext } from '../kernel/route';
import { conflict } from '../kernel/HttpError';
import { onSiteInCrew, readableCrew } from './crewAccessStore';
import { assertNearVenue, recordCheckInHours } from './workedHours/checkInHours';

/** How far back a shared position still counts as live. */
export const liveWindowHours = 12;

interface LocationRow {
  person_id: number; first_name: string; last_name: string; latitude: number; longitude: number; accuracy: number;
  recorded_at: Date;
}

const locationOf = (row: LocationRow): LiveLocation => ({
  person: { id: row.person_id, firstName: row.first_name, lastName: row.last_name },
  latitude: row.latitude,
  longitude: row.longitude,
  accuracy: row.accuracy,
  recordedAt: new Date(row.recorded_at).toISOString(),
});

/** The latest position of each crew member who shared one in the last 12 hours, by name. */
export async function listLiveLocations(ctx: SessionContext, crewId: number, paging: Paging): Promise<Page<LiveLocation>> {
  await readableCrew(ctx, crewId);
  const since = new Date(ctx.now.getTime() - liveWindowHours * 3_600_000).toISOString();
  const page = await pageOf<LocationRow>(
    ctx.db,
    `SELECT * FROM (
       SELECT DISTINCT ON (ll.person_id) ll.person_id, pe.first_name, pe.last_name, ll.latitude, ll.longitude, ll.accuracy,
         ll.recorded_at
       FROM live_locations ll JOIN persons pe ON pe.id = ll.person_id
       WHERE ll.crew_id = $1 AND ll.recorded_at >= $2
       ORDER BY ll.person_id, ll.recorded_at DESC, ll.id DESC
     ) AS latest ORDER BY last_name, first_name, person_id`,
    [crewId, since],
    paging,
  );
  return { items: page.items.map(locationOf), total: page.total };
}

/**
 * A crew member (or its chief) shares their position with the crew. Shared as a check-in or check-out, it also
 * records the crew check at that time and place, in the same transaction: a check-in needs no open check-in and a
 * place within the company's check-in radius of the venue, a check-out needs one. The check also counts in the day's
 * worked hours (`workedHours/checkInHours.ts`).
 */
export async function shareLiveLocation(ctx: SessionContext, crewId: number, body: LiveLocationRequest): Promise<LiveLocation> {
  const member = await onSiteInCrew(ctx, crewId);
  return ctx.db.transaction(async (tx) => {
    let check: LiveLocation['check'];
    if (body.check) {
      const latest = await tx.query<{ kind: string }>(
        'SELECT kind FROM crew_checks WHERE crew_id = $1 AND person_id = $2 ORDER BY checked_at DESC, id DESC LIMIT 1 FOR UPDATE',
        [crewId, member.personId],
      );
      const checkedIn = latest.rows[0]?.kind === 'checkIn';
      if (body.check === 'checkIn' && checkedIn) throw conflict('You are already checked in on this crew');
      if (body.check === 'checkOut' && !checkedIn) throw conflict('You are not checked in on this crew');
      if (body.check === 'checkIn') await assertNearVenue(tx, crewId, body);
      const inserted = await tx.query<{ id: number; checked_at: Date }>(
        `INSERT INTO crew_checks (crew_id, person_id, kind, checked_at, latitude, longitude) VALUES ($1, $2, $3, $4, $5, $6)
         RETURNING id, checked_at`,
        [crewId, member.personId, body.check, body.recordedAt, body.latitude, body.longitude],
      );
      const row = inserted.rows[0]!;
      await recordCheckInHours(tx, { crewId, personId: member.personId, kind: body.check, at: new Date(row.checked_at).toISOString() });
      check = { id: row.id, kind: body.check, checkedAt: new Date(row.checked_at).toISOString() };
    }
    const result = await tx.query<LocationRow>(
      `WITH inserted AS (
         INSERT INTO live_locations (crew_id, person_id, latitude, longitude, accuracy, recorded_at)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING *
       )
       SELECT i.person_id, pe.first_name, pe.last_name, i.latitude, i.longitude, i.accuracy, i.recorded_at
       FROM inserted i JOIN persons pe ON pe.id = i.person_id`,
      [crewId, member.personId, body.latitude, body.longitude, body.accuracy, body.recordedAt],
    );
    return check ? { ...locationOf(result.rows[0]!), check } : locationOf(result.rows[0]!);
  });
}
