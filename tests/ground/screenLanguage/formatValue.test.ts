// @vitest-environment node
import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { formatterArguments, formatterNames, formatValue, formatters } from '../../../src/ground/screenLanguage/formatValue';
import { renderTemplate } from '../../../src/ground/screenLanguage/renderTemplate';
import 'dayjs/locale/cy';
import 'dayjs/locale/nl';
import 'dayjs/locale/de';
import 'dayjs/locale/de-at';
import 'dayjs/locale/fr';
import 'dayjs/locale/es';
import 'dayjs/locale/en-gb';
import { dayjsLocaleOf, intlLocaleOf } from '../../../src/tenant/dayjsLocales';

const context = { locale: 'en-GB', translate: (key: string) => key };
const format = (value: unknown, spec: string | undefined) => formatValue(value, spec, context);

describe('formatter chains', () => {
  it('feeds each formatter the text the one before made, through renderTemplate', () => {
    expect(renderTemplate('{{ $today | addDays:1 | ddmmyyyy }}', { $today: '2026-11-22' })).toBe('23.11.2026');
    expect(renderTemplate('due {{ $today | addDays:-1 | ddmmyyyy }}!', { $today: '2026-03-01' })).toBe('due 28.02.2026!');
    expect(renderTemplate('{{$today|addDays:10|ddmmyyyy}}', { $today: '2026-12-25' })).toBe('04.01.2027');
  });

  it('applies the chain left to right', () => {
    expect(format('2026-11-22', 'addDays:2 | ddmmyyyy')).toBe('24.11.2026');
    // The other way round addDays gets DD.MM.YYYY, which it cannot read as a date, and keeps it.
    expect(format('2026-11-22', 'ddmmyyyy | addDays:2')).toBe('22.11.2026');
    expect(format('2026-11-22', 'addDays:1|addDays:1|addDays:1')).toBe('2026-11-25');
  });

  it('leaves a missing value empty through the whole chain', () => {
    expect(renderTemplate('[{{ missing | addDays:1 | ddmmyyyy }}]', {})).toBe('[]');
    expect(renderTemplate('[{{ $today | addDays:1 | ddmmyyyy }}]', { $today: null })).toBe('[]');
  });

  it('skips an unknown formatter in a chain and keeps the text', () => {
    expect(format('2026-11-22', 'nonsense | ddmmyyyy')).toBe('22.11.2026');
    expect(format('2026-11-22', 'addDays:1 | nonsense')).toBe('2026-11-23');
  });

  it('formats a plain value without a formatter', () => {
    expect(format(7, undefined)).toBe('7');
    expect(format(null, undefined)).toBe('');
    expect(format(undefined, '')).toBe('');
  });

  it('writes a list as its items separated by commas', () => {
    expect(format(['Rigger', 'Stagehand'], undefined)).toBe('Rigger, Stagehand');
    expect(format([], undefined)).toBe('');
    expect(renderTemplate('{{ functions }}', { functions: ['Forklift driver', null, 'Rigger'] })).toBe('Forklift driver, Rigger');
  });
});

describe('percent', () => {
  it('writes a fraction as a percentage in the language, keeping up to two decimals', () => {
    expect(format(0.185, 'percent')).toBe('18.5%');
    expect(formatValue(0.185, 'percent', { ...context, locale: 'nl-NL' })).toBe('18,5%');
    expect(formatValue(0.185, 'percent', { ...context, locale: 'fr-FR' })).toBe('18,5\u00a0%');
    expect(format(0.12345, 'percent')).toBe('12.35%');
    expect(format(1, 'percent')).toBe('100%');
    // Not a number: as it is; nothing stays nothing.
    expect(format('n/a', 'percent')).toBe('n/a');
    expect(format(undefined, 'percent')).toBe('');
  });
});

