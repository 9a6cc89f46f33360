// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiError, BlockDate, Job, ListResponse, PlanningItem, Tenant } from '../../src/ground/contract';
import { createServer } from '../../server/app';
import { connectPostgres } from '../../server/db/postgresDatabase';
import { addDays, localDate } from '../../server/kernel/isoDates';
import { startRealPostgres, type RealPostgres } from '../../build/realPostgres';
import { testSecret } from './testServer';

let postgres: RealPostgres | undefined;
let app: FastifyInstance | undefined;
let second: FastifyInstance | undefined;
const today = localDate(new Date());

beforeAll(async () => {
  postgres = await startRealPostgres();
  app = await createServer({ databaseUrl: postgres.url, jwtSecret: testSecret });
}, 120_000);
afterAll(async () => {
  await second?.close();
  await app?.close();
  postgres?.stop();
}, 60_000);

const call = (server: FastifyInstance, method: 'GET' | 'POST' | 'DELETE', path: string, token?: string, payload?: object, host = 'localhost') =>
  server.inject({
    method, url: `/api/v1${path}`, payload,
    headers: { type: 'MOBILE', host, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
const login = async (server: FastifyInstance, username: string, host = 'localhost') => {
  const response = await call(server, 'POST', '/auth/token', undefined, { username, password: 'demo1234' }, host);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ token: string }>().token;
};

describe('the server on a real PostgreSQL (DATABASE_URL)', () => {
  it('migrated and seeded the database itself: every table in PostgreSQL, the demo data in it', async () => {
    const client = new pg.Client({ connectionString: postgres!.url });
    await client.connect();
    try {
      const tables = (await client.query<{ name: string }>(
        "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'",
      )).rows.map((row) => row.name);
      expect(tables).toEqual(expect.arrayContaining(['tenants', 'tenant_hosts', 'users', 'crew_items', 'block_dates', 'migrations']));
      const users = await client.query<{ count: string }>('SELECT count(*) FROM users');
      expect(Number(users.rows[0]!.count)).toBeGreaterThan(5);
    } finally {
      await client.end();
    }
  });

  it('answers affectedRows and values as PGlite does, and rolls a failed transaction back whole', async () => {
    const db = connectPostgres(postgres!.url, 2);
    try {
      const updated = await db.query("UPDATE tenants SET meta_description = meta_description WHERE meta_host_name = 'localhost'");
      expect(updated.affectedRows).toBe(1);
      const values = await db.query<{ day: Date; count: number }>("SELECT '2030-01-02'::date AS day, count(*) AS count FROM tenants");
      expect(values.rows[0]).toEqual({ day: new Date('2030-01-02T00:00:00Z'), count: 2 });
      const failing = db.transaction(async (tx) => {
        await tx.query("INSERT INTO tenants (name, meta_host_name, default_language, mobile_theme, use_user_language, meta_description) VALUES ('Gone', 'gone.localhost', 'en', 'moyo', false, '')");
        await tx.query('SELECT 1 / 0');
      });
      await expect(failing).rejects.toThrow(/division by zero/);
      expect((await db.query("SELECT id FROM tenants WHERE name = 'Gone'")).rows).toEqual([]);
    } finally {
      await db.close();
    }
  });

  it('logs in, refuses a wrong password, and answers the tenant per host', async () => {
    expect(await login(app!, 'Crew@Demo.test')).toEqual(expect.any(String));
    const wrong = await call(app!, 'POST', '/auth/token', undefined, { username: 'crew@demo.test', password: 'nope' });
    expect(wrong.statusCode).toBe(401);
    const acme = (await call(app!, 'GET', '/tenant', undefined, undefined, 'acme.localhost')).json<Tenant>();
    expect(acme).toMatchObject({ name: 'Acme Events', overlay: { revision: 1, disabledScreens: [] }, watermark: expect.any(String) });
    expect((await call(app!, 'POST', '/auth/token', undefined, { username: 'crew@acme.test', password: 'demo1234' })).statusCode).toBe(401);
  });

  it('answers jobs with dates as YYYY-MM-DD, pages them, and confirms one', async () => {
    const token = await login(app!, 'crew@demo.test');
    const jobs = (await call(app!, 'GET', '/jobs', token)).json<ListResponse<Job>>();
    expect(jobs).toMatchObject({ page: 1, limit: 1000 });
    expect(jobs.total).toBeGreaterThan(3);
    expect(jobs.items.every((job) => /^\d{4}-\d{2}-\d{2}$/.test(job.startDate) && /^\d{4}-\d{2}-\d{2}$/.test(job.endDate))).toBe(true);
    const paged = (await call(app!, 'GET', '/jobs?limit=2&page=2', token)).json<ListResponse<Job>>();
    expect(paged.items.map((job) => job.id)).toEqual(jobs.items.slice(2, 4).map((job) => job.id));
    const toConfirm = jobs.items.find((job) => job.period === 'toConfirm');
    expect(toConfirm).toBeDefined();
    const confirmed = await call(app!, 'POST', `/jobs/${toConfirm!.id}/confirmation`, token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json<Job>()).toMatchObject({ status: 'confirmed', confirmedAt: expect.any(String) });
    expect((await call(app!, 'POST', `/jobs/${toConfirm!.id}/confirmation`, token)).statusCode).toBe(409);
  });

  it('blocks dates, shows them among the planning items, and deletes them', async () => {
    const token = await login(app!, 'crew@demo.test');
    const startDate = addDays(today, 50);
    const created = await call(app!, 'POST', '/blockDates', token, { startDate, endDate: addDays(today, 51), reason: 'On PostgreSQL' });
    expect(created.statusCode).toBe(201);
    const blockDate = created.json<BlockDate>();
    expect(blockDate).toMatchObject({ startDate, endDate: addDays(today, 51), reason: 'On PostgreSQL' });
    const range = `?from=${addDays(today, 49)}&to=${addDays(today, 52)}`;
    const items = (await call(app!, 'GET', `/planningCalendarItems${range}`, token)).json<ListResponse<PlanningItem>>().items;
    expect(items).toContainEqual(expect.objectContaining({ type: 'blockDate', refId: blockDate.id, startDate, reason: 'On PostgreSQL' }));
    const holidays = (await call(app!, 'GET', '/planningCalendarItems', token)).json<ListResponse<PlanningItem>>().items
      .filter((item) => item.type === 'bankHoliday');
    expect(holidays.length).toBeGreaterThan(0);
    expect((await call(app!, 'DELETE', `/blockDates/${blockDate.id}`, token)).statusCode).toBe(204);
    expect((await call(app!, 'DELETE', `/blockDates/${blockDate.id}`, token)).statusCode).toBe(404);
    const after = (await call(app!, 'GET', `/planningCalendarItems${range}`, token)).json<ListResponse<PlanningItem>>().items;
    expect(after.filter((item) => item.refId === blockDate.id && item.type === 'blockDate')).toEqual([]);
  });

  it('answers bad input with a 400 and details, and writes nothing', async () => {
    const token = await login(app!, 'crew@demo.test');
    const before = (await call(app!, 'GET', '/planningCalendarItems', token)).json<ListResponse<PlanningItem>>().total;
    const bad = await call(app!, 'POST', '/blockDates', token, { startDate: '2031-02-30', endDate: null, reason: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ApiError>().error.details).toEqual([expect.objectContaining({ path: 'startDate' })]);
    expect((await call(app!, 'GET', '/planningCalendarItems', token)).json<ListResponse<PlanningItem>>().total).toBe(before);
  });

  it('scales out: a second process on the same database migrates nothing again and accepts the first one\'s tokens', async () => {
    const token = await login(app!, 'crew@demo.test');
    const created = (await call(app!, 'POST', '/blockDates', token, { startDate: '2032-05-01', endDate: null, reason: 'Shared' }))
      .json<BlockDate>();
    second = await createServer({ databaseUrl: postgres!.url, jwtSecret: testSecret });
    const items = (await call(second, 'GET', '/planningCalendarItems?from=2032-05-01&to=2032-05-01', token))
      .json<ListResponse<PlanningItem>>().items;
    expect(items).toContainEqual(expect.objectContaining({ type: 'blockDate', refId: created.id, reason: 'Shared' }));
    const jobs = (await call(app!, 'GET', '/jobs', token)).json<ListResponse<Job>>();
    expect((await call(second, 'GET', '/jobs', token)).json<ListResponse<Job>>()).toEqual(jobs);
  }, 60_000);

  it('answers 503 with Retry-After while PostgreSQL is down, never 500, and serves again once it is back', async () => {
    const token = await login(app!, 'crew@demo.test');
    postgres!.pause();
    try {
      for (const answer of [
        await call(app!, 'GET', '/jobs', token),
        await call(app!, 'POST', '/blockDates', token, { startDate: '2033-03-01', endDate: null, reason: 'During the outage' }),
        await call(app!, 'POST', '/auth/token', undefined, { username: 'crew@demo.test', password: 'demo1234' }),
      ]) {
        expect(answer.statusCode, answer.body).toBe(503);
        expect(answer.headers['retry-after']).toBe('5');
        expect(answer.json<ApiError>().error.code).toBe('service_unavailable');
      }
    } finally {
      postgres!.resume();
    }
    await vi.waitFor(async () => expect((await call(app!, 'GET', '/jobs', token)).statusCode).toBe(200), { timeout: 30_000, interval: 200 });
  }, 60_000);
});
