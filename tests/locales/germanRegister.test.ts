// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** Every text of a locale file with its key. */
function textsOf(language: string): [string, string][] {
  const walk = (node: unknown, prefix: string): [string, string][] =>
    typeof node === 'string' ? [[prefix, node]]
      : Object.entries(node as Record<string, unknown>).flatMap(([key, value]) => walk(value, prefix ? `${prefix}.${key}` : key));
  return walk(JSON.parse(readFileSync(new URL(`../../locales/${language}.json`, import.meta.url), 'utf8')), '');
}

/** The informal "du" and its forms (a capital Du at a sentence's start too). */
const informal = /\b(du|dich|dir|dein|deine|deinen|deinem|deiner|deines)\b/i;

describe('German and German (Austria) speak in one register', () => {
  it.each(['de', 'deAt'])('%s addresses the person as "Sie" in every text, never as "du"', (language) => {
    const texts = textsOf(language);
    expect(texts.filter(([, text]) => informal.test(text))).toEqual([]);
    expect(texts.filter(([, text]) => /\b(Sie|Ihr|Ihre|Ihren|Ihnen)\b/.test(text)).length, 'texts that address the person').toBeGreaterThan(50);
  });
});
