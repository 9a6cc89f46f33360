import { now } from '../../kernel/clock';
import { addDays } from '../../kernel/isoDates';
import { drawSignaturePng } from '../../files/drawSignaturePng';
import type { DomainSeed } from './DomainSeed';
import {
  crewPositions, demoCrewChecks, demoCrewChiefs, demoCrewRatings, demoCrewSheets, demoLiveLocations, demoSecurityChecks,
} from './crewsDemo';

/**
 * Crews on site for the demo tenant: their venues' coordinates, crew chiefs (`crew_chief:<crew>`), delivery notes and crew chief sheets in each
 * state, security checks per date and shift (`security_check:<crew>:<day>:<shift>`), check-ins and check-outs on past
 * jobs (`crew_check:<login>:<crew>:<day>:<kind>`), live positions shared minutes before the first start, and ratings
 * of work on past crews (in the projects part's `crew_member_ratings`, when it has rating types).
 */
export const crewsSeed: DomainSeed = async (tx, ids, today) => {
  const at = (day: number, time: string) => `${addDays(today, day)}T${time}:00`;
  for (const c of demoCrewChiefs) {
    await tx.query('INSERT INTO crew_chiefs (crew_id, person_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
      [ids.get('crew', c.crew), ids.get('person', c.login)]);
  }
  for (const [crew, [latitude, longitude]] of Object.entries(crewPositions)) {
    await tx.query('UPDATE locations l SET latitude = $2, longitude = $3 FROM crews c WHERE c.id = $1 AND l.id = c.location_id',
      [ids.get('crew', crew), latitude, longitude]);
  }
  for (const s of demoCrewSheets) {
    await tx.query(
      `INSERT INTO crew_sheets (crew_id, kind, released_at, signed_at, signed_by_name, signature, sent_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [ids.get('crew', s.crew), s.kind, at(s.releasedDay, '18:00'), s.signed ? at(s.signed.day, '19:30') : null,
        s.signed?.by ?? null, s.signed ? drawSignaturePng(s.signed.by) : null, s.signed?.sent ? at(s.signed.day, '19:45') : null],
    );
  }
  for (const s of demoSecurityChecks) {
    const signed = 'signed' in s ? s.signed : null;
    await ids.insert('security_check', `${s.crew}:${s.day}:${s.shift}`,
      `INSERT INTO security_checks (crew_id, form_name, check_date, shift, answers, filled_by, signed_at, signed_by_name,
         signature, sent_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
      [ids.get('crew', s.crew), s.form, addDays(today, s.day), s.shift, JSON.stringify(s.answers),
        s.filledBy ? ids.get('person', s.filledBy) : null, signed ? at(signed.day, '20:00') : null, signed?.by ?? null,
        signed ? drawSignaturePng(signed.by) : null, signed && 'sent' in s && s.sent ? at(signed.day, '20:10') : null]);
  }
  for (const c of demoCrewChecks) {
    const [latitude, longitude] = crewPositions[c.crew]!;
    const signedBy = 'signedBy' in c ? c.signedBy : null;
    for (const [kind, time] of [['checkIn', c.times[0]], ['checkOut', c.times[1]]] as const) {
      await ids.insert('crew_check', `${c.login}:${c.crew}:${c.day}:${kind}`,
        `INSERT INTO crew_checks (crew_id, person_id, kind, checked_at, latitude, longitude, signed_at, signed_by_name, signature)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
        [ids.get('crew', c.crew), ids.get('person', c.login), kind, at(c.day, time), latitude, longitude,
          signedBy ? at(c.day, '19:50') : null, signedBy, signedBy ? drawSignaturePng(signedBy) : null]);
    }
  }
  for (const l of demoLiveLocations) {
    const [latitude, longitude] = crewPositions[l.crew]!;
    await tx.query(
      `INSERT INTO live_locations (crew_id, person_id, latitude, longitude, accuracy, recorded_at)
       VALUES ($1, $2, $3, $4, $5, $7::timestamptz - make_interval(mins => $6::int))`,
      [ids.get('crew', l.crew), ids.get('person', l.login), latitude + l.offset[0], longitude + l.offset[1], l.accuracy, l.minutesAgo, now().toISOString()],
    );
  }
  await seedCrewRatings(tx, ids, today);
};

/** Ratings tied to the crew items of past crews; rating types are looked up, so none are seeded without them. */
const seedCrewRatings: DomainSeed = async (tx, ids, today) => {
  const types = await tx.query<{ id: number }>('SELECT id FROM crew_rating_types WHERE tenant_id = $1 ORDER BY id LIMIT 3',
    [ids.get('tenant', 'moyo')]);
  for (const r of demoCrewRatings) {
    const item = await tx.query<{ id: number; end_date: string }>(
      'SELECT id, end_date::text AS end_date FROM crew_items WHERE crew_id = $1 AND person_id = $2 ORDER BY start_date LIMIT 1',
      [ids.get('crew', r.crew), ids.get('person', r.login)]);
    const crewItem = item.rows[0];
    if (!crewItem || crewItem.end_date >= today) continue;
    for (const [index, type] of types.rows.entries()) {
      await tx.query(
        `INSERT INTO crew_member_ratings (person_id, rating_type_id, score, comment, crew_item_id, rated_by_person_id, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7::date + time '21:00')`,
        [ids.get('person', r.login), type.id, r.scores[index] ?? 4, index === 0 ? r.comment : null, crewItem.id,
          ids.get('person', r.rater), crewItem.end_date]);
    }
  }
};
