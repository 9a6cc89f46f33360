// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiError } from '../../src/ground/contract';
import type { ForgottenPasswordAnswer } from '../../src/ground/contract/persons';
import { publicPostApi, resetTokenOf } from './product-calls/personsSamples';
import type { SampleApi } from './product-calls/CallSample';
import { removeDataDir, startTestServer, type TestServer } from './testServer';

let server: TestServer;
let api: SampleApi;
beforeAll(async () => {
  server = await startTestServer();
  api = publicPostApi(server);
}, 60_000);
afterAll(async () => {
  await server.close();
  removeDataDir(server.dataDir);
});

const logIn = (username: string, password: string) => server.app.inject({
  method: 'POST', url: '/api/v1/auth/token', headers: { type: 'MOBILE' }, payload: { username, password },
});

describe('forgotten password', () => {
  it('answers the same for a known and an unknown login, and logs a link only for the known one', async () => {
    const known = await server.call('POST', '/forgottenPassword', undefined, { username: 'office@demo.test' });
    const unknown = await server.call('POST', '/forgottenPassword', undefined, { username: 'nobody@demo.test' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json<ForgottenPasswordAnswer>()).toEqual(unknown.json<ForgottenPasswordAnswer>());
    await expect(resetTokenOf(api, 'nobody@demo.test')).rejects.toThrow('No reset link was mailed');
  });

  it('does the same database work for a known and an unknown login, so its time does not tell them apart', async () => {
    const statementsOf = async (username: string) => {
      const query = vi.spyOn(server.app.db, 'query');
      try {
        expect((await server.call('POST', '/forgottenPassword', undefined, { username })).statusCode).toBe(200);
        return query.mock.calls.map(([sql]) => sql.replace(/\s+/g, ' '));
      } finally {
        query.mockRestore();
      }
    };
    const known = await statementsOf('client@demo.test');
    expect(known.length).toBeGreaterThan(0);
    expect(await statementsOf('nobody-known@demo.test')).toEqual(known);
  });

  it('resets the password once: the new one logs in, the old one is refused, the link is spent', async () => {
    const token = await resetTokenOf(api, 'Planner@Demo.test');
    const reset = await server.call('POST', `/forgottenPassword/${token}`, undefined, { password: 'a new password 42' });
    expect(reset.statusCode).toBe(200);
    expect((await logIn('planner@demo.test', 'a new password 42')).statusCode).toBe(200);
    expect((await logIn('planner@demo.test', 'demo1234')).statusCode).toBe(401);
    const again = await server.call('POST', `/forgottenPassword/${token}`, undefined, { password: 'yet another one' });
    expect(again.statusCode).toBe(410);
    expect((await logIn('planner@demo.test', 'a new password 42')).statusCode).toBe(200);
  });

  it('spends older open links of the same user too', async () => {
    const first = await resetTokenOf(api, 'pm@demo.test');
    const second = await resetTokenOf(api, 'pm@demo.test');
    expect((await server.call('POST', `/forgottenPassword/${second}`, undefined, { password: 'demo12345' })).statusCode).toBe(200);
    expect((await server.call('POST', `/forgottenPassword/${first}`, undefined, { password: 'demo123456' })).statusCode).toBe(410);
  });

  it('refuses a weak password with 400 and keeps the link usable', async () => {
    const token = await resetTokenOf(api, 'accountant@demo.test');
    for (const body of [{ password: 'short' }, { password: '        ' }, {}, { password: 'long enough', extra: 1 }]) {
      const response = await server.call('POST', `/forgottenPassword/${token}`, undefined, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<ApiError>().error.details?.length).toBeGreaterThan(0);
    }
    expect((await logIn('accountant@demo.test', 'demo1234')).statusCode).toBe(200);
    expect((await server.call('POST', `/forgottenPassword/${token}`, undefined, { password: 'demo1234' })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown token and 400 for a bad request body', async () => {
    expect((await server.call('POST', '/forgottenPassword/not-a-real-token', undefined, { password: 'whatever123' })).statusCode).toBe(404);
    for (const body of [{}, { username: '' }, { username: 'crew@demo.test', password: 'x' }]) {
      expect((await server.call('POST', '/forgottenPassword', undefined, body)).statusCode).toBe(400);
    }
  });

  it('lets an expired link do nothing (410)', async () => {
    const token = await resetTokenOf(api, 'chief@demo.test');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.now() + 61 * 60 * 1000));
    try {
      const response = await server.call('POST', `/forgottenPassword/${token}`, undefined, { password: 'too late 123' });
      expect(response.statusCode).toBe(410);
    } finally {
      vi.useRealTimers();
    }
    expect((await logIn('chief@demo.test', 'demo1234')).statusCode).toBe(200);
  });

  it('makes at most five links an hour for one login, answering the same', async () => {
    for (let i = 0; i < 5; i += 1) await resetTokenOf(api, 'crew@demo.test');
    await expect(resetTokenOf(api, 'crew@demo.test')).rejects.toThrow('No reset link was mailed');
  });
});
