import dayjs from 'dayjs';

/** What a formatter may need besides the value: the language and a translate function. */
export interface FormatContext {
  /** BCP 47 locale for Intl, e.g. `nl` or `de-AT`. Default `en`. */
  locale: string;
  /** Translates a key, filling its `{{placeholders}}` from `values` when given. */
  translate: (key: string, values?: Record<string, unknown>) => string;
  /** Reads another value of the record a template is filled from (for `dateRange:endDate`). */
  resolve?: (path: string) => unknown;
  /**
   * The (loaded) dayjs locale to write dates with when the browser's Intl has no data for the language (Chromium knows
   * no Welsh): its month and day names, in the same order of parts as the Intl formats.
   */
  dayjsLocale?: string;
}

type Formatter = (value: unknown, argument: string | undefined, context: FormatContext) => string;

function toDate(value: unknown): Date | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.toDate() : null;
}

/**
 * Intl formatters are costly to make (a list of a hundred dates would make a hundred) and cheap to reuse: one per
 * locale and options, kept for the session.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

/** A date formatter: Intl's, or dayjs's `written` format for a language Intl does not know. */
function dateFormatter(options: Intl.DateTimeFormatOptions, written: string): Formatter {
  return (value, _argument, { locale, dayjsLocale }) => {
    const date = toDate(value);
    if (!date) return String(value ?? '');
    return dayjsLocale ? dayjs(date).locale(dayjsLocale).format(written) : dateFormat(locale, options).format(date);
  };
}

/** How `date` writes a day: "Wed, 9 Jul 1986". */
const dayOptions: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' };
const dayWritten = 'ddd, D MMM YYYY';

/** How `shortDate` writes a day: "9 Jul". */
const shortDayOptions: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' };

/**
 * How dayjs writes a range of days, for a language Intl does not know, sharing out what the two days have in common
 * as Intl's `formatRange` does: one day alone (and the range's last day), both days when their years differ, and the
 * first day when they share the year or also the month.
 */
interface RangeWritten {
  day: string;
  otherYears: [first: string, last: string];
  sameYear: string;
  sameMonth: string;
}

const dayRangeWritten: RangeWritten = {
  day: dayWritten, otherYears: [dayWritten, dayWritten], sameYear: 'ddd, D MMM', sameMonth: 'ddd, D MMM',
};
const shortDayRangeWritten: RangeWritten = {
  day: 'D MMM', otherYears: ['D MMM YYYY', 'D MMM YYYY'], sameYear: 'D MMM', sameMonth: 'D',
};

/**
 * A formatter of a range of days, from the value to the day at the path its argument names: Intl's `formatRange`
 * (which writes what both days share once, in the language's order), or dayjs by `written`. One day when the last is
 * the same day, missing or before the first.
 */
function rangeFormatter(options: Intl.DateTimeFormatOptions, written: RangeWritten): Formatter {
  return (value, argument, context) => {
    const first = toDate(value);
    if (!first) return String(value ?? '');
    const last = argument && context.resolve ? toDate(context.resolve(argument)) : null;
    const range = last !== null && last > first && !dayjs(last).isSame(first, 'day');
    const { dayjsLocale } = context;
    if (dayjsLocale) {
      const write = (date: Date, pattern: string) => dayjs(date).locale(dayjsLocale).format(pattern);
      if (!range) return write(first, written.day);
      if (!dayjs(last).isSame(first, 'year')) return `${write(first, written.otherYears[0])} – ${write(last, written.otherYears[1])}`;
      const firstWritten = dayjs(last).isSame(first, 'month') ? written.sameMonth : written.sameYear;
      return `${write(first, firstWritten)} – ${write(last, written.day)}`;
    }
    const format = dateFormat(context.locale, options);
    return range ? format.formatRange(first, last) : format.format(first);
  };
}

/** Map search links by the user's map service setting (`mapService` of a person or company). */
/** Google's map search, the service `mapUrl` uses unless told another. */
const googleMapSearch = 'https://www.google.com/maps/search/?api=1&query=';
const mapSearchUrls: Record<string, string> = {
  google: googleMapSearch,
  apple: 'https://maps.apple.com/?q=',
  openStreetMap: 'https://www.openstreetmap.org/search?query=',
  osm: 'https://www.openstreetmap.org/search?query=',
  waze: 'https://waze.com/ul?q=',
};

/** A moment as ISO 8601 writes it, with its date and time: `2026-11-22T08:05:00.000Z`. */
const isoMoment = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A currency code: three capitals, as ISO 4217 writes it. */
const currencyCode = /^[A-Z]{3}$/;

/** The currency `money` writes: the code its argument is, or the code at the path it names; EUR without an argument. */
function currencyOf(argument: string | undefined, context: FormatContext): string | null {
  if (argument === undefined) return 'EUR';
  if (currencyCode.test(argument)) return argument;
  const named = context.resolve?.(argument);
  return typeof named === 'string' && currencyCode.test(named) ? named : null;
}

