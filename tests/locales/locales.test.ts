// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { languages } from '../../src/tenant/chooseLanguage';

type Texts = { [key: string]: string | Texts };

function flatten(texts: Texts, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(texts)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat.set(path, value);
    else for (const [inner, text] of flatten(value, path)) flat.set(inner, text);
  }
  return flat;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();
const read = (code: string) => flatten(JSON.parse(readFileSync(`locales/${code}.json`, 'utf8')) as Texts);
const english = read('en');

describe('locales', () => {
  it.each(Object.keys(languages).filter((code) => code !== 'en'))('%s has every English key, no other, with the same placeholders', (code) => {
    const texts = read(code);
    expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) {
      expect(placeholders(texts.get(key) ?? ''), `${code}: ${key}`).toEqual(placeholders(text));
      expect(texts.get(key)?.trim(), `${code}: ${key}`).not.toBe('');
    }
  });
});
