// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '../../src/ground/contract';
import { createServer } from '../../server/app';
import { LoginRateLimiter } from '../../server/auth/loginRateLimit';
import { type Db } from '../../server/kernel/database';
import { databaseFor, openSeededDatabase } from './testDatabase';
import { makeDataDir, removeDataDir, testSecret } from './testServer';

let app: FastifyInstance;
let db: Db;
const dataDirs = [makeDataDir(), makeDataDir()];
beforeAll(async () => {
  app = await createServer({ jwtSecret: testSecret, trustProxy: '127.0.0.1', dataDir: dataDirs[0], databaseUrl: await databaseFor(dataDirs[0]!) });
  db = await openSeededDatabase(dataDirs[1]!);
}, 60_000);
afterAll(async () => {
  await app.close();
  await db.close();
  dataDirs.forEach(removeDataDir);
});

const logIn = (username: string, password: string, remoteAddress: string, host = 'localhost', forwardedFor?: string) => app.inject({
  method: 'POST', url: '/api/v1/auth/token', remoteAddress, payload: { username, password },
  headers: { type: 'MOBILE', host, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
});

describe('failed logins are rate-limited', () => {
  it('refuses an account with 429 after 5 failures, even with the right password, and says when to retry', async () => {
    for (let i = 0; i < 5; i += 1) expect((await logIn('chief@demo.test', 'wrong', '10.0.0.1')).statusCode).toBe(401);
    const refused = await logIn('Chief@Demo.test', 'demo1234', '10.0.0.2');
    expect(refused.statusCode).toBe(429);
    const { error } = refused.json<ApiError>();
    expect(error.code).toBe('too_many_attempts');
    expect(error.message).toMatch(/Try again in 15 minutes/);
    expect(error.details).toEqual([{ path: 'username', message: expect.stringMatching(/retry after \d+ seconds/) }]);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('counts a login sent to a percent-encoded path as the same login: the router decodes it, so does the count', async () => {
    const at = (url: string) => app.inject({
      method: 'POST', url, remoteAddress: '10.0.9.1', payload: { username: 'client@demo.test', password: 'wrong' }, headers: { type: 'MOBILE' },
    });
    const urls = ['/api/v1/auth/%74oken', '/api/v1/auth/toke%6E', '/api/v1/%61uth/token', '/%61pi/v1/auth/token', '/api/v1/auth/token?x=1'];
    expect(await Promise.all(urls.map(async (url) => (await at(url)).statusCode))).toEqual([401, 401, 401, 401, 401]);
    const refused = await app.inject({
      method: 'POST', url: '/api/v1/auth/%74oken', remoteAddress: '10.0.9.2', payload: { username: 'client@demo.test', password: 'demo1234' },
      headers: { type: 'MOBILE' },
    });
    expect(refused.statusCode).toBe(429);
  });

  it('counts an account per tenant: another host name of the same tenant is the same account', async () => {
    for (const host of ['localhost', 'demo.localhost', 'unknown-1.example', 'unknown-2.example', '127.0.0.1']) {
      expect((await logIn('office@demo.test', 'wrong', '10.0.1.1', host)).statusCode, host).toBe(401);
    }
    expect((await logIn('office@demo.test', 'demo1234', '10.0.1.1', 'unknown-3.example')).statusCode).toBe(429);
    expect((await logIn('office@demo.test', 'demo1234', '10.0.1.2', 'acme.localhost')).statusCode).toBe(401);
  });

  it('resets the account after a successful login', async () => {
    for (let i = 0; i < 4; i += 1) expect((await logIn('planner@demo.test', 'wrong', '10.0.2.1')).statusCode).toBe(401);
    expect((await logIn('planner@demo.test', 'demo1234', '10.0.2.1')).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await logIn('planner@demo.test', 'wrong', '10.0.2.1')).statusCode).toBe(401);
    expect((await logIn('planner@demo.test', 'demo1234', '10.0.2.1')).statusCode).toBe(200);
  });

  it('refuses an address with 429 after 20 failures, whatever the account', async () => {
    for (let i = 0; i < 20; i += 1) expect((await logIn(`nobody${i}@demo.test`, 'wrong', '10.0.3.1')).statusCode).toBe(401);
    const refused = await logIn('crew@demo.test', 'demo1234', '10.0.3.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toEqual(expect.any(String));
    expect((await logIn('crew@demo.test', 'demo1234', '10.0.3.2')).statusCode).toBe(200);
  }, 30_000);

  it('never counts successful logins, nor bad requests', async () => {
    for (let i = 0; i < 30; i += 1) expect((await logIn('pm@demo.test', 'demo1234', '10.0.4.1')).statusCode).toBe(200);
    for (let i = 0; i < 10; i += 1) {
      const response = await app.inject({
        method: 'POST', url: '/api/v1/auth/token', headers: { type: 'MOBILE' }, remoteAddress: '10.0.4.1', payload: { username: 'pm@demo.test' },
      });
      expect(response.statusCode).toBe(400);
    }
    expect((await logIn('pm@demo.test', 'demo1234', '10.0.4.1')).statusCode).toBe(200);
  }, 30_000);

  it('refuses a malformed login name with a 400 in the api\'s envelope before counting it: a NUL, 9,000 and 100,000 characters', async () => {
    for (const username of ['crew\u0000@demo.test', 'c'.repeat(9_000), 'c'.repeat(100_000)]) {
      const response = await logIn(username, 'wrong', '10.0.8.1');
      expect(response.statusCode, `${username.length} characters`).toBe(400);
      expect(response.json<ApiError>().error.details?.[0]?.path, `${username.length} characters`).toBe('username');
    }
  });
});

describe('behind a trusted proxy', () => {
  it("counts the client's forwarded address, not the proxy's, and only from a trusted proxy", async () => {
    for (let i = 0; i < 20; i += 1) await logIn(`ghost${i}@demo.test`, 'wrong', '127.0.0.1', 'localhost', '192.0.2.10');
    expect((await logIn('crew@demo.test', 'demo1234', '127.0.0.1', 'localhost', '192.0.2.10')).statusCode).toBe(429);
    expect((await logIn('crew@demo.test', 'demo1234', '127.0.0.1', 'localhost', '192.0.2.11')).statusCode).toBe(200);
    for (let i = 0; i < 20; i += 1) await logIn(`spoof${i}@demo.test`, 'wrong', '198.51.100.7', 'localhost', `203.0.113.${i}`);
    expect((await logIn('crew@demo.test', 'demo1234', '198.51.100.7', 'localhost', '203.0.113.99')).statusCode).toBe(429);
  }, 30_000);
});

describe('attempts sent at once', () => {
  const statuses = async (attempts: Promise<{ statusCode: number }>[]) => (await Promise.all(attempts)).map((response) => response.statusCode);
  const count = (codes: number[], code: number) => codes.filter((status) => status === code).length;

  it('lets 5 of 60 parallel wrong passwords reach the password check and refuses the rest with 429', async () => {
    const codes = await statuses(Array.from({ length: 60 }, (_, i) => logIn('crew2@demo.test', `wrong${i}`, `10.0.5.${i}`)));
    expect(count(codes, 401)).toBe(5);
    expect(count(codes, 429)).toBe(55);
  });

  it('refuses the right password in a burst once the limit is reached', async () => {
    expect(await statuses(Array.from({ length: 5 }, (_, i) => logIn('accountant@demo.test', 'wrong', `10.0.6.${i}`)))).toEqual([401, 401, 401, 401, 401]);
    const burst = [...Array.from({ length: 39 }, (_, i) => logIn('accountant@demo.test', 'wrong', `10.0.7.${i}`)), logIn('accountant@demo.test', 'demo1234', '10.0.7.99')];
    const codes = await statuses(burst);
    expect(codes.at(-1)).toBe(429);
    expect(count(codes, 429)).toBe(40);
  });
});

describe('LoginRateLimiter', () => {
  it('lets an account try again once its window has passed', async () => {
    let now = 1_000_000;
    const limiter = new LoginRateLimiter(db, { perAccount: 2, perAddress: 10, windowMs: 60_000 }, () => now);
    expect(await limiter.attempt('a', 'x')).toBe(0);
    now += 10_000;
    expect(await limiter.attempt('a', 'x')).toBe(0);
    expect(await limiter.attempt('a', 'y')).toBe(50);
    expect(await limiter.attempt('b', 'x')).toBe(0);
    now += 50_000;
    expect(await limiter.attempt('a', 'y')).toBe(0);
  });

  it('gives a successful attempt back: the account starts afresh, the address is charged for failures only', async () => {
    const limiter = new LoginRateLimiter(db, { perAccount: 2, perAddress: 3, windowMs: 60_000 }, () => 5_000_000);
    expect(await limiter.attempt('c', 'venue')).toBe(0);
    expect(await limiter.attempt('c', 'venue')).toBe(0);
    await limiter.succeed('c', 'venue');
    expect(await limiter.attempt('c', 'venue')).toBe(0);
    expect(await limiter.attempt('d', 'venue')).toBe(0);
    expect(await limiter.attempt('e', 'venue')).toBeGreaterThan(0);
  });
});
