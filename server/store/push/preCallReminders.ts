import type { Queryable } from '../../kernel/database';
import { localDate, localDateTime } from '../../kernel/isoDates';

/** The pre-call time when a position's company and the tenant's own company set none: two hours before the start. */
export const defaultPreCallMinutes = 120;

/**
 * Claims the pre-call reminders due at `now` and writes them to the push outbox, in one statement: every confirmed
 * (or changed) position with a person who has a push subscription, starting after `now` and within its company's
 * pre-call time (`company_settings.pre_call_reminder_minutes` of the project's company, else of the tenant's own
 * company, else `defaultPreCallMinutes`). A reminder is claimed by inserting its row (position, start) into
 * `pre_call_reminders`, so it is sent once, whichever of several server processes claims it first; a position moved
 * to another start gets a reminder for the new one. Times are the server's local time, as a job's start is.
 * Answers how many were claimed.
 */
export async function claimPreCallReminders(db: Queryable, now: Date): Promise<number> {
  const result = await db.query<{ id: string }>(
    `WITH due AS (
       INSERT INTO pre_call_reminders (crew_item_id, starts_at, claimed_at)
       SELECT ci.id, ci.start_date + ci.start_time::time, $3
       FROM crew_items ci JOIN crews c ON c.id = ci.crew_id JOIN projects p ON p.id = c.project_id
       WHERE ci.start_date BETWEEN $1::date AND $1::date + 1
         AND ci.person_id IS NOT NULL AND ci.status IN ('confirmed', 'changed')
         AND ci.start_date + ci.start_time::time > $2::timestamp
         AND ci.start_date + ci.start_time::time - make_interval(mins => COALESCE(
           (SELECT s.pre_call_reminder_minutes FROM company_settings s WHERE s.company_id = p.company_id),
           (SELECT s.pre_call_reminder_minutes FROM company_settings s JOIN companies co ON co.id = s.company_id
            WHERE co.tenant_id = p.tenant_id AND co.own ORDER BY co.id LIMIT 1),
           $4::int)) <= $2::timestamp
         AND EXISTS (SELECT 1 FROM users u JOIN push_subscriptions s ON s.user_id = u.id
           WHERE u.person_id = ci.person_id AND u.tenant_id = p.tenant_id)
       ON CONFLICT DO NOTHING
       RETURNING crew_item_id
     )
     INSERT INTO push_messages (tenant_id, person_id, kind, subject_id, created_at)
     SELECT p.tenant_id, ci.person_id, 'preCall', ci.id, $3
     FROM due JOIN crew_items ci ON ci.id = due.crew_item_id JOIN crews c ON c.id = ci.crew_id JOIN projects p ON p.id = c.project_id
     RETURNING id`,
    [localDate(now), localDateTime(now), now.toISOString(), defaultPreCallMinutes],
  );
  return result.rows.length;
}

/**
 * Forgets the claims of reminders whose job started more than a day before `now`: such a start is never due again (a
 * reminder is claimed only before its start), so the table keeps about two days of reminders.
 */
export async function forgetPastReminders(db: Queryable, now: Date): Promise<void> {
  await db.query("DELETE FROM pre_call_reminders WHERE starts_at < $1::timestamp - interval '1 day'", [localDateTime(now)]);
}
