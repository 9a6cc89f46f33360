// @vitest-environment node
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, RightsMap, Tenant, TokenClaims } from '../../src/ground/contract';
import { tenantSigningKey } from '../../server/auth/tokens';
import { removeDataDir, startTestServer, testSecret, type TestServer } from './testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(async () => {
  await server.close();
  removeDataDir(server.dataDir);
});

const postToken = (payload: unknown, headers: Record<string, string> = { type: 'MOBILE' }) =>
  server.app.inject({ method: 'POST', url: '/api/v1/auth/token', headers, payload: payload as object });

/** Tokens are signed with a key per tenant; the demo tenant (localhost) is the first, id 1. */
const sign = (claims: object, secret: string, expiresAt: number, tenantId = 1) =>
  new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS256' }).setIssuedAt(expiresAt - 3600)
    .setExpirationTime(expiresAt).sign(tenantSigningKey(secret, tenantId));

describe('POST /auth/token', () => {
  it('answers a token with the claims of the person, case-insensitive e-mail, valid 8 hours', async () => {
    const response = await postToken({ username: 'Crew@Demo.TEST', password: 'demo1234' });
    expect(response.statusCode).toBe(200);
    const claims = decodeJwt(response.json<{ token: string }>().token) as unknown as TokenClaims;
    expect(Object.keys(claims).sort()).toEqual(['exp', 'iat', 'jti', 'loginData', 'sid', 'type']);
    expect(claims.type).toBe('user');
    expect(claims.loginData.person).toMatchObject({ firstName: 'Sam', lastName: 'Crew', personal: true });
    expect(claims.loginData.loginTypes).toEqual([{ caption: 'Crew' }]);
    expect(claims.exp - Date.now() / 1000).toBeGreaterThan(8 * 3600 - 60);
    expect(claims.exp - Date.now() / 1000).toBeLessThanOrEqual(8 * 3600);
  });

  it('refuses a wrong password and an unknown login alike with 401', async () => {
    for (const username of ['crew@demo.test', 'nobody@demo.test']) {
      const response = await postToken({ username, password: 'wrong' });
      expect(response.statusCode).toBe(401);
      expect(response.json<ApiError>().error).toEqual({ code: 'invalid_credentials', message: 'Wrong e-mail or password' });
    }
  });

  it('needs the Type: MOBILE header', async () => {
    const response = await postToken({ username: 'crew@demo.test', password: 'demo1234' }, {});
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().error.message).toMatch(/Type header must be MOBILE/);
    expect(response.json<ApiError>().error.details).toEqual([expect.objectContaining({ path: 'Type' })]);
  });

  it('answers 400 with details for a missing, mistyped or unknown field', async () => {
    const response = await postToken({ username: 42, extra: true });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().error.details).toEqual([
      { path: 'username', message: 'must be text' },
      { path: 'password', message: 'is required' },
      { path: 'extra', message: 'is not a known field' },
    ]);
  });

  it('answers 400 for malformed JSON and for a body that is not an object', async () => {
    const malformed = await server.app.inject({
      method: 'POST', url: '/api/v1/auth/token', headers: { type: 'MOBILE', 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<ApiError>().error.code).toBe('bad_request');
    const list = await postToken([1, 2]);
    expect(list.statusCode).toBe(400);
    expect(list.json<ApiError>().error.details).toEqual([{ path: 'body', message: 'must be a JSON object' }]);
  });

  it('logs in a project and a plus crew with limited tokens', async () => {
    const project = decodeJwt(await server.login('P-1001')) as unknown as TokenClaims;
    expect(project.type).toBe('project');
    expect(project.loginData).toMatchObject({ loginTypes: [], projectNumber: '1001' });
    expect(project.loginData.person).toBeUndefined();
    const plusCrew = decodeJwt(await server.login('pc-7')) as unknown as TokenClaims;
    expect(plusCrew.type).toBe('pluscrew');
    expect(plusCrew.loginData).toMatchObject({ loginTypes: [], plusCrewNumber: '7' });
  });
});