describe('time', () => {
  it('writes a time of day as HH:MM, and a moment as its local clock time', () => {
    expect(format('09:30:00', 'time')).toBe('09:30');
    expect(format('17:05', 'time')).toBe('17:05');
    const moment = '2026-11-22T08:05:00.000Z';
    expect(format(moment, 'time')).toBe(dayjs(moment).format('HH:mm'));
    expect(format(null, 'time')).toBe('');
  });
});

describe('addDays', () => {
  it('adds days as YYYY-MM-DD, rolling over months and years', () => {
    expect(format('2026-11-22', 'addDays:1')).toBe('2026-11-23');
    expect(format('2026-11-30', 'addDays:1')).toBe('2026-12-01');
    expect(format('2026-12-31', 'addDays:1')).toBe('2027-01-01');
    expect(format('2028-02-28', 'addDays:1')).toBe('2028-02-29');
    expect(format('2027-02-28', 'addDays:1')).toBe('2027-03-01');
    expect(format('2026-11-22', 'addDays:365')).toBe('2027-11-22');
  });

  it('goes back for a negative number', () => {
    expect(format('2026-11-22', 'addDays:-1')).toBe('2026-11-21');
    expect(format('2026-03-01', 'addDays:-1')).toBe('2026-02-28');
    expect(format('2027-01-01', 'addDays:-1')).toBe('2026-12-31');
    expect(format('2026-11-22', 'addDays:-30')).toBe('2026-10-23');
  });

  it('keeps the date part of a date-time, and takes zero days without an argument', () => {
    expect(format('2026-11-22T08:30:00', 'addDays:1')).toBe('2026-11-23');
    expect(format('2026-11-22T08:30:00', 'addDays')).toBe('2026-11-22');
  });

  it('gives bad input back as it was', () => {
    expect(format('not a date', 'addDays:1')).toBe('not a date');
    expect(format('', 'addDays:1')).toBe('');
    expect(format(null, 'addDays:1')).toBe('');
    expect(format(undefined, 'addDays:1')).toBe('');
    expect(format(true, 'addDays:1')).toBe('true');
  });

  it('ignores a day count that is not a whole number', () => {
    expect(format('2026-11-22', 'addDays:abc')).toBe('2026-11-22');
    expect(format('2026-11-22', 'addDays:1.5')).toBe('2026-11-22');
  });
});

describe('webcal', () => {
  it("writes a feed's http(s) address as the webcal address a phone's calendar subscribes to", () => {
    expect(format('https://demo.example/api/v1/publicCalendar/abc.ics', 'webcal')).toBe('webcal://demo.example/api/v1/publicCalendar/abc.ics');
    expect(format('http://localhost:4173/api/v1/publicCalendar/abc.ics', 'webcal')).toBe('webcal://localhost:4173/api/v1/publicCalendar/abc.ics');
    expect(renderTemplate('{{ url | webcal }}', { url: 'HTTPS://x.test/a.ics' })).toBe('webcal://x.test/a.ics');
  });

  it('gives nothing for anything that is not an http(s) address', () => {
    expect(format('javascript:alert(1)', 'webcal')).toBe('');
    expect(format('/api/v1/publicCalendar/abc.ics', 'webcal')).toBe('');
    expect(format(null, 'webcal')).toBe('');
  });
});

describe('ddmmyyyy', () => {
  it('writes a date as DD.MM.YYYY with leading zeros', () => {
    expect(format('2026-01-05', 'ddmmyyyy')).toBe('05.01.2026');
    expect(format('2026-11-22T23:59:00', 'ddmmyyyy')).toBe('22.11.2026');
  });

  it('gives bad input back as it was', () => {
    expect(format('soon', 'ddmmyyyy')).toBe('soon');
    expect(format(null, 'ddmmyyyy')).toBe('');
    expect(format(undefined, 'ddmmyyyy')).toBe('');
  });
});

