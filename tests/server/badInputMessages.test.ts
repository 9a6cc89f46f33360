// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, ListResponse, ReceiptType } from '../../src/ground/contract';
import type { FormSummary, FormToPerform } from '../../src/ground/contract/forms';
import type { UserSummary } from '../../src/ground/contract/reference';
import type { ConfigurableTenant } from '../../src/ground/contract/tenantConfig';
import { crewIdOf } from './product-calls/crewsSamples';
import { multipartBody, removeDataDir, startTestServer, type TestFile, type TestServer } from './testServer';
import { exeBytes, pdfBytes, pngBytes } from './uploadFixtures';
import { personIdOf } from './tokenPerson';

/**
 * Every kind of bad input the API refuses today, with the exact answer: the status and the whole `error` (message and
 * details). The field readers (server/kernel/fields.ts and the routes' own) are about to be joined by JSON Schema on each
 * route; these answers must not change when they are. `{{name}}` in a url, a body or an expected error stands for an
 * id of the demo data, looked up once (see `lookUpIds`); a body value that is only `'{{name}}'` is sent as a number.
 * Ids in paths and bodies that the call never reaches (validation comes first) are plain numbers such as 1.
 */

type Login = 'crew@demo.test' | 'chief@demo.test' | 'planner@demo.test' | 'pm@demo.test' | 'office@demo.test'
  | 'accountant@demo.test' | 'support@demo.test' | 'pc-7';

/** A multipart form body, as uploads are sent. */
class Multipart {
  constructor(readonly fields: Record<string, string>, readonly files: Record<string, TestFile>) {}
}
const multipart = (fields: Record<string, string>, files: Record<string, TestFile>) => new Multipart(fields, files);

interface BadInputCase {
  /** What is wrong with the request. */
  name: string;
  method: 'GET' | 'POST' | 'DELETE';
  /** Below `/api/v1`. */
  url: string;
  /** Laid over the app's `Type: MOBILE`; `undefined` leaves a header out. */
  headers?: Record<string, string | undefined>;
  /** JSON (an object or a list), raw text (a string, with its own content-type), or `multipart(…)`. Default none. */
  body?: unknown;
  /** Who calls; default nobody (the public calls). */
  login?: Login;
  /** Default 400. */
  status?: number;
  error: ApiError['error'];
}

/** A 400 `bad_request` with its message and its details as `[path, message]` pairs. */
const refused = (message: string, ...details: [path: string, message: string][]): ApiError['error'] =>
  ({ code: 'bad_request', message, details: details.map(([path, detail]) => ({ path, message: detail })) });

const line = { description: 'Diesel', quantity: 40.5, unitPrice: 1.79, vatRate: 21 };
const receiptWith = (change: object) => ({ typeId: '{{receiptType}}', date: '2030-04-01', supplier: 'Shell', items: [line], ...change });
const invoice = { companyId: 1, invoiceDate: '2030-01-10', dueDate: '2030-02-09', items: [{ description: 'Stagehands (hours)', quantity: 40, unitPrice: 34.5, vatRate: 21 }] };
const crewItems = { crewId: 1, startDate: '2099-03-01', endDate: null, startTime: '08:00', endTime: '17:00', function: 'Stagehand', amount: 1 };
const location = { latitude: 52.3414, longitude: 4.8884, accuracy: 6, recordedAt: '2026-01-01T10:00:00Z' };
const pushSubscription = {
  endpoint: 'https://push.example.test/x', expirationTime: null,
  keys: { p256dh: Buffer.alloc(65, 4).toString('base64url'), auth: Buffer.alloc(16, 1).toString('base64url') },
};
const pngSignature = `data:image/png;base64,${pngBytes(40, 20).toString('base64')}`;
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70]).toString('base64');
const brokenPng = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]).toString('base64');

