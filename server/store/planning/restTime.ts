/**
 * The rest-time rule (issue 37): between the end of one job of a person and the start of the next, the company's
 * minimum rest (11 hours by default, as the EU working-time directive asks). Below it a planner is warned when
 * requesting the person; it is not refused — the planner may know better (a short night job, a crew member's wish).
 * Days and clock times are read as the venue's local time, as crew items keep them.
 */

/** A job's days and clock times, as a crew item keeps them (`HH:MM`). */
export interface Shift { startDate: string; endDate: string; startTime: string; endTime: string }

/** Another job of the person, with what it is (project and function) for the planner to read. */
export interface OtherShift extends Shift { what: string }

/** Rest shorter than the minimum next to the job being planned: before it (after `what` ends) or after it. */
export interface ShortRest { what: string; side: 'before' | 'after'; hours: number }

const minutesOfDay = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const minutesOfDate = (date: string) => Date.parse(`${date}T00:00:00Z`) / 60_000;

/** Where a shift starts and ends in minutes on one clock; an end not after its start runs into the next day (a night). */
export function spanOf(shift: Shift): { start: number; end: number } {
  const start = minutesOfDate(shift.startDate) + minutesOfDay(shift.startTime);
  const end = minutesOfDate(shift.endDate) + minutesOfDay(shift.endTime);
  return { start, end: end > start ? end : end + 24 * 60 };
}

/**
 * The other jobs that leave less than `minimumHours` of rest before or after `job` (hours rounded down to a half
 * hour), the shortest first. Jobs that overlap `job` are not rest but a double booking, told elsewhere.
 */
export function shortRests(job: Shift, others: readonly OtherShift[], minimumHours: number): ShortRest[] {
  const planned = spanOf(job);
  const found: ShortRest[] = [];
  for (const other of others) {
    const span = spanOf(other);
    const side = span.end <= planned.start ? 'before' : span.start >= planned.end ? 'after' : null;
    if (side === null) continue;
    const minutes = side === 'before' ? planned.start - span.end : span.start - planned.end;
    if (minutes < minimumHours * 60) found.push({ what: other.what, side, hours: Math.floor(minutes / 30) / 2 });
  }
  return found.sort((a, b) => a.hours - b.hours || a.what.localeCompare(b.what, 'en'));
}
