// @vitest-environment node
import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { parseTypedDate, shownDateFormat } from '../../../../src/renderer/widgets/dates/typedDate';
import { dayjsLocaleOf, loadDayjsLocale } from '../../../../src/tenant/dayjsLocales';

describe('a day typed into a date field', () => {
  it('is read in the contract\'s form and as day-month-year with any usual separator', () => {
    for (const typed of ['2026-12-01', '1-12-2026', '01.12.2026', '1/12/2026', ' 1 12 2026 ']) {
      expect(parseTypedDate(typed, 'en-gb'), typed).toBe('2026-12-01');
    }
  });

  it('is read as shown, with month and day names in the person\'s language', async () => {
    for (const language of Object.keys(dayjsLocaleOf)) {
      const locale = await loadDayjsLocale(language);
      const shown = dayjs('2026-12-01').locale(locale).format(shownDateFormat);
      expect(parseTypedDate(shown, locale), `${language}: ${shown}`).toBe('2026-12-01');
    }
    await loadDayjsLocale('de');
    expect(parseTypedDate('1. Dezember 2026', 'de')).toBe('2026-12-01');
    await loadDayjsLocale('nl');
    expect(parseTypedDate('1 december 2026', 'nl')).toBe('2026-12-01');
  });

  it('is no day while it is not a real one, or not typed to the end', () => {
    for (const typed of ['', '31-2-2026', '2026-13-01', '1-12-20', '1-12', 'tomorrow']) {
      expect(parseTypedDate(typed, 'en-gb'), typed).toBeNull();
    }
  });

  it('shows the same day in each language, British English for one without a locale', async () => {
    expect(await loadDayjsLocale('xx')).toBe('en-gb');
    expect(dayjs('2026-12-01').locale(await loadDayjsLocale('cy')).format(shownDateFormat)).toBe('Maw, 1 Rhag 2026');
    expect(dayjs('2026-12-01').locale(await loadDayjsLocale('en')).format(shownDateFormat)).toBe('Tue, 1 Dec 2026');
  });
});
