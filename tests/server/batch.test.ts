// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeDataDir, startTestServer, type TestServer } from './testServer';
import { personIdOf } from './tokenPerson';

let server: TestServer;
let crew: string;
let personId: number;

beforeAll(async () => {
  server = await startTestServer();
  crew = await server.login('crew@demo.test');
  personId = personIdOf(crew);
}, 60_000);
afterAll(async () => {
  await server.close();
  removeDataDir(server.dataDir);
});

/** What a call answers made on its own: its status and body, as a batch gives them. */
async function alone(path: string, token?: string): Promise<{ status: number; body: unknown }> {
  const response = await server.call('GET', path, token);
  return { status: response.statusCode, body: response.body === '' ? null : response.json() };
}

describe('POST /batch: several reads in one request', () => {
  it("answers each call as it answers on its own, in the order asked: home's first calls", async () => {
    const calls = [
      '/jobs?limit=1000&page=1&period=toConfirm', `/persons/${personId}/payrolls?limit=1000&page=1&toConfirm=true`,
      '/documentsToSign?limit=1000&page=1', '/userRights',
    ];
    const batch = await server.call('POST', '/batch', crew, { calls });
    expect(batch.statusCode).toBe(200);
    const expected = await Promise.all(calls.map((call) => alone(call, crew)));
    expect(expected.map(({ status }) => status)).toEqual([200, 200, 200, 200]);
    expect(batch.json()).toEqual({ answers: expected });
  });

  it('gives a call the caller may not make, or that does not exist, its own refusal, and still answers the others', async () => {
    const calls = [`/persons/${personId + 1}/payrolls?limit=1000&page=1`, '/noSuchThing', '/jobs?limit=0&page=1', '/userRights'];
    const batch = await server.call('POST', '/batch', crew, { calls });
    expect(batch.statusCode).toBe(200);
    const answers = (batch.json() as { answers: { status: number }[] }).answers;
    expect(answers.map(({ status }) => status)).toEqual((await Promise.all(calls.map((call) => alone(call, crew)))).map(({ status }) => status));
    expect(answers.map(({ status }) => status >= 400)).toEqual([true, true, true, false]);
  });

  it('runs each call with the caller\'s session: without one the batch is refused, and a call in it never runs logged out', async () => {
    expect((await server.call('POST', '/batch', undefined, { calls: ['/userRights'] })).statusCode).toBe(401);
  });

  it.each([
    ['no calls', { calls: [] }],
    ['more than twelve', { calls: Array.from({ length: 13 }, () => '/userRights') }],
    ['a batch within a batch', { calls: ['/batch'] }],
    ['a call that is not a path', { calls: ['https://elsewhere.test/jobs'] }],
    ['a call leaving /api/v1', { calls: ['/../../login'] }],
    ['a call leaving /api/v1 in disguise', { calls: ['/%2e%2e/%2e%2e/login'] }],
    ['a key it does not know', { calls: ['/userRights'], also: 1 }],
  ])('refuses %s with 400, naming what is wrong', async (_case, body) => {
    const batch = await server.call('POST', '/batch', crew, body);
    expect(batch.statusCode).toBe(400);
    expect((batch.json() as { error: { message: string } }).error.message).toMatch(/^(calls|also)\b/);
  });
});