describe('mapUrl', () => {
  const address = 'Dam 1, 1012 JS Amsterdam';
  const encoded = 'Dam%201%2C%201012%20JS%20Amsterdam';

  it('links to the map service named', () => {
    expect(format(address, 'mapUrl:google')).toBe(`https://www.google.com/maps/search/?api=1&query=${encoded}`);
    expect(format(address, 'mapUrl:apple')).toBe(`https://maps.apple.com/?q=${encoded}`);
    expect(format(address, 'mapUrl:openStreetMap')).toBe(`https://www.openstreetmap.org/search?query=${encoded}`);
    expect(format(address, 'mapUrl:osm')).toBe(`https://www.openstreetmap.org/search?query=${encoded}`);
    expect(format(address, 'mapUrl:waze')).toBe(`https://waze.com/ul?q=${encoded}`);
  });

  it('uses Google without a service or for an unknown one', () => {
    expect(format(address, 'mapUrl')).toBe(`https://www.google.com/maps/search/?api=1&query=${encoded}`);
    expect(format(address, 'mapUrl:bing')).toBe(`https://www.google.com/maps/search/?api=1&query=${encoded}`);
  });

  it('encodes characters that would change the link and trims the address', () => {
    const url = format('  Straße 5 & Co #2?x=1/y  ', 'mapUrl:waze');
    expect(url).toBe('https://waze.com/ul?q=Stra%C3%9Fe%205%20%26%20Co%20%232%3Fx%3D1%2Fy');
    expect(new URL(url).searchParams.get('q')).toBe('Straße 5 & Co #2?x=1/y');
  });

  it('is empty for an empty, blank or missing address', () => {
    expect(format('', 'mapUrl:google')).toBe('');
    expect(format('   ', 'mapUrl:apple')).toBe('');
    expect(format(null, 'mapUrl:waze')).toBe('');
    expect(format(undefined, 'mapUrl')).toBe('');
    expect(renderTemplate('{{ address | mapUrl:osm }}', {})).toBe('');
  });

  it('works in a template', () => {
    expect(renderTemplate('{{ location.address | mapUrl:apple }}', { location: { address: 'Main St 1' } })).toBe('https://maps.apple.com/?q=Main%20St%201');
  });
});

describe('formatterNames', () => {
  it('lists the new formatters', () => {
    expect(formatterNames).toEqual(expect.arrayContaining(['addDays', 'ddmmyyyy', 'mapUrl']));
    expect(Object.keys(formatters)).toEqual(formatterNames);
  });

  it('says for every formatter what its argument must be, for the screen checker', () => {
    expect(Object.keys(formatterArguments).sort()).toEqual([...formatterNames].sort());
    expect(formatterArguments.money?.pattern?.test('EUR')).toBe(true);
    expect(formatterArguments.mapUrl?.pattern?.test('waze')).toBe(true);
    expect(formatterArguments.addDays?.pattern?.test('-30')).toBe(true);
  });
});

describe('money', () => {
  const money = (value: unknown, spec: string, record: Record<string, unknown> = {}) =>
    formatValue(value, spec, { ...context, resolve: (path) => record[path] });

  it('writes an amount in the currency named, EUR by default', () => {
    expect(money(1234.5, 'money:EUR')).toBe('€1,234.50');
    expect(money(1234.5, 'money')).toBe('€1,234.50');
    expect(money(-80, 'money:GBP')).toBe('-£80.00');
  });

  it("takes the currency from the record's field the argument names", () => {
    expect(money(670, 'money:currency', { currency: 'GBP' })).toBe('£670.00');
    expect(money(670, 'money:currency', { currency: 'EUR' })).toBe('€670.00');
    expect(renderTemplate('{{ total | money:currency }}', { total: 99.5, currency: 'USD' }, context)).toBe('US$99.50');
    expect(formatValue(5, 'money:currency', { locale: 'nl', translate: (key) => key, resolve: () => 'GBP' })).toBe('£\u00a05,00');
  });

  it('writes the number alone when the record names no currency, never a guessed one', () => {
    expect(money(670, 'money:currency')).toBe('670');
    expect(money(670, 'money:currency', { currency: 'pounds' })).toBe('670');
    expect(money(null, 'money:currency', { currency: 'GBP' })).toBe('');
  });

  it('takes a code or a path, the path checked by the screen checker', () => {
    const rule = formatterArguments.money!;
    expect(rule).toMatchObject({ takes: 'optional', isPath: true });
    expect(['EUR', 'currency', 'invoice.currency', '$costs.currency'].map((argument) => rule.pattern!.test(argument))).toEqual([true, true, true, true]);
    expect(['Euro', 'eu-r', '1EUR'].map((argument) => rule.pattern!.test(argument))).toEqual([false, false, false]);
    expect(['EUR', 'GBP', 'currency'].map((argument) => rule.literal!.test(argument))).toEqual([true, true, false]);
  });
});

