// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlockDate, Job, ListResponse, PlanningItem } from '../../src/ground/contract';
import { makeDataDir, removeDataDir, startTestServer, type TestServer } from './testServer';

const dataDir = makeDataDir();
let server: TestServer | undefined;
beforeAll(async () => {
  server = await startTestServer({ dataDir, storedSecret: true });
}, 60_000);
afterAll(async () => {
  await server?.close();
  removeDataDir(dataDir);
});

describe('the data directory', () => {
  it('keeps data, the token secret and the seed across a restart', async () => {
    const first = server!;
    const token = await first.login('crew@demo.test');
    const created = (await first.call('POST', '/blockDates', token, { startDate: '2031-03-02', endDate: null, reason: 'Kept' }))
      .json<BlockDate>();
    const jobsBefore = (await first.call('GET', '/jobs', token)).json<ListResponse<Job>>().total;
    await first.close();
    server = undefined;

    server = await startTestServer({ dataDir, storedSecret: true });
    const items = (await server.call('GET', '/planningCalendarItems?from=2031-03-01&to=2031-03-31', token))
      .json<ListResponse<PlanningItem>>().items;
    expect(items).toContainEqual(expect.objectContaining({ type: 'blockDate', refId: created.id, reason: 'Kept' }));
    expect((await server.call('GET', '/jobs', token)).json<ListResponse<Job>>().total).toBe(jobsBefore);
    expect(await server.login('crew@demo.test')).toEqual(expect.any(String));
  }, 60_000);
});
