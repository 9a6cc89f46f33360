/** Calendar dates as the API writes them: `YYYY-MM-DD`, in the server's local time. */

const pad = (value: number) => String(value).padStart(2, '0');

/** The local calendar date of `moment`, e.g. `2026-11-22`. */
export function localDate(moment: Date): string {
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

/** The local date and time of `moment` as `YYYY-MM-DDTHH:MM`, comparable as text with a job's start. */
export function localDateTime(moment: Date): string {
  return `${localDate(moment)}T${pad(moment.getHours())}:${pad(moment.getMinutes())}`;
}

/** `date` moved by `days` (negative goes back). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return localDate(new Date(year, month - 1, day + days));
}

/** A moment in UTC-offset format, as download timestamps are written (section 9): `2026-11-22T10:05:00+00:00`. */
export function utcOffsetTimestamp(moment: Date): string {
  return moment.toISOString().replace(/\.\d{3}Z$/, '+00:00');
}