const cases: BadInputCase[] = [
  // Headers, bodies that are not JSON objects, and a public call's check across fields.
  {
    name: 'login without the Type header', method: 'POST', url: '/auth/token', headers: { type: undefined },
    body: { username: 'crew@demo.test', password: 'demo1234' },
    error: refused('Type header must be MOBILE (send "Type: MOBILE")', ['Type', 'header must be MOBILE (send "Type: MOBILE")']),
  },
  {
    name: 'login with a mistyped, a missing and an unknown field', method: 'POST', url: '/auth/token', body: { username: 42, extra: true },
    error: refused('username must be text (and 2 more)', ['username', 'must be text'], ['password', 'is required'], ['extra', 'is not a known field']),
  },
  {
    name: 'login with a list for a body', method: 'POST', url: '/auth/token', body: [1, 2],
    error: refused('body must be a JSON object', ['body', 'must be a JSON object']),
  },
  {
    name: 'login with malformed JSON', method: 'POST', url: '/auth/token', headers: { 'content-type': 'application/json' }, body: '{"username": ',
    error: { code: 'bad_request', message: 'The body is not valid JSON' },
  },
  {
    name: 'login with no body', method: 'POST', url: '/auth/token',
    error: refused('body is required', ['body', 'is required']),
  },
  {
    name: 'block date sent as plain text', method: 'POST', url: '/blockDates', login: 'crew@demo.test', headers: { 'content-type': 'text/plain' },
    body: 'tomorrow',
    error: refused('body must be a JSON object', ['body', 'must be a JSON object']),
  },
  {
    name: 'block date sent as multipart form data', method: 'POST', url: '/blockDates', login: 'crew@demo.test',
    body: multipart({ startDate: '2031-01-01', reason: 'Holiday' }, {}), status: 415,
    error: { code: 'unsupported_media_type', message: 'This call takes no files: send the body as application/json, not multipart/form-data' },
  },
  {
    name: 'job confirmation with a field', method: 'POST', url: '/jobs/1/confirmation', login: 'crew@demo.test', body: { confirmed: true },
    error: refused('confirmed is not a known field', ['confirmed', 'is not a known field']),
  },
  {
    name: 'new password shorter than 8 characters', method: 'POST', url: '/forgottenPassword/some-token', body: { password: 'short' },
    error: refused('password must be at least 8 characters', ['password', 'must be at least 8 characters']),
  },

  // Paths.
  {
    name: 'block date id that is not a number', method: 'DELETE', url: '/blockDates/abc', login: 'crew@demo.test',
    error: refused('id must be a whole number from 1 to 2147483647', ['id', 'must be a whole number from 1 to 2147483647']),
  },
  {
    name: 'block date id beyond a Postgres int', method: 'DELETE', url: '/blockDates/99999999999', login: 'crew@demo.test',
    error: refused('id must be a whole number from 1 to 2147483647', ['id', 'must be a whole number from 1 to 2147483647']),
  },
  {
    name: 'project number with a space', method: 'GET', url: '/projects/P%201001', login: 'pm@demo.test',
    error: refused('number must be a project number', ['number', 'must be a project number']),
  },
  {
    name: 'security check id 0', method: 'GET', url: '/projectCrews/{{fairCrew}}/securityChecks/0', login: 'crew@demo.test',
    error: refused('checkId must be a whole number from 1 to 2147483647', ['checkId', 'must be a whole number from 1 to 2147483647']),
  },
  {
    name: 'payroll document that is neither an id nor a type', method: 'GET', url: '/payrolls/1/download/secret', login: 'crew@demo.test',
    error: refused('documentId must be one of payslip, annualStatement, timesheet', ['documentId', 'must be one of payslip, annualStatement, timesheet']),
  },
  {
    name: 'tenant screen id with a dot', method: 'POST', url: '/tenants/{{moyo}}/screens/my.jobs/switch', login: 'support@demo.test',
    body: { enabled: true, reason: 'x' },
    error: refused('screenId must be a screen id (letters, digits and -)', ['screenId', 'must be a screen id (letters, digits and -)']),
  },

  // Query strings: paging, filters, ranges.
  {
    name: 'limit in words', method: 'GET', url: '/jobs?limit=ten', login: 'crew@demo.test',
    error: refused('limit must be a whole number from 1 to 1000', ['limit', 'must be a whole number from 1 to 1000']),
  },
  {
    name: 'page 0 and limit -1', method: 'GET', url: '/functions?page=0&limit=-1', login: 'crew@demo.test',
    error: refused(
      'limit must be a whole number from 1 to 1000 (and 1 more)',
      ['limit', 'must be a whole number from 1 to 1000'],
      ['page', 'must be a whole number from 1 to 1000000'],
    ),
  },
  {
    name: 'unknown sheet format', method: 'GET', url: '/projectCrews/{{fairCrew}}/deliveryNote?format=doc', login: 'crew@demo.test',
    error: refused('format must be one of json, pdf', ['format', 'must be one of json, pdf']),
  },
  {
    name: 'closed filter that is not true or false', method: 'GET', url: '/projects?closed=maybe', login: 'pm@demo.test',
    error: refused('closed must be one of true, false', ['closed', 'must be one of true, false']),
  },
  {
    name: 'e-mail search with a NUL character', method: 'GET', url: '/emailMessages?search=a%00b', login: 'office@demo.test',
    error: refused('search must not contain a NUL character', ['search', 'must not contain a NUL character']),
  },
  {
    name: 'calendar range that ends before it starts', method: 'GET', url: '/planningCalendarItems?from=2026-05-02&to=2026-05-01', login: 'crew@demo.test',
    error: refused('to must not be before from', ['to', 'must not be before from']),
  },
  {
    name: 'menu preview without a login', method: 'GET', url: '/tenants/{{moyo}}/menuPreview', login: 'support@demo.test',
    error: refused('login is required', ['login', 'is required']),
  },

  // Block dates and vacations.
  {
    name: 'block date on 30 February', method: 'POST', url: '/blockDates', login: 'crew@demo.test',
    body: { startDate: '2031-02-30', endDate: null, reason: 'x' },
    error: refused('startDate must be a date written YYYY-MM-DD', ['startDate', 'must be a date written YYYY-MM-DD']),
  },
  {
    name: 'block date ending before it starts', method: 'POST', url: '/blockDates', login: 'crew@demo.test',
    body: { startDate: '2031-05-02', endDate: '2031-05-01', reason: 'x' },
    error: refused('endDate must not be before startDate', ['endDate', 'must not be before startDate']),
  },
  {
    name: 'block date reason of spaces', method: 'POST', url: '/blockDates', login: 'crew@demo.test',
    body: { startDate: '2031-05-02', endDate: null, reason: '   ' },
    error: refused('reason must not be empty', ['reason', 'must not be empty']),
  },
  {
    name: 'block date reason over 500 characters', method: 'POST', url: '/blockDates', login: 'crew@demo.test',
    body: { startDate: '2031-05-02', endDate: null, reason: 'x'.repeat(501) },
    error: refused('reason must be at most 500 characters', ['reason', 'must be at most 500 characters']),
  },
  {
    name: 'block date reason that is a number, and a person id', method: 'POST', url: '/blockDates', login: 'crew@demo.test',
    body: { startDate: '2031-05-02', endDate: null, reason: 7, personId: 2 },
    error: refused('reason must be text (and 1 more)', ['reason', 'must be text'], ['personId', 'is not a known field']),
  },
  {
    name: 'empty vacation request', method: 'POST', url: '/vacationRequests', login: 'crew@demo.test', body: {},
    error: refused('startDate is required (and 2 more)', ['startDate', 'is required'], ['paid', 'is required'], ['reason', 'is required']),
  },
  {
    name: 'vacation paid "yes" and a status', method: 'POST', url: '/vacationRequests', login: 'crew@demo.test',
    body: { startDate: '2031-05-02', paid: 'yes', reason: 'x', status: 'approved' },
    error: refused('paid must be true or false (and 1 more)', ['paid', 'must be true or false'], ['status', 'is not a known field']),
  },
  {
    name: 'vacation starting in the past', method: 'POST', url: '/vacationRequests', login: 'crew@demo.test',
    body: { startDate: '2020-01-01', paid: true, reason: 'Too late' },
    error: refused('Vacation cannot start in the past', ['startDate', 'must be today or later']),
  },
  {
    name: 'push subscription over http', method: 'POST', url: '/setPushNotificationSubscription', login: 'crew@demo.test',
    body: { ...pushSubscription, endpoint: 'http://push.example.test/x' },
    error: refused('endpoint must be an https URL', ['endpoint', 'must be an https URL']),
  },
  {
    name: 'push subscription with a short key and no auth key', method: 'POST', url: '/setPushNotificationSubscription', login: 'crew@demo.test',
    body: { ...pushSubscription, keys: { p256dh: 'short' } },
    error: refused(
      'keys.p256dh must be a base64url key of 65 bytes (and 1 more)',
      ['keys.p256dh', 'must be a base64url key of 65 bytes'],
      ['keys.auth', 'is required'],
    ),
  },

  // Receipts, invoices and payrolls.
  {
    name: 'receipt line with a negative quantity', method: 'POST', url: '/receipts', login: 'accountant@demo.test',
    body: receiptWith({ items: [{ ...line, quantity: -1 }] }),
    error: refused('items.0.quantity must be from 0 to 99999', ['items.0.quantity', 'must be from 0 to 99999']),
  },
  {
    name: 'receipt line with 3 decimals and a price as text', method: 'POST', url: '/receipts', login: 'accountant@demo.test',
    body: receiptWith({ items: [{ ...line, unitPrice: 1.999 }, { ...line, unitPrice: '1.79' }] }),
    error: refused(
      'items.0.unitPrice must have at most 2 decimals (and 1 more)',
      ['items.0.unitPrice', 'must have at most 2 decimals'],
      ['items.1.unitPrice', 'must be a number'],
    ),
  },
  {
    name: 'receipt line with VAT 15 %', method: 'POST', url: '/receipts', login: 'accountant@demo.test',
    body: receiptWith({ items: [{ ...line, vatRate: 15 }] }),
    error: refused('items.0.vatRate must be one of 0, 9, 20, 21', ['items.0.vatRate', 'must be one of 0, 9, 20, 21']),
  },
  {
    name: 'receipt without lines, with a tip', method: 'POST', url: '/receipts', login: 'accountant@demo.test', body: receiptWith({ items: [], tip: 1 }),
    error: refused('items must hold 1 to 100 entries (and 1 more)', ['items', 'must hold 1 to 100 entries'], ['tip', 'is not a known field']),
  },
  {
    name: 'receipt of an unknown type and project', method: 'POST', url: '/receipts', login: 'accountant@demo.test',
    body: receiptWith({ typeId: 999_999, projectNumber: 'nope' }),
    error: refused('The request names records that do not exist', ['typeId', 'is not known'], ['projectNumber', 'is not known']),
  },
  {
    name: 'receipt change with no field', method: 'POST', url: '/receipts/1', login: 'accountant@demo.test', body: {},
    error: refused('body send at least one field to change', ['body', 'send at least one field to change']),
  },
  {
    name: 'receipt line change with no field', method: 'POST', url: '/receiptItems/1', login: 'accountant@demo.test', body: {},
    error: refused(
      'description send at least one of description, quantity, unitPrice, vatRate',
      ['description', 'send at least one of description, quantity, unitPrice, vatRate'],
    ),
  },
  {
    name: 'invoice due before its date', method: 'POST', url: '/invoices', login: 'accountant@demo.test', body: { ...invoice, dueDate: '2030-01-01' },
    error: refused('dueDate must not be before invoiceDate', ['dueDate', 'must not be before invoiceDate']),
  },
  {
    name: 'payroll item confirmed false', method: 'POST', url: '/payrollItems/1', login: 'chief@demo.test', body: { confirmed: false },
    error: refused('confirmed must be true', ['confirmed', 'must be true']),
  },
  {
    name: 'payroll item change with no field', method: 'POST', url: '/payrollItems/1', login: 'chief@demo.test', body: {},
    error: refused('confirmed send confirmed: true, or hours or remarks to correct', ['confirmed', 'send confirmed: true, or hours or remarks to correct']),
  },
  {
    name: 'payroll question of type NOTE', method: 'POST', url: '/payrolls/1/activities', login: 'crew@demo.test',
    body: { caption: 'Question', type: 'NOTE', body: 'x' },
    error: refused('type must be one of LOG, TODO_INT, TODO_PAYROLL_ITEM', ['type', 'must be one of LOG, TODO_INT, TODO_PAYROLL_ITEM']),
  },

  // Persons: activities, profile access, pictures and documents.
  {
    name: 'activity with a due date written YYYY-MM-DD', method: 'POST', url: '/persons/{{samPerson}}/activities', login: 'planner@demo.test',
    body: { caption: 'x', type: 'LOG', body: '', parameters: { dueDate: '2030-12-31' } },
    error: refused('parameters.dueDate must be a date written DD.MM.YYYY', ['parameters.dueDate', 'must be a date written DD.MM.YYYY']),
  },
  {
    name: 'activity with priority 9 and an unknown parameter', method: 'POST', url: '/persons/{{samPerson}}/activities', login: 'planner@demo.test',
    body: { caption: 'x', type: 'LOG', body: '', parameters: { priority: 9, colour: 'red' } },
    error: refused(
      'parameters.priority must be a whole number from 1 to 5 (and 1 more)',
      ['parameters.priority', 'must be a whole number from 1 to 5'],
      ['parameters.colour', 'is not a known field'],
    ),
  },
  {
    name: 'profile access for nobody', method: 'POST', url: '/persons/{{samPerson}}/profileAccess', login: 'crew@demo.test', body: { permissions: ['profile'] },
    error: refused('contactId give exactly one of contactId and userId', ['contactId', 'give exactly one of contactId and userId']),
  },
  {
    name: 'profile access with no permissions', method: 'POST', url: '/persons/{{samPerson}}/profileAccess', login: 'crew@demo.test',
    body: { userId: '{{pieterUser}}', permissions: [] },
    error: refused('permissions must be a list of 1 to 10 codes', ['permissions', 'must be a list of 1 to 10 codes']),
  },
  {
    name: 'profile access with an unknown permission', method: 'POST', url: '/persons/{{samPerson}}/profileAccess', login: 'crew@demo.test',
    body: { userId: '{{pieterUser}}', permissions: ['profile', 'everything'] },
    error: refused('Unknown permission type', ['permissions.1', 'is not a known permission type']),
  },
  {
    name: 'profile picture sent as JSON', method: 'POST', url: '/persons/{{samPerson}}/profilePictures', login: 'crew@demo.test', body: { file: 'x' },
    error: refused('file must be a file sent as multipart form data', ['file', 'must be a file sent as multipart form data']),
  },
  {
    name: 'profile picture that is an executable', method: 'POST', url: '/persons/{{samPerson}}/profilePictures', login: 'crew@demo.test',
    body: multipart({}, { file: { name: 'me.png', type: 'image/png', bytes: exeBytes() } }),
    error: refused(
      'file must be a png, jpeg, webp, heic file (its content is application/x-msdownload)',
      ['file', 'must be a png, jpeg, webp, heic file (its content is application/x-msdownload)'],
    ),
  },
  {
    name: 'document upload without a file', method: 'POST', url: '/persons/{{samPerson}}/documents', login: 'crew@demo.test',
    body: multipart({ caption: 'A1' }, {}),
    error: refused('file is required (send the file as multipart form data)', ['file', 'is required (send the file as multipart form data)']),
  },
  {
    name: 'document upload with an unknown field', method: 'POST', url: '/persons/{{samPerson}}/documents', login: 'crew@demo.test',
    body: multipart({ owner: 'someone else' }, { file: { name: 'a.pdf', type: 'application/pdf', bytes: pdfBytes() } }),
    error: refused('owner is not a known field', ['owner', 'is not a known field']),
  },
  {
    name: 'document upload of an unknown type', method: 'POST', url: '/persons/{{samPerson}}/documents', login: 'crew@demo.test',
    body: multipart({ typeId: '999999' }, { file: { name: 'a.pdf', type: 'application/pdf', bytes: pdfBytes() } }),
    error: refused('typeId is not a known document type', ['typeId', 'is not a known document type']),
  },

  // Documents and signatures.
  {
    name: 'document change with no field', method: 'POST', url: '/documents/1', login: 'crew@demo.test', body: {},
    error: refused('body must change at least one field', ['body', 'must change at least one field']),
  },
  {
    name: 'document signature that is a PDF, a rating of 9 and an unknown field', method: 'POST', url: '/documents/1/sign/1', login: 'crew@demo.test',
    body: { signature: `data:image/png;base64,${pdfBytes().toString('base64')}`, rating: 9, extra: 1 },
    error: refused(
      'signature must hold a PNG image (and 2 more)',
      ['signature', 'must hold a PNG image'],
      ['rating', 'must be a whole number from 1 to 5'],
      ['extra', 'is not a known field'],
    ),
  },
  {
    name: 'document form fields that are a list', method: 'POST', url: '/documentSignatories/1/sign', login: 'crew@demo.test',
    body: { signature: pngSignature, formFields: ['x'] },
    error: refused('formFields must be a JSON object of field values', ['formFields', 'must be a JSON object of field values']),
  },
  {
    name: 'delivery note signature that is a JPEG', method: 'POST', url: '/projectCrews/{{fairCrew}}/deliveryNote/signed', login: 'chief@demo.test',
    body: { signature: `data:image/png;base64,${jpeg}`, signerName: 'Dana' },
    error: refused('signature must be a PNG image', ['signature', 'must be a PNG image']),
  },
  {
    name: 'delivery note signature with a JPEG data URL', method: 'POST', url: '/projectCrews/{{fairCrew}}/deliveryNote/signed', login: 'chief@demo.test',
    body: { signature: `data:image/jpeg;base64,${jpeg}`, signerName: 'Dana' },
    error: refused('signature must be a PNG data URL starting data:image/png;base64,', ['signature', 'must be a PNG data URL starting data:image/png;base64,']),
  },
  {
    name: 'delivery note signature that is not base64', method: 'POST', url: '/projectCrews/{{fairCrew}}/deliveryNote/signed', login: 'chief@demo.test',
    body: { signature: 'data:image/png;base64,not*base64!', signerName: 'Dana' },
    error: refused('signature must be valid base64', ['signature', 'must be valid base64']),
  },
  {
    name: 'delivery note signature whose PNG cannot be read', method: 'POST', url: '/projectCrews/{{fairCrew}}/deliveryNote/signed', login: 'chief@demo.test',
    body: { signature: `data:image/png;base64,${brokenPng}`, signerName: 'Dana' },
    error: refused('signature is not a PNG image that can be read', ['signature', 'is not a PNG image that can be read']),
  },
  {
    name: 'sheet release with a body', method: 'POST', url: '/projectCrews/{{fairCrew}}/deliveryNote/release', login: 'chief@demo.test', body: { now: true },
    error: refused('now is not a known field', ['now', 'is not a known field']),
  },

  // Crews on site.
  {
    name: 'live location at latitude 90.5', method: 'POST', url: '/projectCrews/{{fairCrew}}/liveLocations', login: 'crew@demo.test',
    body: { ...location, latitude: 90.5 },
    error: refused('latitude must be a number from -90 to 90', ['latitude', 'must be a number from -90 to 90']),
  },
  {
    name: 'live location recorded "yesterday"', method: 'POST', url: '/projectCrews/{{fairCrew}}/liveLocations', login: 'crew@demo.test',
    body: { ...location, recordedAt: 'yesterday' },
    error: refused(
      'recordedAt must be an ISO 8601 moment with an offset, e.g. 2026-11-22T10:05:00Z',
      ['recordedAt', 'must be an ISO 8601 moment with an offset, e.g. 2026-11-22T10:05:00Z'],
    ),
  },
  {
    name: 'live location recorded in the future', method: 'POST', url: '/projectCrews/{{fairCrew}}/liveLocations', login: 'crew@demo.test',
    body: { ...location, recordedAt: '2099-01-01T00:00:00Z' },
    error: refused('recordedAt must not be in the future', ['recordedAt', 'must not be in the future']),
  },

  // Forms.
  {
    name: 'form answers of every wrong kind', method: 'POST', url: '/formResults/perform', login: 'crew@demo.test', body: {
      formId: '{{prejob}}',
      answers: { '{{medical}}': 'nuts\u0000', '{{shoeSize}}': 60, '{{dateOf}}': '2026-02-30', '{{howWill}}': 'Helicopter', '{{willBring}}': false,
        '{{signature}}': 'not a png', 999999: 'x', '{{vca}}': `data:image/png;base64,${exeBytes().toString('base64')}` },
    },
    error: refused(
      'answers.999999 is not a question of this form (and 8 more)',
      ['answers.999999', 'is not a question of this form'],
      ['answers.{{emergency}}', 'is required (Emergency contact (name and phone))'],
      ['answers.{{medical}}', 'must not contain NUL characters'],
      ['answers.{{shoeSize}}', 'must be from 35 to 50'],
      ['answers.{{dateOf}}', 'must be a date written YYYY-MM-DD'],
      ['answers.{{howWill}}', 'must be one of Car, Public transport, Bike, Carpool'],
      ['answers.{{willBring}}', 'must be ticked'],
      ['answers.{{vca}}', 'must be a pdf, png, jpeg file (its content is application/x-msdownload)'],
      ['answers.{{signature}}', 'must be a PNG data URL (data:image/png;base64,…)'],
    ),
  },
  {
    name: 'form answers body with no form, answers that are not JSON and a submit of "maybe"', method: 'POST', url: '/formResults/perform', login: 'crew@demo.test',
    body: { formId: 'x', answers: '{', submit: 'maybe', extra: 1 },
    error: refused(
      'formId must be a whole number from 1 to 2147483647 (and 3 more)',
      ['formId', 'must be a whole number from 1 to 2147483647'],
      ['answers', 'must be an object of answers by question id'],
      ['submit', 'must be true or false'],
      ['extra', 'is not a known field'],
    ),
  },

  // Planning and projects.
  {
    name: 'crew items at 25:00, 51 of them', method: 'POST', url: '/projects/1008/projectCrewItems', login: 'pm@demo.test',
    body: { ...crewItems, amount: 51, startTime: '25:00' },
    error: refused(
      'startTime must be a time written HH:MM (and 1 more)',
      ['startTime', 'must be a time written HH:MM'],
      ['amount', 'must be a whole number from 1 to 50'],
    ),
  },
  {
    name: 'crew item change with no field', method: 'POST', url: '/projectCrewItems/1', login: 'pm@demo.test', body: {},
    error: refused('body has no field to change', ['body', 'has no field to change']),
  },
  {
    name: 'plus crew value data with a value as text and an unknown source', method: 'POST', url: '/plusCrewValueDatas', login: 'pc-7',
    body: { plusCrewValueId: 1, dateFrom: '2030-01-10', dateTo: '2030-01-20', value: '10', type: 'guess' },
    error: refused(
      'value must be a number from -1000000000 to 1000000000 (and 1 more)',
      ['value', 'must be a number from -1000000000 to 1000000000'],
      ['type', 'must be one of manual, invoice, payroll, correction'],
    ),
  },
  {
    name: 'plus crew value change with no field', method: 'POST', url: '/plusCrewValues/1', login: 'chief@demo.test', body: {},
    error: refused('body must change name, weight or active', ['body', 'must change name, weight or active']),
  },

  // The support console.
  {
    name: 'screen switch "maybe" with an empty reason', method: 'POST', url: '/tenants/{{moyo}}/screens/personal-calendar/switch', login: 'support@demo.test',
    body: { enabled: 'maybe', reason: '' },
    error: refused('enabled must be true or false (and 1 more)', ['enabled', 'must be true or false'], ['reason', 'must not be empty']),
  },
  {
    name: 'switching off the login screen', method: 'POST', url: '/tenants/{{moyo}}/screens/login/switch', login: 'support@demo.test',
    body: { enabled: false, reason: 'x' },
    error: refused(
      'The configuration was not changed: settings.yaml:/screens/login/enabled screen "login" is the login screen: it cannot be switched off',
      ['enabled', 'settings.yaml:/screens/login/enabled screen "login" is the login screen: it cannot be switched off'],
    ),
  },
  {
    name: 'menu place without an order', method: 'POST', url: '/tenants/{{moyo}}/screens/jobs/menu', login: 'support@demo.test',
    body: { menu: 'side', inMenu: true, icon: 'briefcase', reason: 'x' },
    error: refused('order is required to place a screen in a menu', ['order', 'is required to place a screen in a menu']),
  },
  {
    name: 'overlay whose parts are of the wrong kinds', method: 'POST', url: '/tenants/{{moyo}}/overlay', login: 'support@demo.test',
    body: { overlay: { screens: [], files: { 'a.yaml': 5 }, texts: { en: 'x' } }, reason: 'x', baseRevision: -1 },
    error: refused(
      'overlay.screens must be a JSON object (and 3 more)',
      ['overlay.screens', 'must be a JSON object'],
      ['overlay.files.a.yaml', 'must be text'],
      ['overlay.texts.en', 'must be a JSON object'],
      ['baseRevision', 'must be a whole number from 0 to 2147483647'],
    ),
  },
  {
    name: 'pasted tenant screen with a YAML syntax error', method: 'POST', url: '/tenants/{{moyo}}/tenantScreens', login: 'support@demo.test',
    body: { text: 'id: my-vacations\nroute: /my-vacations\ntitle: [acmeVacations.title\nlayout: list\n', reason: 'Pasted' },
    error: refused(
      'The configuration was not changed: tenant-screens/pasted-screen.yaml:4:1 YAML syntax: Flow sequence in block collection must be sufficiently indented and end with a ]',
      ['text', 'tenant-screens/pasted-screen.yaml:4:1 YAML syntax: Flow sequence in block collection must be sufficiently indented and end with a ]'],
    ),
  },
];