describe('url', () => {
  it('encodes a value for a link', () => {
    expect(formatValue('Den Haag & Co', 'url', { locale: 'en', translate: (key) => key })).toBe('Den%20Haag%20%26%20Co');
    expect(formatValue(null, 'url', { locale: 'en', translate: (key) => key })).toBe('');
  });
});

describe('dateRange', () => {
  const range = (record: Record<string, unknown>, locale = 'en-GB') =>
    renderTemplate('{{ startDate | dateRange:endDate }}', record, { locale, translate: (key) => key });

  it('writes a range of days as the language does, and one day once', () => {
    expect(range({ startDate: '2026-11-22', endDate: '2026-11-24' })).toBe(
      new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' })
        .formatRange(new Date(2026, 10, 22), new Date(2026, 10, 24)),
    );
    expect(range({ startDate: '2026-11-22', endDate: '2026-11-24' })).toMatch(/22.*24 Nov 2026/);
    expect(range({ startDate: '2026-11-25', endDate: '2026-11-25' })).toBe('Wed, 25 Nov 2026');
    expect(range({ startDate: '2026-11-25', endDate: null })).toBe('Wed, 25 Nov 2026');
    expect(range({ startDate: '2026-12-30', endDate: '2027-01-02' }, 'nl')).toMatch(/2026.*2027/);
  });

  it('keeps one day when the end lies before the start, and nothing without a start', () => {
    expect(range({ startDate: '2026-11-25', endDate: '2026-11-20' })).toBe('Wed, 25 Nov 2026');
    expect(range({ endDate: '2026-11-20' })).toBe('');
  });
});

describe('notBefore', () => {
  const firstDay = (record: Record<string, unknown>) => renderTemplate('{{ startDate ?? $today | notBefore:$today }}', record);

  it("gives the crew's first day, or today when that day has passed (the form's first day never lies in the past)", () => {
    expect(firstDay({ startDate: '2026-12-10', $today: '2026-11-28' })).toBe('2026-12-10');
    expect(firstDay({ startDate: '2026-11-28', $today: '2026-11-28' })).toBe('2026-11-28');
    expect(firstDay({ startDate: '2026-11-01', $today: '2026-11-28' })).toBe('2026-11-28');
    expect(firstDay({ startDate: '2025-12-31', $today: '2026-01-01' })).toBe('2026-01-01');
    expect(firstDay({ startDate: null, $today: '2026-11-28' })).toBe('2026-11-28');
  });

  it('reads another field of the record, and leaves nothing as nothing', () => {
    expect(renderTemplate('{{ endDate | notBefore:startDate }}', { startDate: '2026-11-28', endDate: '2026-11-20' })).toBe('2026-11-28');
    expect(renderTemplate('[{{ endDate | notBefore:$today }}]', { endDate: null, $today: '2026-11-28' })).toBe('[]');
  });

  it('keeps the value when the argument names no day, and bad input as it was', () => {
    expect(renderTemplate('{{ startDate | notBefore:$today }}', { startDate: '2026-11-01' })).toBe('2026-11-01');
    expect(renderTemplate('{{ startDate | notBefore:$today }}', { startDate: '2026-11-01', $today: 'soon' })).toBe('2026-11-01');
    expect(format('not a date', 'notBefore:$today')).toBe('not a date');
  });

  it('takes a path, checked by the screen checker', () => {
    expect(formatterArguments.notBefore).toMatchObject({ takes: 'required', isPath: true });
    expect(formatterArguments.notBefore?.pattern?.test('$today')).toBe(true);
  });
});

