import dayjs from 'dayjs';

/** How a picked day is shown in a date field, in the person's language: "Tue, 1 Dec 2026", "di, 1 dec 2026". */
export const shownDateFormat = 'ddd, D MMM YYYY';

/** A day typed in figures: the contract's `2026-12-01`, or day-month-year with any usual separator (`1.12.2026`). */
const isoFigures = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const dayFirstFigures = /^(\d{1,2})[-./ ](\d{1,2})[-./ ](\d{4})$/;

/** The contract's `YYYY-MM-DD` of a year, month (1–12) and day, or null when that day does not exist. */
function isoDay(year: string, month: number, day: string): string | null {
  const iso = `${year}-${String(month).padStart(2, '0')}-${day.padStart(2, '0')}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso) ? iso : null;
}

/** A month's name as typed, compared without case, accents or a closing dot ("déc." and "Dec" alike). */
const comparable = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').replace(/\.$/, '').toLowerCase();

/** The month (0–11) a name stands for in the locale, full or short; -1 when none. */
function monthOf(name: string, locale: string): number {
  const typed = comparable(name);
  for (let month = 0; month < 12; month += 1) {
    const first = dayjs(new Date(2026, month, 1)).locale(locale);
    if (typed === comparable(first.format('MMMM')) || typed === comparable(first.format('MMM'))) return month;
  }
  return -1;
}

/** "Tue, 1 Dec 2026", "1. Dezember 2026", "1 déc. 2026": an optional weekday, the day, the month's name, the year. */
const namedMonth = /^(?:[^\d,]+,\s*)?(\d{1,2})\.?\s+(\S+(?:\s\S+)?)\s+(\d{4})$/u;

/**
 * A day typed into a date field, as the contract's `YYYY-MM-DD`, or null while it is not (yet) a real day. Read in
 * the given dayjs locale (month names in the person's language, as shown or in full), strictly: "31-2-2026" is no
 * day, and a year must have four digits so that "1-12-20" is not taken for the year 20 while the person is typing.
 */
export function parseTypedDate(text: string, locale: string): string | null {
  const typed = text.trim().replace(/\s+/g, ' ');
  if (typed === '') return null;
  // Every group of these patterns takes part in a match: the empty defaults are never used.
  const iso = isoFigures.exec(typed);
  if (iso) {
    const [, year = '', month, day = ''] = iso;
    return isoDay(year, Number(month), day);
  }
  const dayFirst = dayFirstFigures.exec(typed);
  if (dayFirst) {
    const [, day = '', month, year = ''] = dayFirst;
    return isoDay(year, Number(month), day);
  }
  const named = namedMonth.exec(typed);
  if (!named) return null;
  const [, day = '', monthName = '', year = ''] = named;
  const month = monthOf(monthName, locale);
  return month < 0 ? null : isoDay(year, month + 1, day);
}