let server: TestServer;
const tokens: Partial<Record<Login, string>> = {};
let ids: Record<string, number> = {};

/** The demo data's ids that cases name by `{{name}}`. */
async function lookUpIds(): Promise<Record<string, number>> {
  const get = async <T>(path: string, login: Login): Promise<T> => {
    const response = await server.call('GET', path, tokens[login]);
    if (response.statusCode !== 200) throw new Error(`GET ${path}: ${response.statusCode} ${response.body}`);
    return response.json<T>();
  };
  const samPerson = personIdOf(tokens['crew@demo.test']!);
  const forms = await get<ListResponse<FormSummary>>(`/persons/${samPerson}/formsPerform`, 'crew@demo.test');
  const prejob = await get<FormToPerform>(`/forms/perform/${forms.items.find((form) => form.title.startsWith('Pre-job'))!.id}`, 'crew@demo.test');
  const question = (label: string) => prejob.sections.flatMap((section) => section.questions).find((candidate) => candidate.label.startsWith(label))!.id;
  return {
    samPerson,
    pieterUser: (await get<ListResponse<UserSummary>>('/users', 'crew@demo.test')).items.find((user) => user.name === 'Pieter Jansen')!.id,
    receiptType: (await get<ListResponse<ReceiptType>>('/receiptTypes', 'accountant@demo.test')).items[0]!.id,
    moyo: (await get<ListResponse<ConfigurableTenant>>('/tenants', 'support@demo.test')).items.find((tenant) => tenant.own)!.id,
    fairCrew: await crewIdOf({ get: (path, login) => get(path, login as Login) }, 'chief@demo.test', 'fair'),
    prejob: prejob.id,
    medical: question('Medical'), shoeSize: question('Shoe size'), dateOf: question('Date of'), howWill: question('How will'),
    willBring: question('I will bring'), signature: question('Your signature'), vca: question('Your VCA'), emergency: question('Emergency'),
  };
}