describe('stars', () => {
  const words = { locale: 'nl-NL', translate: (key: string, values?: Record<string, unknown>) => `${key}(${values?.score}/${values?.max})` };

  it('draws a score as stars, rounded, with the words the language gives (its number written the language’s way)', () => {
    expect(formatValue(4, 'stars', words)).toBe('★★★★☆ rating.starsOf(4/5)');
    expect(formatValue(4.333, 'stars', words)).toBe('★★★★☆ rating.starsOf(4,33/5)');
    expect(formatValue(2.5, 'stars', words)).toBe('★★★☆☆ rating.starsOf(2,5/5)');
    expect(formatValue('3', 'stars:10', words)).toBe('★★★☆☆☆☆☆☆☆ rating.starsOf(3/10)');
  });

  it('shows nothing for no score', () => {
    expect(formatValue(null, 'stars', words)).toBe('');
    expect(formatValue('', 'stars', words)).toBe('');
    expect(formatValue('many', 'stars', words)).toBe('');
  });
});

describe('dates in a language Intl does not know', () => {
  const welsh = { ...context, locale: 'cy-GB', dayjsLocale: 'cy' };

  it('are written with the dayjs locale given, in the order of the Intl formats', () => {
    expect(formatters.date!('1986-07-09', undefined, welsh)).toBe('Mer, 9 Gor 1986');
    expect(formatters.shortDate!('1986-07-09', undefined, welsh)).toBe('9 Gor');
    expect(formatters.dateTime!('1986-07-09T14:05:00', undefined, welsh)).toBe('9 Gor 1986, 14:05');
    const range = { ...welsh, resolve: () => '2026-11-24' };
    expect(formatters.dateRange!('2026-11-22', 'endDate', range)).toBe('Sul, 22 Tach – Maw, 24 Tach 2026');
    expect(formatters.dateRange!('2026-11-22', 'endDate', { ...welsh, resolve: () => '2026-11-22' })).toBe('Sul, 22 Tach 2026');
  });

  it('are written by Intl when no dayjs locale is given', () => {
    expect(formatters.date!('1986-07-09', undefined, context)).toBe('Wed, 9 Jul 1986');
  });
});

