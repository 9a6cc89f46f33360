// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, Tenant } from '../../src/ground/contract';
import type { OverlayRevisionSummary } from '../../src/ground/contract/tenantConfig';
import { createServer } from '../../server/app';
import { startRealPostgres, type RealPostgres } from '../../build/realPostgres';
import { testSecret } from './testServer';

/**
 * Two server processes' worth of state (two servers, each with its own pool and overlay cache) on one PostgreSQL
 * cluster started for this file: a change of a tenant's overlay through one is served and enforced by the other.
 * Only meaningful on a shared PostgreSQL, so it starts its own (like postgres.test.ts) and runs in `npm run test:unit`.
 */
let postgres: RealPostgres | undefined;
let serverA: FastifyInstance | undefined;
let serverB: FastifyInstance | undefined;

beforeAll(async () => {
  postgres = await startRealPostgres();
  serverA = await createServer({ databaseUrl: postgres.url, jwtSecret: testSecret });
  serverB = await createServer({ databaseUrl: postgres.url, jwtSecret: testSecret });
}, 120_000);
afterAll(async () => {
  await serverB?.close();
  await serverA?.close();
  postgres?.stop();
}, 60_000);

const acme = 'acme.localhost';
const call = (server: FastifyInstance, method: 'GET' | 'POST', path: string, token?: string, payload?: object) =>
  server.inject({
    method, url: `/api/v1${path}`, payload,
    headers: { type: 'MOBILE', host: acme, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
const login = async (server: FastifyInstance, username: string) => {
  const response = await call(server, 'POST', '/auth/token', undefined, { username, password: 'demo1234' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ token: string }>().token;
};
const overlayThrough = async (server: FastifyInstance) => (await call(server, 'GET', '/tenant')).json<Tenant>().overlay;
const switchCalendar = async (server: FastifyInstance, token: string, enabled: boolean) => {
  const response = await call(server, 'POST', '/tenants/2/screens/personal-calendar/switch', token, { enabled, reason: 'Across processes' });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<OverlayRevisionSummary>();
};
const blockDate = (day: string) => ({ startDate: day, endDate: null, reason: 'Across processes' });

describe('a tenant overlay changed through one server process', () => {
  it('is served and enforced by a second process on the same PostgreSQL within 5 seconds', async () => {
    const support = await login(serverA!, 'support@acme.test');
    const crew = await login(serverB!, 'crew@acme.test');
    // B has served (and cached) the current revision, with the personal calendar's calls allowed.
    const before = await overlayThrough(serverB!);
    expect(before.disabledScreens).toEqual([]);
    expect((await call(serverB!, 'POST', '/blockDates', crew, blockDate('2033-01-01'))).statusCode).toBe(201);

    const off = await switchCalendar(serverA!, support, false);
    expect(off.revision).toBe(before.revision + 1);
    await expect.poll(() => overlayThrough(serverB!), { timeout: 5000 })
      .toMatchObject({ revision: off.revision, disabledScreens: ['personal-calendar'] });
    const refused = await call(serverB!, 'POST', '/blockDates', crew, blockDate('2033-01-02'));
    expect(refused.statusCode).toBe(404);
    expect(refused.json<ApiError>().error.message).toBe('This is not available for this tenant');
    expect((await call(serverB!, 'GET', '/jobs', crew)).statusCode).toBe(200);

    // And back, the other way round: switched on through B, served and allowed again through A.
    const on = await switchCalendar(serverB!, await login(serverB!, 'support@acme.test'), true);
    expect(on.revision).toBe(off.revision + 1);
    await expect.poll(() => overlayThrough(serverA!), { timeout: 5000 }).toMatchObject({ revision: on.revision, disabledScreens: [] });
    expect((await call(serverA!, 'POST', '/blockDates', crew, blockDate('2033-01-03'))).statusCode).toBe(201);
  }, 60_000);
});