/** The formatters a template or a detail field may name: `{{ startDate | date }}`, `format: t:positionStatus`. */
export const formatters: Record<string, Formatter> = {
  date: dateFormatter(dayOptions, dayWritten),
  shortDate: dateFormatter(shortDayOptions, shortDayRangeWritten.day),
  /**
   * From this day to the day in the record's field named by the argument, as the language writes a range: what the
   * two days share is written once ("Sun, 22 – Tue, 24 Nov 2026"); one day when both are the same or the end is
   * missing.
   */
  dateRange: rangeFormatter(dayOptions, dayRangeWritten),
  /** `dateRange` in `shortDate`'s few words, for lists: "22–24 Nov", "30 Nov – 2 Dec"; the years once they differ. */
  shortDateRange: rangeFormatter(shortDayOptions, shortDayRangeWritten),
  dateTime: dateFormatter({ day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' }, 'D MMM YYYY, HH:mm'),
  /**
   * A clock time `HH:MM`: a time of day as it is (`09:30:00` → `09:30`), or the local time of a moment
   * (`2026-11-22T08:05:00Z` → `09:05` in Amsterdam), so a check-in's moment reads beside a planned start.
   */
  time: (value) => {
    if (typeof value !== 'string') return String(value ?? '');
    return isoMoment.test(value) ? dayjs(value).format('HH:mm') : value.slice(0, 5);
  },
  number: (value, _argument, { locale }) =>
    typeof value === 'number' ? numberFormat(locale).format(value) : String(value ?? ''),
  /** A fraction as a percentage in the person's language: 0.185 as `18.5%` (English), `18,5 %` (Dutch, French). */
  percent: (value, _argument, { locale }) =>
    typeof value === 'number' ? numberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(value) : String(value ?? ''),
  /**
   * An amount in a currency: the code given (`money:EUR`, the default), or the one in the record's field the argument
   * names (`money:currency`); a record without a currency code there gets the number alone, never a guessed currency.
   */
  money: (value, argument, context) => {
    if (typeof value !== 'number') return String(value ?? '');
    const currency = currencyOf(argument, context);
    return numberFormat(context.locale, currency ? { style: 'currency', currency } : {}).format(value);
  },
  upper: (value) => String(value ?? '').toUpperCase(),
  /**
   * Puts the value (as the formatters before wrote it) into the text of the i18n key given, at its `{{value}}`:
   * `{{ lastWorkedOn | date | label:crewProfile.lastJob }}` reads "Last job: Tue, 29 Dec 2026". Nothing for a missing
   * value, so a line's ` · ` part without one is left out with its separator.
   */
  label: (value, argument, { translate }) =>
    value === null || value === undefined || value === '' || !argument ? '' : translate(argument, { value: String(value) }),
  /** Translates the value as a key under the prefix given: `t:positionStatus` on `confirmed`. */
  t: (value, argument, { translate }) =>
    value === null || value === undefined || value === '' ? '' : translate(argument ? `${argument}.${String(value)}` : String(value)),
  yesNo: (value, _argument, { translate }) => translate(value ? 'common.yes' : 'common.no'),
  /**
   * A score as stars and words, `★★★★☆ 4.33 of 5` (the words from `rating.starsOf`, so a screen reader says "4.33 of
   * 5" after the stars); the argument is the most stars (default 5). Nothing for no score.
   */
  stars: (value, argument, { locale, translate }) => {
    const score = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
    if (!Number.isFinite(score)) return '';
    const max = Number(argument ?? 5);
    const full = Math.min(max, Math.max(0, Math.round(score)));
    const words = translate('rating.starsOf', { score: numberFormat(locale, { maximumFractionDigits: 2 }).format(score), max });
    return `${'★'.repeat(full)}${'☆'.repeat(max - full)} ${words}`;
  },
  /** A date `argument` days later (negative: earlier), as YYYY-MM-DD: `{{ $today | addDays:1 }}`. */
  addDays: (value, argument) => {
    const date = toDate(value);
    const days = Number(argument ?? 0);
    return date && Number.isInteger(days) ? dayjs(date).add(days, 'day').format('YYYY-MM-DD') : String(value ?? '');
  },
  /**
   * The day, or the day at the path the argument names when that is later, as YYYY-MM-DD: a form's first day that
   * may not lie in the past, `{{ startDate ?? $today | notBefore:$today }}`. Nothing stays nothing; a day the argument
   * does not name (missing, not a date) leaves the value as it is.
   */
  notBefore: (value, argument, context) => {
    const day = toDate(value);
    if (!day) return String(value ?? '');
    const floor = argument && context.resolve ? toDate(context.resolve(argument)) : null;
    return dayjs(floor && floor > day ? floor : day).format('YYYY-MM-DD');
  },
  /** The value encoded for a link: `tel:{{ phone | url }}`, a map search's city. */
  url: (value) => encodeURIComponent(String(value ?? '')),
  /**
   * A web address as a calendar subscription link: `https://…/crew.ics` as `webcal://…/crew.ics`, which a phone opens in
   * its calendar app to subscribe. Nothing for a value that is not an http(s) address.
   */
  webcal: (value) => {
    const address = String(value ?? '').trim();
    return /^https?:\/\//i.test(address) ? address.replace(/^https?:\/\//i, 'webcal://') : '';
  },
  /** A date as DD.MM.YYYY, the form some payloads need (a todo's due date). */
  ddmmyyyy: (value) => {
    const date = toDate(value);
    return date ? dayjs(date).format('DD.MM.YYYY') : String(value ?? '');
  },
  /** An address as a map search link of the service named: `google`, `apple`, `openStreetMap` (or `osm`), `waze`. */
  mapUrl: (value, argument) => {
    const text = String(value ?? '').trim();
    const base = mapSearchUrls[argument ?? 'google'] ?? googleMapSearch;
    return text ? `${base}${encodeURIComponent(text)}` : '';
  },
};

/** Names of the formatters, for checks and docs. */
export const formatterNames = Object.keys(formatters);

/** What a formatter's argument (after `:`) must be; the screen checker holds templates to it. */
export interface FormatterArgument {
  /** `none`: takes no argument; `optional` or `required`: one that matches `pattern`. */
  takes: 'none' | 'optional' | 'required';
  pattern?: RegExp;
  /** What the argument is, for messages: e.g. `a currency code such as EUR`. */
  meaning?: string;
  /** The argument names another field of the record (`dateRange:endDate`): the checker checks that path too. */
  isPath?: boolean;
  /** With `isPath`: an argument matching this is a value of its own, not a path (`money:EUR` beside `money:currency`). */
  literal?: RegExp;
}

/** The argument of each formatter. */
export const formatterArguments: Record<keyof typeof formatters, FormatterArgument> = {
  date: { takes: 'none' },
  shortDate: { takes: 'none' },
  dateRange: { takes: 'required', pattern: /^[A-Za-z_$][\w.$]*$/, meaning: "the path of the range's last day, e.g. dateRange:endDate", isPath: true },
  shortDateRange: { takes: 'required', pattern: /^[A-Za-z_$][\w.$]*$/, meaning: "the path of the range's last day, e.g. shortDateRange:endDate", isPath: true },
  dateTime: { takes: 'none' },
  time: { takes: 'none' },
  number: { takes: 'none' },
  percent: { takes: 'none' },
  money: {
    takes: 'optional', pattern: /^(?:[A-Z]{3}|[a-z$][\w.$]*)$/, literal: currencyCode, isPath: true,
    meaning: 'a currency code in capitals such as EUR, or the path of the field holding one, e.g. money:currency',
  },
  upper: { takes: 'none' },
  t: { takes: 'optional', pattern: /^[A-Za-z][\w.]*$/, meaning: 'an i18n group such as positionStatus' },
  label: { takes: 'required', pattern: /^[A-Za-z][\w.]*$/, meaning: 'an i18n key whose text holds {{value}}, e.g. label:crewProfile.lastJob' },
  yesNo: { takes: 'none' },
  stars: { takes: 'optional', pattern: /^([1-9]|10)$/, meaning: 'the most stars, 1 to 10 (default 5)' },
  addDays: { takes: 'required', pattern: /^-?\d{1,4}$/, meaning: 'a whole number of days, e.g. addDays:1 or addDays:-30' },
  notBefore: { takes: 'required', pattern: /^[A-Za-z_$][\w.$]*$/, meaning: 'the path of the earliest day, e.g. notBefore:$today', isPath: true },
  url: { takes: 'none' },
  webcal: { takes: 'none' },
  ddmmyyyy: { takes: 'none' },
  mapUrl: { takes: 'optional', pattern: new RegExp(`^(${Object.keys(mapSearchUrls).join('|')})$`), meaning: `a map service: ${Object.keys(mapSearchUrls).join(', ')}` },
};

function applyFormatter(value: unknown, format: string, context: FormatContext): string {
  const [name = '', argument] = format.trim().split(':', 2);
  const formatter = formatters[name];
  if (!formatter) return String(value ?? '');
  return formatter(value, argument, context);
}

/** A value as text with no formatter: nothing for null, a list as its items separated by commas ("Rigger, Stagehand"). */
function plainText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return Array.isArray(value) ? value.map(plainText).filter((text) => text !== '').join(', ') : String(value);
}

/**
 * Formats one value with a formatter spec such as `date` or `t:positionStatus`, or a chain such as
 * `addDays:1 | ddmmyyyy` (each formatter reads the text the one before made); unknown names fall back to text.
 */
export function formatValue(value: unknown, format: string | undefined, context: FormatContext): string {
  if (!format) return plainText(value);
  const [first = '', ...rest] = format.split('|');
  return rest.reduce<string>((text, next) => applyFormatter(text, next, context), applyFormatter(value, first, context));
}
