// @vitest-environment node
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { amount, isTrue, listOf } from '../../../server/kernel/amountFields';
import { apiRoutes } from '../../../server/api/apiRoutes';
import {
  isoDate, jsonObject, nullable, object, oneOf, optional, record, text, wholeNumber, yesNo, type Field, type Problem,
} from '../../../server/kernel/fields';

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);

/** Whether the reader takes a value, and whether the JSON Schema it carries does. */
function verdicts(field: Field<unknown>, value: unknown): { reader: boolean; schema: boolean } {
  const problems: Problem[] = [];
  field(value, 'x', problems);
  return { reader: problems.length === 0, schema: ajv.validate(field.schema, value) };
}

/**
 * Each field, with JSON values it takes and refuses. The reader and its schema must agree on every one: the
 * OpenAPI document says exactly what the server accepts. (Readers also take digits and true/false written as text,
 * since query strings and paths are text; the document's parameters say integer/boolean as OpenAPI serialises them.)
 */
const cases: [string, Field<unknown>, unknown[]][] = [
  ['text with a maximum', text({ max: 3 }), ['abc', 'a', '', 'abcd', 3, null, 'a\u0000']],
  ['text that may be empty', text({ allowEmpty: true }), ['', 'x', 7]],
  ['a date', isoDate(), ['2026-11-24', '2026-02-30', '24.11.2026', 20261124]],
  ['a whole number in bounds', wholeNumber(1, 10), [1, 10, 0, 11, 2.5, null]],
  ['one of a list', oneOf(['json', 'pdf']), ['json', 'pdf', 'PDF', 1]],
  ['nullable text', nullable(text()), [null, 'x', 1]],
  ['true or false', yesNo(), [true, false, 1, null]],
  ['an amount', amount(100), [0, 99.99, 100, 100.01, -1, 1.005]],
  ['true and nothing else', isTrue(), [true, false, 'true']],
  ['a list', listOf(wholeNumber(1, 9), { min: 1, max: 2 }), [[1], [1, 2], [], [1, 2, 3], [0], 'x']],
  ['a record', record(text(), 2), [{}, { a: 'x' }, { a: 'x', b: 'y', c: 'z' }, { a: 1 }, []]],
  ['any object', jsonObject, [{}, { a: 1 }, [], null, 'x']],
  ['an object that refuses unknown keys', object({ name: text(), note: optional(text(), null) }, { unknownKeys: 'reject' }),
    [{ name: 'x' }, { name: 'x', note: 'y' }, {}, { name: 'x', other: 1 }, { name: 1 }, []]],
];

describe('request fields carry the JSON Schema of what they read', () => {
  it.each(cases)('%s: the reader and its schema take and refuse the same values', (_name, field, values) => {
    const disagreements = values.map((value) => ({ value, ...verdicts(field, value) })).filter((entry) => entry.reader !== entry.schema);
    expect(disagreements).toEqual([]);
  });

  it('gives every route row JSON Schemas that compile, objects for params, query and headers', () => {
    const broken: string[] = [];
    for (const route of apiRoutes) {
      for (const part of ['params', 'query', 'body', 'headers'] as const) {
        const schema = route[part]?.schema as { type?: unknown } | undefined;
        if (schema === undefined) continue;
        ajv.compile(schema);
        if (part !== 'body' && schema.type !== 'object') broken.push(`${route.method} ${route.path} ${part}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
