// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, BlockDate, ListResponse, PlanningItem } from '../../src/ground/contract';
import { addDays, localDate } from '../../server/kernel/isoDates';
import { removeDataDir, startTestServer, type TestServer } from './testServer';

let server: TestServer;
let sam: string;
let chief: string;
const today = localDate(new Date());
beforeAll(async () => {
  server = await startTestServer();
  sam = await server.login('crew@demo.test');
  chief = await server.login('chief@demo.test');
}, 60_000);
afterAll(async () => {
  await server.close();
  removeDataDir(server.dataDir);
});

const itemsOf = async (token: string, query = '') => {
  const response = await server.call('GET', `/planningCalendarItems${query}`, token);
  expect(response.statusCode).toBe(200);
  return response.json<ListResponse<PlanningItem>>();
};
const blockDateCount = async () => (await itemsOf(sam)).items.filter((item) => item.type === 'blockDate').length;

describe('GET /planningCalendarItems', () => {
  it('holds jobs, blocked dates, vacations, sick days, absences and bank holidays', async () => {
    const markers = new Set((await itemsOf(sam)).items.map((item) => item.marker));
    for (const marker of ['confirmed', 'requested', 'spare', 'doubleBooked', 'changed', 'cancelled', 'blockedDate',
      'vacationPaid', 'vacationUnpaid', 'sickDay', 'absence', 'bankHoliday']) {
      expect(markers, marker).toContain(marker);
    }
  });

  it('answers only items that overlap the range', async () => {
    const from = addDays(today, 4);
    const to = addDays(today, 6);
    const { items } = await itemsOf(sam, `?from=${from}&to=${to}`);
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.startDate <= to && item.endDate >= from)).toBe(true);
    const all = (await itemsOf(sam)).items.filter((item) => item.startDate <= to && item.endDate >= from);
    expect(items.map((item) => item.id).sort()).toEqual(all.map((item) => item.id).sort());
  });

  it('answers 400 with details for a malformed range or one that ends before it starts', async () => {
    for (const [query, path] of [['?from=2026-13-01', 'from'], ['?to=yesterday', 'to'], ['?from=2026-05-02&to=2026-05-01', 'to']]) {
      const response = await server.call('GET', `/planningCalendarItems${query}`, sam);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<ApiError>().error.details, query).toEqual([expect.objectContaining({ path })]);
    }
  });
});

describe('POST /blockDates', () => {
  it('blocks dates and shows them on the calendar with the reason', async () => {
    const startDate = addDays(today, 40);
    const response = await server.call('POST', '/blockDates', sam, { startDate, endDate: addDays(today, 41), reason: '  Moving house ' });
    expect(response.statusCode).toBe(201);
    const blockDate = response.json<BlockDate>();
    expect(blockDate).toMatchObject({ startDate, endDate: addDays(today, 41), reason: 'Moving house' });
    const { items } = await itemsOf(sam, `?from=${startDate}&to=${startDate}`);
    expect(items).toContainEqual(expect.objectContaining({
      type: 'blockDate', marker: 'blockedDate', title: 'Moving house', reason: 'Moving house', refId: blockDate.id,
    }));
  });

  it('takes a single day without an end date', async () => {
    const response = await server.call('POST', '/blockDates', sam, { startDate: addDays(today, 50), endDate: null, reason: 'Dentist' });
    expect(response.statusCode).toBe(201);
    expect(response.json<BlockDate>().endDate).toBeNull();
  });

  it('refuses each kind of bad input with 400 and a detail, and creates nothing', async () => {
    const before = await blockDateCount();
    const startDate = addDays(today, 60);
    const cases: [unknown, string][] = [
      [{ startDate: '2026-02-30', endDate: null, reason: 'x' }, 'startDate'],
      [{ startDate: '05-01-2026', endDate: null, reason: 'x' }, 'startDate'],
      [{ endDate: null, reason: 'x' }, 'startDate'],
      [{ startDate, endDate: 'soon', reason: 'x' }, 'endDate'],
      [{ startDate, endDate: addDays(today, 59), reason: 'x' }, 'endDate'],
      [{ startDate, endDate: null, reason: '   ' }, 'reason'],
      [{ startDate, endDate: null, reason: 'x'.repeat(501) }, 'reason'],
      [{ startDate, endDate: null, reason: 7 }, 'reason'],
      [{ startDate, endDate: null, reason: 'x', personId: 2 }, 'personId'],
      [[startDate], 'body'],
    ];
    for (const [payload, path] of cases) {
      const response = await server.call('POST', '/blockDates', sam, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<ApiError>().error.details, JSON.stringify(payload)).toEqual([expect.objectContaining({ path })]);
    }
    const asText = await server.app.inject({
      method: 'POST', url: '/api/v1/blockDates', headers: { authorization: `Bearer ${sam}`, 'content-type': 'text/plain' },
      payload: 'tomorrow',
    });
    expect(asText.statusCode).toBe(400);
    expect(asText.json<ApiError>().error.details).toEqual([{ path: 'body', message: 'must be a JSON object' }]);
    expect(await blockDateCount()).toBe(before);
    const longest = await server.call('POST', '/blockDates', sam, { startDate, endDate: null, reason: 'x'.repeat(500) });
    expect(longest.statusCode).toBe(201);
  });
});

describe('DELETE /blockDates/{id}', () => {
  it("deletes the person's own block date with 204, then answers 404", async () => {
    const created = (await server.call('POST', '/blockDates', sam, { startDate: addDays(today, 70), endDate: null, reason: 'Gone' }))
      .json<BlockDate>();
    const response = await server.call('DELETE', `/blockDates/${created.id}`, sam);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await itemsOf(sam)).items.some((item) => item.type === 'blockDate' && item.refId === created.id)).toBe(false);
    expect((await server.call('DELETE', `/blockDates/${created.id}`, sam)).statusCode).toBe(404);
  });

  it("answers 404 for another person's block date and keeps it", async () => {
    const theirs = (await server.call('POST', '/blockDates', chief, { startDate: addDays(today, 9), endDate: null, reason: 'Concert' }))
      .json<BlockDate>();
    const response = await server.call('DELETE', `/blockDates/${theirs.id}`, sam);
    expect(response.statusCode).toBe(404);
    expect(response.json<ApiError>().error.code).toBe('not_found');
    expect((await itemsOf(chief)).items.some((item) => item.refId === theirs.id && item.type === 'blockDate')).toBe(true);
    expect((await itemsOf(sam)).items.some((item) => item.refId === theirs.id && item.type === 'blockDate')).toBe(false);
  });

  it('answers 400 for an id that is not a number', async () => {
    expect((await server.call('DELETE', '/blockDates/abc', sam)).statusCode).toBe(400);
    expect((await server.call('DELETE', '/blockDates/99999999999', sam)).statusCode).toBe(400);
  });
});
