// @vitest-environment node
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { localeLanguages } from '../../src/ground/screenLanguage/localeLanguages';
import { languages } from '../../src/tenant/chooseLanguage';

// The texts themselves (every English key in each language, no other, the same placeholders, none empty) are held
// by the screen checker (src/screenChecker/checkLocaleTexts.ts), which compares the files it finds in locales/.
describe('locales', () => {
  it('has one file for each language a user can choose, the languages the screen checker knows', () => {
    const codes = Object.keys(languages).sort();
    expect([...localeLanguages].sort()).toEqual(codes);
    expect(readdirSync('locales').sort()).toEqual(codes.map((code) => `${code}.json`).sort());
  });
});
