import type { DayPart } from '../../../src/ground/contract';
import type { Shift } from './restTime';

/** Days a person marked available, as the table keeps them (one day without an end). */
export interface MarkedDays { startDate: string; endDate: string | null; part: DayPart }

/** The hours of each part of a day, from and to (`HH:MM`, the evening to midnight). */
export const dayPartHours: Record<DayPart, { from: string; to: string }> = {
  wholeDay: { from: '00:00', to: '24:00' },
  morning: { from: '06:00', to: '12:00' },
  afternoon: { from: '12:00', to: '18:00' },
  evening: { from: '18:00', to: '24:00' },
};

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** True when the part meets the job's hours on a day: a job into the night meets the evening and the whole day. */
function partMeets(part: DayPart, job: Shift): boolean {
  const { from, to } = dayPartHours[part];
  const end = job.endTime > job.startTime ? job.endTime : '24:00';
  return job.startTime < to && from < end;
}

/**
 * True when the person marked every day of the job available, each for a part of the day that meets the job's hours
 * (the whole day, or the morning, afternoon or evening its hours fall in). Availability is an offer, not a promise
 * of every hour: a part that meets the job counts.
 */
export function markedAvailable(job: Shift, marked: readonly MarkedDays[]): boolean {
  for (let day = job.startDate; day <= job.endDate; day = nextDay(day)) {
    const covered = marked.some((entry) =>
      entry.startDate <= day && (entry.endDate ?? entry.startDate) >= day && partMeets(entry.part, job));
    if (!covered) return false;
  }
  return true;
}
