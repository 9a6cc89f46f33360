// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseJsonFile } from '../../../../src/screenChecker/cli/tenants/parseJsonFile';

const at = (text: string) => {
  const parsed = parseJsonFile(text, 'nl.json');
  return parsed.ok ? 'ok' : `${parsed.error.line}:${parsed.error.column} ${parsed.error.message}`;
};

describe('parseJsonFile', () => {
  it('answers the value of good JSON', () => {
    expect(parseJsonFile('{ "a": { "b": "c" } }', 'nl.json')).toEqual({ ok: true, value: { a: { b: 'c' } } });
  });

  it('places a syntax error even where Node names no position (an unexpected token)', () => {
    expect(at('{\n  "a": }\n')).toBe("2:8 invalid JSON: Unexpected token '}'");
    expect(at('{\n  "a": "b",\n}\n')).toBe('3:1 invalid JSON: Expected double-quoted property name');
    expect(at('{\n  "a": "b"\n  "c": "d"\n}')).toBe("3:3 invalid JSON: Expected ',' or '}' after property value");
  });

  it('places a text that ends too early at its end', () => {
    expect(at('{\n  "a": "b"')).toMatch(/^2:11 invalid JSON: /);
  });
});
