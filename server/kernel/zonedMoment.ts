/**
 * The moment a wall-clock date and time happen in an IANA time zone ("2026-11-29", "08:00", "Europe/Amsterdam" →
 * 07:00 UTC), from the zone's rules in Intl (no table of our own). A time the clocks skip when they go forward (02:30
 * on a spring night) is read with the offset before the change, as calendar apps do; a time they pass twice in autumn
 * is the first of the two.
 */
export function zonedMoment(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const asIfUtc = Date.UTC(year, month - 1, day, hour, minute);
  // The zone's offsets three hours either side of the wall time read as UTC; the earlier one first (autumn's first pass).
  for (const probe of [asIfUtc - 3_600_000 * 3, asIfUtc + 3_600_000 * 3]) {
    const moment = asIfUtc - offsetAt(probe, timeZone);
    if (wallTimeOf(moment, timeZone) === asIfUtc) return new Date(moment);
  }
  // Skipped in spring: the offset before the change.
  return new Date(asIfUtc - offsetAt(asIfUtc - 3_600_000 * 3, timeZone));
}

const wallClocks = new Map<string, Intl.DateTimeFormat>();

/** The wall time in `timeZone` at `moment`, as the milliseconds of the same fields in UTC. */
function wallTimeOf(moment: number, timeZone: string): number {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
    });
    wallClocks.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(moment).map((part) => [part.type, Number(part.value)]));
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
}

/** The zone's offset from UTC at `moment`, in milliseconds (Amsterdam in winter: 3,600,000). */
function offsetAt(moment: number, timeZone: string): number {
  return wallTimeOf(moment, timeZone) - moment;
}

/** Whether Intl knows `timeZone` (an IANA name such as Europe/Amsterdam). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone });
    return true;
  } catch {
    return false;
  }
}