describe('GET /auth/refresh', () => {
  it('answers the session\'s next token with the same claims and a later expiry', async () => {
    const first = decodeJwt(await server.login('crew@demo.test')) as unknown as TokenClaims;
    const old = await sign(first, testSecret, Math.floor(Date.now() / 1000) + 60);
    const response = await server.call('GET', '/auth/refresh', old);
    expect(response.statusCode).toBe(200);
    const claims = decodeJwt(response.json<{ token: string }>().token) as unknown as TokenClaims;
    expect(claims.type).toBe('user');
    expect(claims.loginData).toEqual(first.loginData);
    expect(claims.sid).toBe(first.sid);
    expect(claims.jti).not.toBe(first.jti);
    expect(claims.exp).toBeGreaterThan(Math.floor(Date.now() / 1000) + 7 * 3600);
  });

  it('answers 401 for a genuine token that names no session of this tenant', async () => {
    const claims = decodeJwt(await server.login('crew@demo.test'));
    const inventedSession = await sign({ ...claims, sid: 'no-such-session' }, testSecret, Math.floor(Date.now() / 1000) + 3600);
    const withoutSession = await sign({ ...claims, sid: undefined, jti: undefined }, testSecret, Math.floor(Date.now() / 1000) + 3600);
    for (const token of [inventedSession, withoutSession]) {
      const response = await server.call('GET', '/userRights', token);
      expect(response.statusCode).toBe(401);
      expect(response.json<ApiError>().error.message).toMatch(/not valid/);
    }
  });

  it("answers 401 for a genuine token of another tenant, even with claims that mean someone there", async () => {
    const claims = decodeJwt(await server.login('P-1001'));
    const ofAcme = await sign(claims, testSecret, Math.floor(Date.now() / 1000) + 3600, 2);
    expect((await server.call('GET', '/auth/refresh', ofAcme)).statusCode).toBe(401);
    const plainSecret = await new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS256' }).setIssuedAt()
      .setExpirationTime('1h').sign(new TextEncoder().encode(testSecret));
    expect((await server.call('GET', '/auth/refresh', plainSecret)).statusCode).toBe(401);
  });

  it('keeps a refreshed token bound to its tenant', async () => {
    const refreshed = (await server.call('GET', '/auth/refresh', await server.login('P-1001'))).json<{ token: string }>().token;
    expect((await server.call('GET', '/userRights', refreshed)).statusCode).toBe(200);
    const atAcme = await server.app.inject({
      method: 'GET', url: '/api/v1/userRights', headers: { host: 'acme.localhost', type: 'MOBILE', authorization: `Bearer ${refreshed}` },
    });
    expect(atAcme.statusCode).toBe(401);
  });

  it('answers 401 for an expired, forged, garbled or missing token', async () => {
    const claims = decodeJwt(await server.login('crew@demo.test'));
    const expired = await sign(claims, testSecret, Math.floor(Date.now() / 1000) - 10);
    const forged = await sign(claims, 'another-secret-another-secret-another-secret', Math.floor(Date.now() / 1000) + 3600);
    for (const token of [expired, forged, 'not.a.token', undefined]) {
      const response = await server.call('GET', '/auth/refresh', token);
      expect(response.statusCode).toBe(401);
      expect(response.json<ApiError>().error.code).toBe('unauthorized');
    }
    const response = await server.call('GET', '/auth/refresh', expired);
    expect(response.json<ApiError>().error.message).toMatch(/expired/);
  });
});

describe('rights', () => {
  it('answers the rights of each kind of user', async () => {
    const rightsOf = async (username: string, path = '/userRights') =>
      (await server.call('GET', path, await server.login(username))).json<RightsMap>();
    expect(await rightsOf('crew@demo.test')).toEqual({
      payrolls: ['READ'], staffContracts: ['READ'], crewInfo: ['READ'], mobileDocuments: ['READ'], plusCrews: ['READ'],
      mobileProjectVacancies: ['READ'],
    });
    expect((await rightsOf('planner@demo.test')).planningCalendar).toContain('READSPAREFUNCTION');
    expect((await rightsOf('accountant@demo.test')).receipts).toEqual(['READ', 'CREATE', 'DELETE']);
    expect(await rightsOf('office@demo.test', '/mailboxUserRights')).toEqual({ mailboxes: ['READ'], emailMessages: ['READ'] });
    expect(await rightsOf('crew@demo.test', '/mailboxUserRights')).toEqual({});
    expect((await rightsOf('PC-7')).plusCrews).toEqual(['READ', 'EDIT']);
  });

  it('keeps other login types and limited logins away from crew calls with 403', async () => {
    for (const username of ['client@demo.test', 'P-1001']) {
      const response = await server.call('GET', '/jobs', await server.login(username));
      expect(response.statusCode).toBe(403);
      expect(response.json<ApiError>().error.code).toBe('forbidden');
    }
  });

  it('answers 401 without a token and a JSON 404 for an unknown call', async () => {
    expect((await server.call('GET', '/jobs')).statusCode).toBe(401);
    const unknown = await server.call('GET', '/nothing/here');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ApiError>().error.code).toBe('not_found');
  });
});

describe('tenants', () => {
  const tenantAt = async (host: string) =>
    (await server.app.inject({ method: 'GET', url: '/api/v1/tenant', headers: { host } })).json<Tenant>();

  it('answers the tenant of the host name without a token, Moyo for unknown hosts', async () => {
    expect(await tenantAt('localhost:4173')).toMatchObject({ name: 'Moyo Crew', mobileTheme: 'moyo', useUserLanguage: true });
    expect(await tenantAt('acme.localhost:4173')).toMatchObject({ name: 'Acme Events', mobileTheme: 'ocean', defaultLanguage: 'nl' });
    expect((await tenantAt('crew.example.com')).name).toBe('Moyo Crew');
  });
});

describe('the demo logins of the README', () => {
  it.each([
    ['crew@demo.test', 'localhost', 'user'], ['chief@demo.test', 'localhost', 'user'], ['client@demo.test', 'localhost', 'user'],
    ['planner@demo.test', 'localhost', 'user'], ['office@demo.test', 'localhost', 'user'], ['pm@demo.test', 'localhost', 'user'],
    ['accountant@demo.test', 'localhost', 'user'], ['P-1001', 'localhost', 'project'], ['PC-7', 'localhost', 'pluscrew'],
    ['crew@acme.test', 'acme.localhost', 'user'],
  ])('%s logs in at %s with demo1234', async (username, host, type) => {
    const response = await postToken({ username, password: 'demo1234' }, { type: 'MOBILE', host });
    expect(response.statusCode, response.body).toBe(200);
    expect(decodeJwt(response.json<{ token: string }>().token)['type']).toBe(type);
  });
});
