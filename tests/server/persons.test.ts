// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, ListResponse } from '../../src/ground/contract';
import type { Activity } from '../../src/ground/contract/reference';
import { addDays, localDate } from '../../server/kernel/isoDates';
import { removeDataDir, startTestServer, type TestServer } from './testServer';
import { personIdOf } from './tokenPerson';

let server: TestServer;
let sam: string;
let planner: string;
let other: string;
beforeAll(async () => {
  server = await startTestServer();
  sam = await server.login('crew@demo.test');
  planner = await server.login('planner@demo.test');
  other = await server.login('chief@demo.test');
}, 60_000);
afterAll(async () => {
  await server.close();
  removeDataDir(server.dataDir);
});

const count = async () => (await server.app.inject({ method: 'GET', url: '/api/v1/activities', headers: { type: 'MOBILE', authorization: `Bearer ${planner}` } })).json<ListResponse<Activity>>().total;

describe('POST /persons/:id/activities', () => {
  it('writes a todo with tomorrow as due date and priority 1, listed under GET /activities', async () => {
    const before = await count();
    const response = await server.call('POST', `/persons/${personIdOf(sam)}/activities`, planner, {
      caption: 'Call back', type: 'TODO_INT', body: 'Ask about the forklift licence',
    });
    expect(response.statusCode).toBe(201);
    const activity = response.json<Activity>();
    const tomorrow = addDays(localDate(new Date()), 1).split('-').reverse().join('.');
    expect(activity).toMatchObject({
      type: 'TODO_INT', parameters: { dueDate: tomorrow, priority: 1 }, subject: { type: 'person', id: personIdOf(sam) },
      createdBy: { name: 'Pieter Jansen' },
    });
    expect(await count()).toBe(before + 1);
    const mine = await server.call('GET', '/activities?type=TODO_INT', planner);
    expect(mine.json<ListResponse<Activity>>().items[0]!.id).toBe(activity.id);
  });

  it('keeps a given due date and priority, and a log has none', async () => {
    const todo = await server.call('POST', `/persons/${personIdOf(sam)}/activities`, planner, {
      caption: 'Check ID', type: 'TODO_PAYROLL_ITEM', body: '', personParty: personIdOf(sam),
      parameters: { dueDate: '31.12.2030', priority: 3, recipient: personIdOf(planner) },
    });
    expect(todo.json<Activity>()).toMatchObject({
      parameters: { dueDate: '31.12.2030', priority: 3, recipient: personIdOf(planner) }, personParty: { name: 'Sam Crew' },
    });
    const log = await server.call('POST', `/persons/${personIdOf(sam)}/activities`, sam, { caption: 'Note', type: 'LOG', body: 'Moved house' });
    expect(log.statusCode).toBe(201);
    expect(log.json<Activity>().parameters).toEqual({});
  });

  it('refuses bad input with details and writes nothing', async () => {
    const before = await count();
    const bodies = [
      {}, { caption: 'x', type: 'TODO', body: '' }, { caption: 'x', type: 'LOG', body: '', extra: 1 },
      { caption: 'x', type: 'LOG', body: '', parameters: { dueDate: '2030-12-31' } },
      { caption: 'x', type: 'LOG', body: '', parameters: { dueDate: '31.02.2030' } },
      { caption: 'x', type: 'LOG', body: '', parameters: { priority: 9 } },
      { caption: 'x', type: 'LOG', body: '', personParty: 999999 },
    ];
    for (const body of bodies) {
      const response = await server.call('POST', `/persons/${personIdOf(sam)}/activities`, planner, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<ApiError>().error.details?.length).toBeGreaterThan(0);
    }
    expect(await count()).toBe(before);
  });

  it("lets a crew member write only on their own person: another's is a 404", async () => {
    const response = await server.call('POST', `/persons/${personIdOf(other)}/activities`, sam, { caption: 'x', type: 'LOG', body: '' });
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /activities', () => {
  const captions = async (token: string) =>
    (await server.call('GET', '/activities', token)).json<ListResponse<Activity>>().items.map((activity) => activity.caption);

  it("shows the caller's own notes and todos for them, never internal notes to the person they are about", async () => {
    expect(await captions(planner)).toEqual(expect.arrayContaining(['Check forklift licence', 'Crew chief evaluation']));
    expect(await captions(other)).not.toContain('Crew chief evaluation');
    expect(await captions(other)).not.toContain('New bank account');
    expect(await captions(sam)).not.toContain('Check forklift licence');
  });

  it('answers 400 for an unknown type', async () => {
    expect((await server.call('GET', '/activities?type=MEMO', sam)).statusCode).toBe(400);
  });
});
