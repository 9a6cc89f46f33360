import { dayParts } from './dayParts';
/** A day as `YYYY-MM-DD`, read in local time (FullCalendar hands out local midnights). */
export function isoDay(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** The `YYYY-MM-DD` part of a date value (`2026-11-12`, `2026-11-12T08:00:00` or `12.11.2026`); null when it has none. */
export function toIsoDay(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (match) return match[0];
  // Some payloads carry days as DD.MM.YYYY (a to-do's due date, section 3).
  const dotted = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value.trim());
  return dotted ? `${dotted[3]}-${dotted[2]}-${dotted[1]}` : null;
}

/** Adds whole days to a `YYYY-MM-DD` day, in UTC so that no clock change can skip or repeat a day. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = dayParts(day);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}
