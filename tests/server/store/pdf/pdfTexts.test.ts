// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pdfWriting } from '../../../../server/store/pdf/pdfTexts';
import { localeSection } from '../../../../server/store/localeTexts';
import { localeLanguages } from '../../../../src/ground/screenLanguage/localeLanguages';

/** The paths of a group's texts, e.g. `label.project`. */
const pathsOf = (group: unknown, prefix = ''): string[] => typeof group === 'string'
  ? [prefix]
  : Object.entries(group as Record<string, unknown>).flatMap(([key, value]) => pathsOf(value, prefix ? `${prefix}.${key}` : key));

describe('pdfWriting', () => {
  it('writes days, moments and amounts as Dutch does', () => {
    const dutch = pdfWriting('nl');
    expect(dutch.day('2026-11-29')).toBe('29 november 2026');
    expect(dutch.moment('2026-11-29T14:05:00Z')).toBe('29 nov 2026, 14:05 (UTC+00:00)');
    expect(dutch.money(1234.5, 'EUR')).toBe('€\u00A01.234,50');
    expect(dutch.number(7.5)).toBe('7,5');
    expect(dutch.fill(dutch.texts.title.payslip, { number: 'P-1' })).toBe('Loonstrook P-1');
  });

  it('writes them as English, French and Welsh do, with the currency the record names', () => {
    expect(pdfWriting('en').day('2026-11-29')).toBe('29 November 2026');
    expect(pdfWriting('en').money(1234.5, 'GBP')).toBe('£1,234.50');
    expect(pdfWriting('fr').day('2026-11-29')).toBe('29 novembre 2026');
    expect(pdfWriting('cy').day('2026-11-29')).toBe('29 Tachwedd 2026');
  });

  it('leaves a missing day as a dash and an unreadable one as it is', () => {
    expect(pdfWriting('de').day(null)).toBe('-');
    expect(pdfWriting('de').day('?')).toBe('?');
  });

  it('has every PDF text in each of the seven languages', () => {
    const english = pathsOf(localeSection('en', 'pdf')).sort();
    for (const language of localeLanguages) expect(pathsOf(localeSection(language, 'pdf')).sort(), language).toEqual(english);
  });
});
