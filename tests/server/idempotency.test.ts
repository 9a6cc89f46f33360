// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../server/api/apiRoutes';
import { callKey, productCalls } from '../../server/kernel/productCalls';
import type { Queryable } from '../../server/kernel/database';
import { abandonedAfterSeconds, claimKey, keepAnswer, type KeyOwner } from '../../server/store/idempotencyStore';
import { removeDataDir, startTestServer, type TestServer } from './testServer';
import { productCallSamples } from './product-calls/productCallSamples';
import { sampleCaller } from './product-calls/sampleCaller';
import { writeSamples } from './writeSamples';

/**
 * Every write of a session sent twice with one Idempotency-Key (issue 18, "exactly once"): the second answer is the
 * first one, byte for byte, marked as a replay, and the database is as the first request left it.
 */

let server: TestServer;
const samples = { ...productCallSamples, ...writeSamples };
const { prepare, tokenOf } = sampleCaller(() => server, samples);

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(async () => {
  await server.close();
  removeDataDir(server.dataDir);
});

/**
 * What the database holds, table by table (a digest of each table's rows). Left out: the keys themselves, and the
 * sessions, whose last-seen time every request moves.
 */
async function databaseDigest(db: Queryable): Promise<Record<string, string>> {
  const tables = (await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
       AND table_name NOT IN ('idempotency_keys', 'sessions') ORDER BY table_name`,
  )).rows.map((row) => row.name);
  const digests = await Promise.all(tables.map(async (table) => {
    const [row] = (await db.query<{ digest: string | null }>(`SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM ${table} t`)).rows;
    return [table, row?.digest ?? 'empty'] as const;
  }));
  return Object.fromEntries(digests);
}

/**
 * The writes of a session: every route but GET, less the public ones (logging in, forgotten passwords and
 * unsubscribing have no session to keep keys for) and logging out (it ends the session its key would belong to; a
 * second logout is refused 401 as any call of an ended session).
 */
const sessionWrites = apiRoutes.filter((route) => route.method !== 'GET' && !route.access.public && route.path !== '/auth/logout');
/** In the order the samples are made for: the writes beyond section 7 first, then section 7's in its order. */
const sampleOrder = [...Object.keys(writeSamples), ...productCalls.map((call) => `${call.method} ${call.path}`)]
  .map((call) => callKey(...(call.split(' ') as [string, string])));
const orderOf = (method: string, path: string) => {
  const index = sampleOrder.indexOf(callKey(method, path));
  return index === -1 ? sampleOrder.length : index;
};
const writes = [...sessionWrites].sort((one, other) => orderOf(one.method, one.path) - orderOf(other.method, other.path));

describe('every write route sent twice with one Idempotency-Key', () => {
  it('has a sample request for every write route', () => {
    expect(writes.filter((route) => orderOf(route.method, route.path) === sampleOrder.length).map((route) => `${route.method} ${route.path}`)).toEqual([]);
    expect(writes.length).toBeGreaterThan(70);
  });

  it.each(writes.map((route) => [`${route.method} ${route.path}`, route.method as 'POST' | 'DELETE', route.path] as const))(
    '%s answers the repeat with the first answer and no second effect',
    async (call, method, template) => {
      const { send, expected } = await prepare(call, method, template);
      const key = randomUUID();
      const first = await send({ 'idempotency-key': key });
      expect(`${first.statusCode} ${first.statusCode >= 400 ? first.body : ''}`.trim()).toBe(String(expected));
      expect(first.headers['idempotent-replayed']).toBeUndefined();
      const before = await databaseDigest(server.app.db);
      const again = await send({ 'idempotency-key': key });
      expect(again.statusCode).toBe(first.statusCode);
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(again.headers['content-type']).toBe(first.headers['content-type']);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(await databaseDigest(server.app.db)).toEqual(before);
    },
    30_000,
  );
});

describe('Idempotency-Key', () => {
  const block = (day: string) => ({ startDate: day, endDate: null, reason: 'Idempotency' });
  const blockedOn = async (token: string, day: string) =>
    (await server.call('GET', `/planningCalendarItems?from=${day}&to=${day}`, token)).json<{ items: { type: string }[] }>().items
      .filter((item) => item.type === 'blockDate').length;

  it('makes a write without a key count each time, as before', async () => {
    const token = (await tokenOf('crew@demo.test'))!;
    expect((await server.call('POST', '/blockDates', token, block('2032-03-01'))).statusCode).toBe(201);
    expect((await server.call('POST', '/blockDates', token, block('2032-03-01'))).statusCode).toBe(201);
    expect(await blockedOn(token, '2032-03-01')).toBe(2);
  });

  it('keeps each user’s keys apart: another login’s same key is its own request', async () => {
    const key = randomUUID();
    const crew = (await tokenOf('crew@demo.test'))!;
    const chief = (await tokenOf('chief@demo.test'))!;
    const mine = await server.call('POST', '/blockDates', crew, block('2032-03-02'), { 'idempotency-key': key });
    const theirs = await server.call('POST', '/blockDates', chief, block('2032-03-02'), { 'idempotency-key': key });
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json<{ id: number }>().id).not.toBe(mine.json<{ id: number }>().id);
  });

  it('replays a refusal as it was, and refuses the key for another request with 422', async () => {
    const key = randomUUID();
    const token = (await tokenOf('crew@demo.test'))!;
    const refused = await server.call('POST', '/blockDates', token, { startDate: 'someday' }, { 'idempotency-key': key });
    expect(refused.statusCode).toBe(400);
    const again = await server.call('POST', '/blockDates', token, { startDate: 'someday' }, { 'idempotency-key': key });
    expect([again.statusCode, again.body, again.headers['idempotent-replayed']]).toEqual([400, refused.body, 'true']);
    const other = await server.call('POST', '/vacationRequests', token, {}, { 'idempotency-key': key });
    expect(other.statusCode).toBe(422);
    expect(other.json<{ error: { code: string; message: string } }>().error).toEqual({
      code: 'idempotency_key_reused', message: 'This Idempotency-Key was used for another request (POST /api/v1/blockDates)',
    });
  });

  it('refuses a header that is not a key with a 400 and does nothing', async () => {
    const token = (await tokenOf('crew@demo.test'))!;
    const response = await server.call('POST', '/blockDates', token, block('2032-03-03'), { 'idempotency-key': 'two words' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { details: unknown[] } }>().error.details).toEqual([{ path: 'headers.idempotency-key', message: 'is not a key' }]);
    expect(await blockedOn(token, '2032-03-03')).toBe(0);
  });
});

describe('the kept keys', () => {
  let owner: KeyOwner;
  beforeAll(async () => {
    const [user] = (await server.app.db.query<{ userId: number; tenantId: number }>(
      `SELECT id AS "userId", tenant_id AS "tenantId" FROM users WHERE login = 'office@demo.test'`,
    )).rows;
    owner = user!;
  });
  const moment = (hours: number) => new Date(Date.UTC(2031, 0, 1) + hours * 3_600_000);
  const answer = { status: 201, contentType: 'application/json; charset=utf-8', contentDisposition: null, body: Buffer.from('{"id":1}') };

  it('answers a repeat for at least 24 hours, and forgets the key after 48', async () => {
    const key = randomUUID();
    expect(await claimKey(server.app.db, owner, key, 'POST /api/v1/receipts', moment(0))).toEqual({ kind: 'claimed' });
    await keepAnswer(server.app.db, owner, key, answer);
    expect(await claimKey(server.app.db, owner, key, 'POST /api/v1/receipts', moment(24))).toMatchObject({ kind: 'answered', answer: { status: 201 } });
    expect(await claimKey(server.app.db, owner, key, 'POST /api/v1/receipts', moment(47.9))).toMatchObject({ kind: 'answered' });
    expect(await claimKey(server.app.db, owner, key, 'POST /api/v1/receipts', moment(48.1))).toEqual({ kind: 'claimed' });
  });

  it('tells a repeat that the first request is still being handled, and lets one replay take an abandoned claim over', async () => {
    const key = randomUUID();
    const at = (seconds: number) => new Date(moment(100).getTime() + seconds * 1000);
    expect(await claimKey(server.app.db, owner, key, 'POST /api/v1/receipts', at(0))).toEqual({ kind: 'claimed' });
    expect(await claimKey(server.app.db, owner, key, 'POST /api/v1/receipts', at(5))).toEqual({ kind: 'inFlight' });
    const takeovers = await Promise.all([1, 2, 3].map(() => claimKey(server.app.db, owner, key, 'POST /api/v1/receipts', at(abandonedAfterSeconds + 1))));
    expect(takeovers.map((claim) => claim.kind).sort()).toEqual(['claimed', 'inFlight', 'inFlight']);
  });

  it('lets exactly one of several requests racing with one key claim it', async () => {
    const key = randomUUID();
    const claims = await Promise.all([1, 2, 3, 4].map(() => claimKey(server.app.db, owner, key, 'POST /api/v1/receipts', moment(200))));
    expect(claims.map((claim) => claim.kind).sort()).toEqual(['claimed', 'inFlight', 'inFlight', 'inFlight']);
  });
});
