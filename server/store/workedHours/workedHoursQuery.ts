import type { WorkedHours, WorkedHoursState } from '../../../src/ground/contract';
import { localDate, localDateTime } from '../../kernel/isoDates';
import { companySettingOf } from '../companySettingOf';
import { hoursOf, workedMinutesOf } from './workedHoursRules';

/** A planned day's end as a local timestamp: its date and end time, the next day when the span passes midnight. */
const plannedEnd = `(d.day + ci.end_time::time
  + CASE WHEN ci.end_time::time <= ci.start_time::time THEN interval '1 day' ELSE interval '0 minutes' END)`;

/** Every day of every crew item, with what was recorded on it if anything. */
const everyDay = `FROM crew_items ci
    CROSS JOIN LATERAL generate_series(ci.start_date::timestamp, ci.end_date::timestamp, interval '1 day') AS d(day)
    LEFT JOIN worked_hours w ON w.crew_item_id = ci.id AND w.work_date = d.day::date`;

/** Only the days with a record: read from the records (the office's lists over a whole tenant). */
const recordedDays = `FROM worked_hours w JOIN crew_items ci ON ci.id = w.crew_item_id
    CROSS JOIN LATERAL (SELECT w.work_date::timestamp AS day) AS d`;

/**
 * The days of confirmed (or changed) crew items with their person, each beside what was worked on it (`worked_hours`),
 * up to today ($1, the local date) or later when something was recorded; $2 is the local now, for the missing
 * check-out flag. `recordedOnly` keeps the days with a record (the office's lists). Filter on the outer alias `hours`.
 */
export function workedHoursRows(recordedOnly: boolean): string {
  return `
  SELECT * FROM (
    SELECT w.id, ci.id AS crew_item_id, c.id AS crew_id, c.name AS crew_name, p.number AS project_number,
      p.name AS project_name, p.tenant_id, pe.id AS person_id, pe.first_name, pe.last_name, ci.function,
      d.day::date::text AS work_date, ci.start_time, ci.end_time,
      (mod((extract(epoch FROM ci.end_time::time) - extract(epoch FROM ci.start_time::time))::numeric + 86400, 86400) / 3600)::float8
        AS planned_hours,
      w.started_at, w.ended_at, COALESCE(w.break_minutes, 0) AS break_minutes, w.entered_reason, w.confirmed_at,
      cb.id AS confirmed_by_id, cb.first_name AS confirmed_by_first_name, cb.last_name AS confirmed_by_last_name,
      w.corrected_hours::float8 AS corrected_hours, w.correction_reason, w.approved_at, w.approved_hours::float8 AS approved_hours,
      w.payroll_item_id,
      (w.id IS NOT NULL AND w.ended_at IS NULL
        AND ${plannedEnd} + make_interval(mins => ${companySettingOf('check_out_margin_minutes', '60')}) < $2::timestamp) AS missing_check_out
    ${recordedOnly ? recordedDays : everyDay}
    JOIN crews c ON c.id = ci.crew_id JOIN projects p ON p.id = c.project_id JOIN persons pe ON pe.id = ci.person_id
    LEFT JOIN persons cb ON cb.id = w.confirmed_by
    WHERE ci.status IN ('confirmed', 'changed') AND (d.day::date <= $1::date OR w.id IS NOT NULL)
  ) AS hours`;
}

/** The first two parameters of `workedHoursRows`: the local date and local time of `now`. */
export const clockParams = (now: Date): [string, string] => [localDate(now), localDateTime(now)];

/** One row of `workedHoursRows`. */
export interface WorkedHoursRow {
  id: number | null; crew_item_id: number; crew_id: number; crew_name: string; project_number: string; project_name: string;
  tenant_id: number; person_id: number; first_name: string; last_name: string; function: string; work_date: string;
  start_time: string; end_time: string; planned_hours: number; started_at: Date | null; ended_at: Date | null;
  break_minutes: number; entered_reason: string | null; confirmed_at: Date | null; confirmed_by_id: number | null;
  confirmed_by_first_name: string | null; confirmed_by_last_name: string | null; corrected_hours: number | null;
  correction_reason: string | null; approved_at: Date | null; approved_hours: number | null; payroll_item_id: number | null;
  missing_check_out: boolean;
}

const iso = (moment: Date | null) => (moment ? new Date(moment).toISOString() : null);

function stateOf(row: WorkedHoursRow): WorkedHoursState {
  if (row.id === null) return 'notWorked';
  if (row.approved_at) return 'approved';
  if (row.confirmed_at) return 'confirmed';
  return row.ended_at ? 'toConfirm' : 'checkedIn';
}

/** The answer for one row. */
export function workedHoursOf(row: WorkedHoursRow): WorkedHours {
  const worked = row.started_at && row.ended_at
    ? hoursOf(workedMinutesOf(new Date(row.started_at), new Date(row.ended_at), row.break_minutes)) : null;
  return {
    id: row.id, crewItemId: row.crew_item_id, crew: { id: row.crew_id, name: row.crew_name },
    project: { number: row.project_number, name: row.project_name },
    person: { id: row.person_id, firstName: row.first_name, lastName: row.last_name },
    function: row.function, workDate: row.work_date, plannedStartTime: row.start_time, plannedEndTime: row.end_time,
    plannedHours: Math.round(row.planned_hours * 100) / 100, startedAt: iso(row.started_at), endedAt: iso(row.ended_at),
    breakMinutes: row.break_minutes, workedHours: worked, entered: row.entered_reason !== null, enteredReason: row.entered_reason,
    state: stateOf(row), missingCheckOut: row.missing_check_out, confirmedAt: iso(row.confirmed_at),
    confirmedBy: row.confirmed_by_id === null ? null
      : { id: row.confirmed_by_id, firstName: row.confirmed_by_first_name ?? '', lastName: row.confirmed_by_last_name ?? '' },
    correctedHours: row.corrected_hours, correctionReason: row.correction_reason, approvedAt: iso(row.approved_at),
    approvedHours: row.approved_hours, payrollItemId: row.payroll_item_id,
  };
}
