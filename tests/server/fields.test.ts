// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isoDate, nullable, object, oneOf, optional, text, wholeNumber, type Field, type Problem } from '../../src/ground/contract/fields/fields';

function read<T>(field: Field<T>, value: unknown): { value: T; problems: Problem[] } {
  const problems: Problem[] = [];
  return { value: field(value, 'x', problems), problems };
}

describe('request fields', () => {
  it('trims text and refuses empty, too long or non-text values', () => {
    expect(read(text({ max: 3 }), ' abc ')).toEqual({ value: 'abc', problems: [] });
    expect(read(text(), '  ').problems).toEqual([{ path: 'x', message: 'must not be empty' }]);
    expect(read(text({ max: 3 }), 'abcd').problems).toEqual([{ path: 'x', message: 'must be at most 3 characters' }]);
    expect(read(text(), 3).problems).toEqual([{ path: 'x', message: 'must be text' }]);
    expect(read(text(), undefined).problems).toEqual([{ path: 'x', message: 'is required' }]);
    expect(read(text(), 'a\u0000b').problems).toEqual([{ path: 'x', message: 'must not contain a NUL character' }]);
  });

  it('takes only real calendar dates written YYYY-MM-DD', () => {
    for (const good of ['2024-02-29', '2026-12-31']) expect(read(isoDate(), good).problems, good).toEqual([]);
    for (const bad of ['2025-02-29', '2026-13-01', '2026-1-5', '2026-01-05T00:00', 20260105, null]) {
      expect(read(isoDate(), bad).problems, String(bad)).toHaveLength(1);
    }
  });

  it('reads whole numbers from numbers or digits, within bounds', () => {
    expect(read(wholeNumber(1, 10), '7').value).toBe(7);
    expect(read(wholeNumber(1, 10), 7).value).toBe(7);
    for (const bad of ['0', '11', '1.5', 'abc', 2.5, '']) expect(read(wholeNumber(1, 10), bad).problems, String(bad)).toHaveLength(1);
  });

  it('handles optional, nullable and fixed choices', () => {
    expect(read(optional(oneOf(['a', 'b']), null), undefined).value).toBeNull();
    expect(read(oneOf(['a', 'b']), 'c').problems[0]?.message).toBe('must be one of a, b');
    expect(read(nullable(isoDate()), null)).toEqual({ value: null, problems: [] });
  });

  it('states a fallback as the schema\'s default only when a caller could send it too', () => {
    expect(optional(wholeNumber(1, 10), 1).schema).toMatchObject({ default: 1 });
    expect(optional(nullable(text()), null).schema).toMatchObject({ default: null });
    // A filter left out reads as null, "no filter": not a value its schema takes, so not a default.
    expect(optional(oneOf(['a', 'b']), null).schema).not.toHaveProperty('default');
    expect(optional(isoDate(), null).schema).not.toHaveProperty('default');
  });

  it('reads objects key by key, refuses unknown keys, and checks across keys once the keys are fine', () => {
    const range = object(
      { from: isoDate(), to: isoDate() },
      { unknownKeys: 'reject', check: ({ from, to }) => (from > to ? { path: 'to', message: 'is before from' } : null) },
    );
    expect(read(range, { from: '2026-01-01', to: '2026-01-02' }).problems).toEqual([]);
    expect(read(range, { from: '2026-01-02', to: '2026-01-01' }).problems).toEqual([{ path: 'to', message: 'is before from' }]);
    expect(read(range, { from: 'x', to: '2026-01-01', extra: 1 }).problems.map((problem) => problem.path)).toEqual(['x.from', 'x.extra']);
    expect(read(range, 'text').problems).toEqual([{ path: 'x', message: 'must be a JSON object' }]);
  });
});
