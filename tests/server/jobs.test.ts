// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, Job, ListResponse } from '../../src/ground/contract';
import { removeDataDir, startTestServer, type TestServer } from './testServer';

let server: TestServer;
let sam: string;
let chief: string;
beforeAll(async () => {
  server = await startTestServer();
  sam = await server.login('crew@demo.test');
  chief = await server.login('chief@demo.test');
}, 60_000);
afterAll(async () => {
  await server.close();
  removeDataDir(server.dataDir);
});

const jobsOf = async (token: string, query = '') => {
  const response = await server.call('GET', `/jobs${query}`, token);
  expect(response.statusCode).toBe(200);
  return response.json<ListResponse<Job>>();
};

describe('GET /jobs', () => {
  it("answers the person's jobs in the list envelope, with 1000 a page by default", async () => {
    const list = await jobsOf(sam);
    expect(list).toMatchObject({ page: 1, limit: 1000, total: list.items.length });
    expect(list.items.length).toBeGreaterThanOrEqual(6);
    const dates = list.items.map((job) => job.startDate);
    expect(dates).toEqual([...dates].sort());
    for (const job of list.items) {
      expect(job).toMatchObject({ project: { name: expect.any(String) } });
      expect(job.crewChief === null || typeof job.crewChief.name === 'string').toBe(true);
    }
    expect(list.items.some((job) => job.crewChief !== null)).toBe(true);
  });

  it('has jobs of every period, and filters by period', async () => {
    const all = await jobsOf(sam);
    for (const period of ['past', 'upcoming', 'toConfirm', 'appliedFor'] as const) {
      const filtered = await jobsOf(sam, `?period=${period}`);
      expect(filtered.items.length, period).toBeGreaterThan(0);
      expect(filtered.items.every((job) => job.period === period)).toBe(true);
      expect(filtered.total).toBe(all.items.filter((job) => job.period === period).length);
    }
    const past = (await jobsOf(sam, '?period=past')).items;
    expect(past.every((job) => job.started)).toBe(true);
    const toConfirm = (await jobsOf(sam, '?period=toConfirm')).items;
    expect(toConfirm.every((job) => job.toConfirm && job.confirmedAt === null && !job.started)).toBe(true);
  });

  it('pages with limit and page', async () => {
    const all = await jobsOf(sam);
    const second = await jobsOf(sam, '?limit=2&page=2');
    expect(second).toMatchObject({ page: 2, limit: 2, total: all.total });
    expect(second.items.map((job) => job.id)).toEqual(all.items.slice(2, 4).map((job) => job.id));
    const beyond = await jobsOf(sam, '?limit=1000&page=9');
    expect(beyond).toMatchObject({ items: [], total: all.total });
  });

  it('answers 400 for a bad limit, page or period', async () => {
    for (const query of ['?limit=0', '?limit=1001', '?limit=ten', '?page=0', '?period=someday']) {
      const response = await server.call('GET', `/jobs${query}`, sam);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<ApiError>().error.details?.length, query).toBe(1);
    }
  });

  it('gives the crew chief their crew-chief-only jobs', async () => {
    const jobs = (await jobsOf(chief)).items;
    expect(jobs.some((job) => job.crewChiefOnly)).toBe(true);
    expect((await jobsOf(sam)).items.some((job) => job.crewChiefOnly)).toBe(false);
  });
});

describe('GET /jobs/{id}', () => {
  it("answers one of the person's jobs, and 404 for another person's", async () => {
    const [own] = (await jobsOf(sam)).items;
    const response = await server.call('GET', `/jobs/${own!.id}`, sam);
    expect(response.statusCode).toBe(200);
    expect(response.json<Job>()).toEqual(own);
    const [theirs] = (await jobsOf(chief)).items;
    const hidden = await server.call('GET', `/jobs/${theirs!.id}`, sam);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json<ApiError>().error).toEqual({ code: 'not_found', message: 'Job not found' });
    expect((await server.call('GET', '/jobs/999999', sam)).statusCode).toBe(404);
  });
});

describe('POST /jobs/{id}/confirmation', () => {
  it('confirms a job to confirm, then answers 409', async () => {
    const [job] = (await jobsOf(sam, '?period=toConfirm')).items;
    const response = await server.call('POST', `/jobs/${job!.id}/confirmation`, sam);
    expect(response.statusCode).toBe(200);
    const confirmed = response.json<Job>();
    expect(confirmed).toMatchObject({ id: job!.id, status: 'confirmed', toConfirm: false, period: 'upcoming' });
    expect(new Date(confirmed.confirmedAt!).toISOString()).toBe(confirmed.confirmedAt);
    expect((await server.call('GET', `/jobs/${job!.id}`, sam)).json<Job>().status).toBe('confirmed');
    const again = await server.call('POST', `/jobs/${job!.id}/confirmation`, sam);
    expect(again.statusCode).toBe(409);
    expect(again.json<ApiError>().error).toEqual({ code: 'conflict', message: 'This job is already confirmed' });
  });

  it("takes the app's body, {}, and refuses any other with 400 before confirming", async () => {
    const job = (await jobsOf(sam, '?period=toConfirm')).items.at(-1)!;
    const confirm = (payload: string, contentType = 'application/json') => server.app.inject({
      method: 'POST', url: `/api/v1/jobs/${job.id}/confirmation`,
      headers: { type: 'MOBILE', authorization: `Bearer ${sam}`, 'content-type': contentType }, payload,
    });
    const refusals = {
      field: await confirm(JSON.stringify({ remarks: 'Fine by me' })),
      list: await confirm('[]'),
      text: await confirm('"yes"'),
    };
    expect(Object.values(refusals).map((response) => response.statusCode)).toEqual([400, 400, 400]);
    expect(refusals.field.json<ApiError>().error).toEqual({
      code: 'bad_request', message: 'remarks is not a known field', details: [{ path: 'remarks', message: 'is not a known field' }],
    });
    expect(refusals.list.json<ApiError>().error.details).toEqual([{ path: 'body', message: 'must be a JSON object' }]);
    expect((await server.call('GET', `/jobs/${job.id}`, sam)).json<Job>().toConfirm).toBe(true);
    const response = await confirm('{}');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Job>()).toMatchObject({ id: job.id, status: 'confirmed', toConfirm: false });
  });

  it("answers 404 for another person's job and leaves it alone", async () => {
    const [theirs] = (await jobsOf(chief, '?period=toConfirm')).items;
    expect((await server.call('POST', `/jobs/${theirs!.id}/confirmation`, sam)).statusCode).toBe(404);
    expect((await server.call('GET', `/jobs/${theirs!.id}`, chief)).json<Job>().toConfirm).toBe(true);
  });
});
