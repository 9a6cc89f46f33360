// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { winAnsiText } from '../../../server/files/winAnsiText';
import { renderPdf } from '../../../server/files/renderPdf';
import { localeLanguages } from '../../../src/ground/screenLanguage/localeLanguages';
import { localeSection } from '../../../server/store/localeTexts';
import { pdfTextOf } from '../pdfTextOf';

/** Every text of a locale group, however deep. */
const textsOf = (group: unknown): string[] =>
  typeof group === 'string' ? [group] : Object.values(group as Record<string, unknown>).flatMap(textsOf);

describe('winAnsiText', () => {
  it('keeps the letters the standard fonts have: French, German, Spanish, the euro and typographic quotes', () => {
    expect(winAnsiText('Bon de livraison é à ç – Straße ä ö ü – Albarán ñ ¿ – € „Zitat“ ’')).toBe('Bon de livraison é à ç – Straße ä ö ü – Albarán ñ ¿ – € „Zitat“ ’');
  });

  it('draws Welsh ŵ and ŷ without their accent, and the narrow spaces Intl puts in numbers as spaces', () => {
    expect(winAnsiText('Gŵyl Ŷd')).toBe('Gwyl Yd');
    expect(winAnsiText('1\u202F234,50\u00A0€')).toBe('1 234,50\u00A0€');
  });

  it('writes ? for what has no letter to fall back on', () => {
    expect(winAnsiText('OK 👍 中')).toBe('OK ? ?');
  });
});

describe('renderPdf in every language', () => {
  it('draws every PDF text of the seven languages, and a Welsh festival with ŵ, into a PDF a reader can read', async () => {
    const paragraphs = localeLanguages.flatMap((language) => textsOf(localeSection(language, 'pdf')));
    const bytes = await renderPdf({ title: 'Gŵyl y Gelli – Straße', paragraphs: ['Wedi’i lawrlwytho 29 Tachwedd 2026', ...paragraphs] });
    const text = await pdfTextOf(bytes);
    expect(text).toContain('Gwyl y Gelli – Straße');
    expect(text).toContain('Wedi’i lawrlwytho 29 Tachwedd 2026');
    expect(text).toContain('Bulletin de paie');
    expect(text).not.toContain('ŵ');
  });
});