/** `text` with each `{{name}}` replaced by its id; in JSON, a quoted `"{{name}}"` value becomes the bare number. */
function withIds(text: string, json = false): string {
  const id = (name: string) => {
    if (!(name in ids)) throw new Error(`no id {{${name}}}`);
    return String(ids[name]);
  };
  const values = json ? text.replace(/"\{\{(\w+)\}\}"(?!:)/g, (_, name: string) => id(name)) : text;
  return values.replace(/\{\{(\w+)\}\}/g, (_, name: string) => id(name));
}

function send(badInput: BadInputCase) {
  const headers: Record<string, string> = {};
  const token = badInput.login && tokens[badInput.login];
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: string | Buffer | undefined;
  if (badInput.body instanceof Multipart) {
    const form = multipartBody(badInput.body.fields, badInput.body.files);
    payload = form.payload;
    headers['content-type'] = form.contentType;
  } else if (typeof badInput.body === 'string') {
    payload = badInput.body;
  } else if (badInput.body !== undefined) {
    payload = withIds(JSON.stringify(badInput.body), true);
    headers['content-type'] = 'application/json';
  }
  for (const [name, value] of Object.entries({ type: 'MOBILE', ...badInput.headers })) {
    if (value === undefined) delete headers[name];
    else headers[name] = value;
  }
  return server.app.inject({ method: badInput.method, url: `/api/v1${withIds(badInput.url)}`, headers, ...(payload === undefined ? {} : { payload }) });
}

beforeAll(async () => {
  server = await startTestServer();
  const logins = new Set(cases.flatMap((badInput) => (badInput.login ? [badInput.login] : [])));
  for (const login of logins) tokens[login] = await server.login(login);
  ids = await lookUpIds();
}, 60_000);
afterAll(async () => {
  await server.close();
  removeDataDir(server.dataDir);
});

describe('bad input keeps its 400 answers', () => {
  it.each(cases)('$name', async (badInput) => {
    const response = await send(badInput);
    expect(response.statusCode, response.body).toBe(badInput.status ?? 400);
    expect(response.json<ApiError>().error).toEqual(JSON.parse(withIds(JSON.stringify(badInput.error))));
  });
});
