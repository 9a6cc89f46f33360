import type { DomainSeed } from './DomainSeed';

/**
 * The worked hours of the demo's check-ins (crews part): each day a person checked in and out on a crew item of theirs
 * becomes that day's worked hours, confirmed by the crew's chief an hour after the check-out, and — where the office
 * already paid the day as a payroll item of that crew item and date (payrolls part) — approved as that item's hours.
 * So the festival and gala days read as the way from check-in to pay has gone, and the contracts' worked hours follow.
 */
export const workedHoursSeed: DomainSeed = async (tx) => {
  await tx.query(
    `INSERT INTO worked_hours (crew_item_id, person_id, work_date, started_at, ended_at, confirmed_at, confirmed_by)
     SELECT ci.id, i.person_id, i.checked_at::date, i.checked_at, o.checked_at, o.checked_at + interval '1 hour',
       (SELECT min(cc.person_id) FROM crew_chiefs cc WHERE cc.crew_id = i.crew_id)
     FROM crew_checks i
     JOIN crew_checks o ON o.crew_id = i.crew_id AND o.person_id = i.person_id AND o.kind = 'checkOut'
       AND o.checked_at::date = i.checked_at::date AND o.checked_at > i.checked_at
     JOIN crew_items ci ON ci.crew_id = i.crew_id AND ci.person_id = i.person_id AND ci.status IN ('confirmed', 'changed')
       AND i.checked_at::date BETWEEN ci.start_date AND ci.end_date
     WHERE i.kind = 'checkIn'
     ON CONFLICT (crew_item_id, work_date) DO NOTHING`);
  await tx.query(
    `UPDATE worked_hours w SET approved_at = w.confirmed_at + interval '1 day', approved_hours = pi.hours, payroll_item_id = pi.id
     FROM payroll_items pi WHERE pi.crew_item_id = w.crew_item_id AND pi.work_date = w.work_date`);
};
