/**
 * The server's "now". Real time, except in test mode (`NODE_ENV=test`), where `CREW_CLOCK` may pin it to one moment
 * (`2026-11-30T23:59:00Z`): the end-to-end suite runs the server and the browsers on the same fixed clock, so a check
 * about "today" or "this month" means the same on every day, at midnight and on the last day of a month. The variable
 * is read once, at start, and ignored outside test mode, so a production server can never be set back.
 */
const pinned = pinnedMoment(process.env);

/** The moment `CREW_CLOCK` pins in test mode, or null for real time; a value that is not a moment stops the start. */
export function pinnedMoment(env: NodeJS.ProcessEnv): number | null {
  const value = env.CREW_CLOCK;
  if (env.NODE_ENV !== 'test' || !value) return null;
  const moment = Date.parse(value);
  if (Number.isNaN(moment)) throw new Error(`CREW_CLOCK is not a moment: ${value} (write it as 2026-11-30T23:59:00Z)`);
  return moment;
}

/** Now, as the server counts it. */
export function now(): Date {
  return pinned === null ? new Date() : new Date(pinned);
}
