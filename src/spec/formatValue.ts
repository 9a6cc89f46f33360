import dayjs from 'dayjs';

/** What a formatter may need besides the value: the language and a translate function. */
export interface FormatContext {
  /** BCP 47 locale for Intl, e.g. `nl` or `de-AT`. Default `en`. */
  locale: string;
  translate: (key: string) => string;
}

type Formatter = (value: unknown, argument: string | undefined, context: FormatContext) => string;

function toDate(value: unknown): Date | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.toDate() : null;
}

function dateFormatter(options: Intl.DateTimeFormatOptions): Formatter {
  return (value, _argument, { locale }) => {
    const date = toDate(value);
    return date ? new Intl.DateTimeFormat(locale, options).format(date) : String(value ?? '');
  };
}

/** The formatters a template or a detail field may name: `{{ startDate | date }}`, `format: t:positionStatus`. */
export const formatters: Record<string, Formatter> = {
  date: dateFormatter({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }),
  shortDate: dateFormatter({ day: 'numeric', month: 'short' }),
  dateTime: dateFormatter({ day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' }),
  time: (value) => (typeof value === 'string' ? value.slice(0, 5) : String(value ?? '')),
  number: (value, _argument, { locale }) =>
    typeof value === 'number' ? new Intl.NumberFormat(locale).format(value) : String(value ?? ''),
  money: (value, argument, { locale }) =>
    typeof value === 'number'
      ? new Intl.NumberFormat(locale, { style: 'currency', currency: argument ?? 'EUR' }).format(value)
      : String(value ?? ''),
  upper: (value) => String(value ?? '').toUpperCase(),
  /** Translates the value as a key under the prefix given: `t:positionStatus` on `confirmed`. */
  t: (value, argument, { translate }) =>
    value === null || value === undefined || value === '' ? '' : translate(argument ? `${argument}.${String(value)}` : String(value)),
  yesNo: (value, _argument, { translate }) => translate(value ? 'common.yes' : 'common.no'),
};

/** Names of the formatters, for checks and docs. */
export const formatterNames = Object.keys(formatters);

/** Formats one value with a formatter spec such as `date` or `t:positionStatus`; unknown names fall back to text. */
export function formatValue(value: unknown, format: string | undefined, context: FormatContext): string {
  if (!format) return value === null || value === undefined ? '' : String(value);
  const [name, argument] = format.split(':', 2) as [string, string | undefined];
  const formatter = formatters[name];
  if (!formatter) return String(value ?? '');
  return formatter(value, argument, context);
}
