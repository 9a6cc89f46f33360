import ical from 'ical-generator';
import { personIdOf, type SessionContext } from '../../kernel/route';
import { addCalendarRow, jobRows, type CalendarRow } from './jobEvents';
import { calendarProducer, timeZoneOf } from './calendarFeed';

/**
 * One of the caller's jobs as an iCalendar file to add to a phone's calendar: the same events the feed writes for it
 * (same UID, so a calendar that also follows the feed sees one job, not two). Null when the job is not the caller's.
 */
export async function jobCalendar(ctx: SessionContext, id: number): Promise<string | null> {
  const personId = personIdOf(ctx);
  const row = (await ctx.db.query<CalendarRow>(`${jobRows} WHERE ci.person_id = $1 AND ci.id = $2`, [personId, id])).rows[0];
  if (!row) return null;
  const calendar = ical({ prodId: calendarProducer });
  addCalendarRow(calendar, row, await timeZoneOf(ctx.db, personId), ctx.request.hostname, ctx.now);
  return calendar.toString();
}
