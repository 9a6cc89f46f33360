/**
 * The end-to-end suite's clock. The server (CREW_CLOCK) and every browser page (Playwright's clock) share one fixed
 * moment, so "today" and "this month" mean the same to both for the whole run, whatever the day or hour it starts.
 */

/** The time zone of the server and of every browser page in the suite. */
export const e2eTimeZone = 'UTC';

/** The suite's moment as ISO text: `E2E_CLOCK` when set (checked), else now to the minute. */
export function suiteClock(pinned: string | undefined): string {
  const moment = pinned ? Date.parse(pinned) : Math.floor(Date.now() / 60_000) * 60_000;
  if (Number.isNaN(moment)) throw new Error(`E2E_CLOCK is not a moment: ${pinned} (write it as 2026-11-30T23:59:00Z)`);
  return new Date(moment).toISOString();
}

/** The calendar day of an ISO moment in the suite's time zone (UTC), `YYYY-MM-DD`. */
export function dayOf(moment: string): string {
  return new Date(moment).toISOString().slice(0, 10);
}

/** `YYYY-MM-DD` plus `days` (negative goes back). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