describe('ranges of days in the seven languages', () => {
  const languages = Object.keys(intlLocaleOf);
  /** How a language writes the parts a range may share, read from Intl itself (not from the formatter tested). */
  const parts = (locale: string, day: string) => {
    const date = new Date(`${day}T12:00:00`);
    return {
      month: new Intl.DateTimeFormat(locale, { month: 'short' }).formatToParts(date).find((part) => part.type === 'month')!.value,
      year: String(date.getFullYear()),
    };
  };
  const times = (text: string, part: string) => text.split(part).length - 1;
  const ranges = (language: string, dayjsLocale?: string) => {
    const context = { locale: intlLocaleOf[language]!, translate: (key: string) => key, ...(dayjsLocale && { dayjsLocale }) };
    return (formatter: 'dateRange' | 'shortDateRange', first: string, last: string | null) =>
      formatters[formatter]!(first, 'endDate', { ...context, resolve: () => last });
  };

  it('has a language for each locale file', () => {
    expect(languages.sort()).toEqual(['cy', 'de', 'deAt', 'en', 'es', 'fr', 'nl']);
  });

  // Each language twice: written by Intl (as browsers that know it do), and by dayjs (as for Welsh in Chromium).
  for (const language of languages) {
    for (const writer of ['Intl', 'dayjs'] as const) {
      it(`${language} by ${writer}: one day once, and what two days share written once`, () => {
        const range = ranges(language, writer === 'dayjs' ? dayjsLocaleOf[language] : undefined);
        const single = (formatter: 'date' | 'shortDate', day: string) =>
          formatters[formatter]!(day, undefined, { locale: intlLocaleOf[language]!, translate: (key) => key, ...(writer === 'dayjs' && { dayjsLocale: dayjsLocaleOf[language] }) });
        // The same day, a missing end or an end before the start: the day alone, as `date` and `shortDate` write it.
        expect(range('dateRange', '2026-11-30', '2026-11-30')).toBe(single('date', '2026-11-30'));
        expect(range('dateRange', '2026-11-30', null)).toBe(single('date', '2026-11-30'));
        expect(range('dateRange', '2026-11-30', '2026-11-02')).toBe(single('date', '2026-11-30'));
        expect(range('shortDateRange', '2026-11-30', '2026-11-30')).toBe(single('shortDate', '2026-11-30'));
        const dayjsMonth = (day: string) => dayjs(day).locale(dayjsLocaleOf[language]!).format('MMM');
        const { month: november, year } = writer === 'Intl' ? parts(intlLocaleOf[language]!, '2026-11-22') : { month: dayjsMonth('2026-11-22'), year: '2026' };
        const december = writer === 'Intl' ? parts(intlLocaleOf[language]!, '2026-12-02').month : dayjsMonth('2026-12-02');
        const january = writer === 'Intl' ? parts(intlLocaleOf[language]!, '2027-01-02').month : dayjsMonth('2027-01-02');
        // Within one month and year: the year once, both days there.
        const sameMonth = range('dateRange', '2026-11-22', '2026-11-24');
        expect(times(sameMonth, year), sameMonth).toBe(1);
        expect(sameMonth, sameMonth).toMatch(/22[^]*24/);
        const shortSameMonth = range('shortDateRange', '2026-11-22', '2026-11-24');
        expect(times(shortSameMonth, november), shortSameMonth).toBe(1);
        expect(times(shortSameMonth, year), shortSameMonth).toBe(0);
        // Across months of one year: both months, the year once.
        const sameYear = range('dateRange', '2026-11-30', '2026-12-02');
        expect([times(sameYear, november), times(sameYear, december), times(sameYear, year)], sameYear).toEqual([1, 1, 1]);
        const shortSameYear = range('shortDateRange', '2026-11-30', '2026-12-02');
        expect([times(shortSameYear, november), times(shortSameYear, december), times(shortSameYear, year)], shortSameYear).toEqual([1, 1, 0]);
        // Across years: both years, in the short form too.
        for (const formatter of ['dateRange', 'shortDateRange'] as const) {
          const otherYears = range(formatter, '2026-12-30', '2027-01-02');
          expect([times(otherYears, '2026'), times(otherYears, '2027'), times(otherYears, january)], otherYears).toEqual([1, 1, 1]);
        }
      });
    }
  }
});

describe('label', () => {
  const words = { locale: 'en-GB', translate: (key: string, values?: Record<string, unknown>) => `${key}(${String(values?.['value'])})` };

  it('puts the value, as the formatters before wrote it, into the text of the key', () => {
    expect(renderTemplate('{{ day | date | label:crewProfileHeader.latestJob }}', { day: '2026-12-29' }, words))
      .toBe('crewProfileHeader.latestJob(Tue, 29 Dec 2026)');
    expect(formatValue(9, 'label:crewProfileHeader.projects', words)).toBe('crewProfileHeader.projects(9)');
    expect(formatValue(0, 'label:crewProfileHeader.projects', words)).toBe('crewProfileHeader.projects(0)');
  });

  it('writes nothing for a missing value, so its part of a line is left out', () => {
    expect(formatValue(null, 'label:crewProfileHeader.latestJob', words)).toBe('');
    expect(formatValue('', 'label:crewProfileHeader.latestJob', words)).toBe('');
    expect(renderTemplate('{{ projects | label:crewProfileHeader.projects }} · {{ functions }}', { projects: null, functions: 'Rigger' }, words)).toBe('Rigger');
  });
});
