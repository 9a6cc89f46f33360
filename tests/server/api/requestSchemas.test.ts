// @vitest-environment node
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { amount, isTrue, listOf } from '../../../src/ground/contract/fields/amountFields';
import { apiRoutes } from '../../../server/api/apiRoutes';
import {
  isoDate, jsonObject, nullable, object, oneOf, optional, record, text, wholeNumber, yesNo, type Field, type Problem,
} from '../../../src/ground/contract/fields/fields';
import { dottedDate } from '../../../src/ground/contract/fields/dottedDate';
import { iconNames } from '../../../src/ground/screenLanguage/types';

// Draft 2020-12, as TypeBox builds the schemas and the OpenAPI 3.1 document states them.
const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats(ajv);

/** The body reader of a route row, e.g. `POST /documents/:id`. */
function bodyOf(call: string): Field<unknown> {
  const body = apiRoutes.find((route) => `${route.method} ${route.path}` === call)?.body;
  if (!body) throw new Error(`${call} has no body`);
  return body;
}

/** A PNG data URL of exactly `bytes` bytes: a 1×1 PNG's header, then zeros (the readers check the header, not the rest). */
function pngOfBytes(bytes: number): string {
  const header = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
  return `data:image/png;base64,${Buffer.concat([header, Buffer.alloc(bytes - header.length)]).toString('base64')}`;
}
const megabyte = 1024 * 1024;
/** The most bytes the document promises a signature may hold: whole groups of 3 within 1 MB (the base64 text's length). */
const promised = 3 * Math.floor(megabyte / 3);
/** A value as JSON, long ones cut, so that a disagreement on a 1 MB signature stays readable. */
const shortly = (value: unknown) => {
  const json = JSON.stringify(value) ?? String(value);
  return json.length > 120 ? `${json.slice(0, 100)}… (${json.length} characters)` : json;
};
/** A push subscription with keys of `p256dh` and `auth` characters of base64url. */
const subscription = (p256dh: string, auth: string) => ({ endpoint: 'https://push.example/1', keys: { p256dh, auth } });

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
  ['a date', isoDate(), ['2026-11-24', '2026-02-30', '24.11.2026', 20261124, '1900-01-01', '1899-12-31', '0999-01-01', '12026-01-01']],
  ['a due date', dottedDate(), ['24.11.2026', '01.01.0001', '32.01.2026', '01.13.2026', '00.01.2026', '1.1.2026', '2026-11-24']],
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
  ['a new password', bodyOf('POST /forgottenPassword/:token'),
    [{ password: '12345678' }, { password: '1234567' }, { password: ' '.repeat(8) }, { password: ' 1234567' }, { password: 'a\u0000bcdefgh' },
      { password: 'x'.repeat(1024) }, { password: 'x'.repeat(1025) }, { password: '\u{1F511}'.repeat(7) }]],
  ['a push subscription', bodyOf('POST /setPushNotificationSubscription'), [
    subscription('A'.repeat(87), 'B'.repeat(22)), subscription('A'.repeat(87) + '=', 'B'.repeat(22) + '=='),
    subscription('A'.repeat(86), 'B'.repeat(22)), subscription('A'.repeat(88), 'B'.repeat(22)),
    subscription('A'.repeat(87), 'B'.repeat(21)), subscription('A'.repeat(87), 'B'.repeat(23)), subscription('A'.repeat(87), 'B+'.repeat(11)),
  ]],
  ['a signature to keep (…/signed)', bodyOf('POST /crewChecks/:id/download/signed'), [
    { signature: pngOfBytes(promised), signerName: 'Ann' }, { signature: pngOfBytes(megabyte + 1), signerName: 'Ann' },
    { signature: pngOfBytes(100), signerName: 'Ann' }, { signature: pngOfBytes(100).slice(0, -1), signerName: 'Ann' },
    { signature: 'data:image/jpeg;base64,AAAA', signerName: 'Ann' },
  ]],
  ['a signature of a document', bodyOf('POST /documents/:id/sign/:signatoryId'), [
    { signature: pngOfBytes(promised) }, { signature: pngOfBytes(megabyte + 1) }, { signature: pngOfBytes(100) }, { signature: 'data:image/png;base64,' },
  ]],
  ['a change of a document (at least one field)', bodyOf('POST /documents/:id'), [{}, { validUntil: null }, { description: 'x' }]],
  ['a change of a crew item, or a person requested alone', bodyOf('POST /projectCrewItems/:id'),
    [{}, { function: 'Rigger' }, { personId: 3 }, { personId: 3, function: 'Rigger' }, { remarks: null }]],
  ['profile access for exactly one of a contact and a user', bodyOf('POST /persons/:id/profileAccess'), [
    { contactId: 1, permissions: ['a'] }, { userId: 1, permissions: ['a'] }, { contactId: 1, userId: null, permissions: ['a'] },
    { contactId: 1, userId: 2, permissions: ['a'] }, { permissions: ['a'] }, { contactId: null, userId: null, permissions: ['a'] },
  ]],
  ['a screen placed in a menu with its order and icon', bodyOf('POST /tenants/:id/screens/:screenId/menu'), [
    { menu: 'side', inMenu: false, reason: 'r', baseRevision: 1 }, { menu: 'side', inMenu: true, reason: 'r', baseRevision: 1 },
    { menu: 'side', inMenu: true, order: 1, reason: 'r', baseRevision: 1 },
    { menu: 'side', inMenu: true, order: 1, icon: iconNames[0], reason: 'r', baseRevision: 1 },
  ]],
];

describe('request fields carry the JSON Schema of what they read', () => {
  it.each(cases)('%s: the reader and its schema take and refuse the same values', (_name, field, values) => {
    const disagreements = values.map((value) => ({ value: shortly(value), ...verdicts(field, value) }))
      .filter((entry) => entry.reader !== entry.schema);
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
