import dayjs from 'dayjs';
import type { FormatContext } from '../../../ground/screenLanguage/formatValue';
import { dayParts } from './dayParts';

/** A `YYYY-MM-DD` day as a local noon, so that no time zone moves it to another day. */
function noonOf(day: string): Date {
  const [year, month, date] = dayParts(day);
  return new Date(year, month - 1, date, 12);
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** Writes a day with Intl, or with dayjs's `written` format for a language the browser's Intl does not know. */
function write(day: string, format: FormatContext, options: Intl.DateTimeFormatOptions, written: string): string {
  if (format.dayjsLocale) return dayjs(noonOf(day)).locale(format.dayjsLocale).format(written);
  const locale = format.locale;
  const key = `${locale}|${JSON.stringify(options)}`;
  let intl = formats.get(key);
  if (!intl) formats.set(key, (intl = new Intl.DateTimeFormat(locale, options)));
  return intl.format(noonOf(day));
}

/** A day in full, as a screen reader says a day button: "Tuesday, 24 November 2026". */
export function fullDayName(day: string, format: FormatContext): string {
  return write(day, format, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }, 'dddd D MMMM YYYY');
}

/** A month with its year, the month view's title: "November 2026". */
export function monthTitle(day: string, format: FormatContext): string {
  return write(day, format, { month: 'long', year: 'numeric' }, 'MMMM YYYY');
}

/** The days of a week, the week view's title: "23 – 29 Nov 2026". */
export function weekTitle(from: string, to: string, format: FormatContext): string {
  if (format.dayjsLocale) {
    const locale = format.dayjsLocale;
    return `${dayjs(noonOf(from)).locale(locale).format('D MMM')} – ${dayjs(noonOf(to)).locale(locale).format('D MMM YYYY')}`;
  }
  const intl = new Intl.DateTimeFormat(format.locale, { day: 'numeric', month: 'short', year: 'numeric' });
  return intl.formatRange(noonOf(from), noonOf(to));
}

/** The short and long names of the days of a week that starts on `monday`, as the grid's column heads. */
export function weekdayNames(monday: string, format: FormatContext): { short: string; long: string }[] {
  return Array.from({ length: 7 }, (_, index) => {
    const day = dayjs(noonOf(monday)).add(index, 'day').format('YYYY-MM-DD');
    return {
      short: write(day, format, { weekday: 'short' }, 'ddd'),
      long: write(day, format, { weekday: 'long' }, 'dddd'),
    };
  });
}
