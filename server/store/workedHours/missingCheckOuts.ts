import type { Queryable } from '../../kernel/database';
import { localDateTime } from '../../kernel/isoDates';
import { companySettingOf } from '../companySettingOf';

/**
 * Claims the pushes of missing check-outs due at `now` and writes them to the push outbox, in one statement: every
 * day checked in but not out whose planned end (server local time, past midnight on the next day) plus the company's
 * `check_out_margin_minutes` has passed. Marking the day `check_out_reminded_at` sends each once, whichever server
 * process claims it first. Answers how many were claimed.
 */
export async function claimMissingCheckOuts(db: Queryable, now: Date): Promise<number> {
  const result = await db.query<{ id: number }>(
    `WITH due AS (
       UPDATE worked_hours w SET check_out_reminded_at = $2
       FROM crew_items ci JOIN crews c ON c.id = ci.crew_id JOIN projects p ON p.id = c.project_id
       WHERE ci.id = w.crew_item_id AND w.ended_at IS NULL AND w.check_out_reminded_at IS NULL
         AND w.work_date + ci.end_time::time
           + CASE WHEN ci.end_time::time <= ci.start_time::time THEN interval '1 day' ELSE interval '0 minutes' END
           + make_interval(mins => ${companySettingOf('check_out_margin_minutes', '60')}) < $1::timestamp
       RETURNING w.id, w.person_id, p.tenant_id
     )
     INSERT INTO push_messages (tenant_id, person_id, kind, subject_id, created_at)
     SELECT tenant_id, person_id, 'missingCheckOut', id, $2 FROM due RETURNING id`,
    [localDateTime(now), now.toISOString()],
  );
  return result.rows.length;
}
