// @vitest-environment node
import { decodeJwt } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiError, TokenClaims } from '../../src/ground/contract';
import { refreshGraceSeconds } from '../../server/auth/sessions';
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
afterEach(() => {
  vi.useRealTimers();
});

const statusWith = async (token: string) => (await server.call('GET', '/userRights', token)).statusCode;
const refresh = async (token: string) => {
  const response = await server.call('GET', '/auth/refresh', token);
  expect(response.statusCode).toBe(200);
  return response.json<{ token: string }>().token;
};
const claimsOf = (token: string) => decodeJwt(token) as unknown as TokenClaims;
/** Sets the server's clock (it reads Date) to some seconds after the real now. */
const later = (seconds: number) => {
  vi.useRealTimers();
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + seconds * 1000 });
};

describe('sessions', () => {
  it('opens a session per login, each with a token of its own', async () => {
    const phone = claimsOf(await server.login('chief@demo.test'));
    const laptop = claimsOf(await server.login('chief@demo.test'));
    expect(phone.sid).toEqual(expect.any(String));
    expect(laptop.sid).not.toBe(phone.sid);
  });

  it('ends a session with POST /auth/logout: its token gets 401, another session of the same person goes on', async () => {
    const phone = await server.login('crew@demo.test');
    const laptop = await server.login('crew@demo.test');
    const loggedOut = await server.call('POST', '/auth/logout', phone);
    expect(loggedOut.statusCode).toBe(204);
    const after = await server.call('GET', '/userRights', phone);
    expect(after.statusCode).toBe(401);
    expect(after.json<ApiError>().error.message).toMatch(/ended/);
    expect((await server.call('GET', '/auth/refresh', phone)).statusCode).toBe(401);
    expect((await server.call('POST', '/auth/logout', phone)).statusCode).toBe(401);
    expect(await statusWith(laptop)).toBe(200);
  });

  it('ends the session of a refreshed token too, and every token of it', async () => {
    const first = await server.login('crew@demo.test');
    const second = await refresh(first);
    expect((await server.call('POST', '/auth/logout', second)).statusCode).toBe(204);
    expect(await statusWith(second)).toBe(401);
    expect(await statusWith(first)).toBe(401);
  });

  it('rotates the token on refresh: the old one works for the grace, then never again, and cannot be refreshed', async () => {
    const old = await server.login('planner@demo.test');
    const next = await refresh(old);
    expect(claimsOf(next).sid).toBe(claimsOf(old).sid);
    expect(claimsOf(next).jti).not.toBe(claimsOf(old).jti);
    expect(await statusWith(old)).toBe(200);

    // A second tab refreshing with the old token during the grace gets the session's current token, not a third.
    const fromGrace = await refresh(old);
    expect(claimsOf(fromGrace).jti).toBe(claimsOf(next).jti);

    later(refreshGraceSeconds + 1);
    const refused = await server.call('GET', '/userRights', old);
    expect(refused.statusCode).toBe(401);
    expect(refused.json<ApiError>().error.message).toMatch(/not valid/);
    expect((await server.call('GET', '/auth/refresh', old)).statusCode).toBe(401);
    expect(await statusWith(next)).toBe(200);
    expect(await statusWith(fromGrace)).toBe(200);
  });

  it('keeps a session alive through refreshes past the first token\'s 8 hours, and ends it 8 hours after the last', async () => {
    const first = await server.login('accountant@demo.test');
    later(7 * 3600);
    const second = await refresh(first);
    later(7 * 3600 + 7 * 3600); // 14 hours after the login, 7 after the refresh
    expect(await statusWith(second)).toBe(200);
    later(7 * 3600 + 8 * 3600 + 1);
    expect(await statusWith(second)).toBe(401);
  });

  it('ends every session of a person whose password is reset, and only theirs', async () => {
    const phone = await server.login('pm@demo.test');
    const laptop = await refresh(await server.login('pm@demo.test'));
    const someoneElse = await server.login('office@demo.test');
    const token = await resetTokenOf(api, 'pm@demo.test');
    const reset = await server.call('POST', `/forgottenPassword/${token}`, undefined, { password: 'a new password 1' });
    expect(reset.statusCode).toBe(200);
    expect(await statusWith(phone)).toBe(401);
    expect(await statusWith(laptop)).toBe(401);
    expect(await statusWith(someoneElse)).toBe(200);
  });
});
