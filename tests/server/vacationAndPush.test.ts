// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, ListResponse } from '../../src/ground/contract';
import { addDays, localDate } from '../../server/kernel/isoDates';
import { removeDataDir, startTestServer, type TestServer } from './testServer';

let server: TestServer;
let sam: string;
let other: string;
beforeAll(async () => {
  server = await startTestServer();
  sam = await server.login('crew@demo.test');
  other = await server.login('chief@demo.test');
}, 60_000);
afterAll(async () => {
  await server.close();
  removeDataDir(server.dataDir);
});

describe('push subscriptions', () => {
  const subscription = (endpoint: string) => ({
    endpoint, expirationTime: null,
    keys: { p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 9)]).toString('base64url'), auth: Buffer.alloc(16, 1).toString('base64url') },
  });

  it('stores a subscription and deletes it again', async () => {
    const set = await server.call('POST', '/setPushNotificationSubscription', sam, subscription('https://push.example.test/abc'));
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ endpoint: 'https://push.example.test/abc', subscribed: true });
    const again = await server.call('POST', '/setPushNotificationSubscription', sam, subscription('https://push.example.test/abc'));
    expect(again.statusCode).toBe(200);
    const removed = await server.call('POST', '/deletePushNotificationSubscription', sam, { endpoint: 'https://push.example.test/abc' });
    expect(removed.json()).toEqual({ endpoint: 'https://push.example.test/abc', subscribed: false });
  });

  it('refuses a subscription that is not a Web Push one', async () => {
    const good = subscription('https://push.example.test/x');
    for (const body of [
      {}, { ...good, endpoint: 'http://push.example.test/x' }, { ...good, endpoint: 'not a url' },
      { ...good, keys: { ...good.keys, p256dh: 'short' } }, { ...good, keys: { ...good.keys, auth: Buffer.alloc(20).toString('base64url') } },
      { ...good, keys: { p256dh: good.keys.p256dh } }, { ...good, extra: true },
    ]) {
      const response = await server.call('POST', '/setPushNotificationSubscription', sam, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<ApiError>().error.details?.length).toBeGreaterThan(0);
    }
  });
});

describe('vacation requests', () => {
  interface Vacation { id: number; status: string; startDate: string; endDate: string }
  const mine = async (token: string) => (await server.call('GET', '/vacationRequests', token)).json<ListResponse<Vacation>>();
  const inDays = (days: number) => addDays(localDate(new Date()), days);

  it("lists the caller's own requests only", async () => {
    const list = await mine(sam);
    expect(list.items.map((request) => request.status).sort()).toEqual(['approved', 'requested']);
    expect((await mine(other)).items).toHaveLength(1);
  });

  it('requests vacation, refuses an overlap with 409, and withdraws it while requested', async () => {
    const created = await server.call('POST', '/vacationRequests', sam, { startDate: inDays(100), paid: false, reason: 'Wedding' });
    expect(created.statusCode).toBe(201);
    expect(created.json<Vacation>()).toMatchObject({ status: 'requested', startDate: inDays(100), endDate: inDays(100) });
    const overlap = await server.call('POST', '/vacationRequests', sam, { startDate: inDays(99), endDate: inDays(101), paid: true, reason: 'x' });
    expect(overlap.statusCode).toBe(409);
    const withdrawn = await server.call('DELETE', `/vacationRequests/${created.json<Vacation>().id}`, sam);
    expect(withdrawn.statusCode).toBe(204);
    expect((await server.call('DELETE', `/vacationRequests/${created.json<Vacation>().id}`, sam)).statusCode).toBe(404);
  });

  it('keeps a decided request (409) and another person\'s request (404)', async () => {
    const approved = (await mine(sam)).items.find((request) => request.status === 'approved')!;
    expect((await server.call('DELETE', `/vacationRequests/${approved.id}`, sam)).statusCode).toBe(409);
    const danas = (await mine(other)).items[0]!;
    expect((await server.call('DELETE', `/vacationRequests/${danas.id}`, sam)).statusCode).toBe(404);
    expect((await mine(other)).total).toBe(1);
  });

  it('refuses bad input with details and writes nothing', async () => {
    const before = (await mine(sam)).total;
    for (const body of [
      {}, { startDate: inDays(-1), paid: true, reason: 'Too late' }, { startDate: inDays(5), endDate: inDays(4), paid: true, reason: 'x' },
      { startDate: inDays(5), paid: 'yes', reason: 'x' }, { startDate: '2030-02-30', paid: true, reason: 'x' },
      { startDate: inDays(5), paid: true, reason: '' }, { startDate: inDays(5), paid: true, reason: 'x', status: 'approved' },
    ]) {
      const response = await server.call('POST', '/vacationRequests', sam, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<ApiError>().error.details?.length).toBeGreaterThan(0);
    }
    expect((await mine(sam)).total).toBe(before);
  });

  it('is for logins with a person only', async () => {
    const project = await server.login('P-1001');
    expect((await server.call('GET', '/vacationRequests', project)).statusCode).toBe(403);
  });
});
