// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../server/app';
import { startRealPostgres, type RealPostgres } from '../../build/realPostgres';
import { testSecret } from './testServer';

/**
 * Two server processes' worth of state (two servers, each with its own pool) on one PostgreSQL cluster started for
 * this file, as behind a load balancer: the login limits are one count, not one per process. Only meaningful on a
 * shared PostgreSQL, so it starts its own (like tenantOverlayProcesses.test.ts) and runs in `npm run test:unit`.
 */
let postgres: RealPostgres | undefined;
let servers: FastifyInstance[] = [];

beforeAll(async () => {
  postgres = await startRealPostgres();
  servers = [
    await createServer({ databaseUrl: postgres.url, jwtSecret: testSecret }),
    await createServer({ databaseUrl: postgres.url, jwtSecret: testSecret }),
  ];
}, 120_000);
afterAll(async () => {
  for (const server of servers) await server.close();
  postgres?.stop();
}, 60_000);

const logIn = (server: FastifyInstance, username: string, password: string, remoteAddress: string) => server.inject({
  method: 'POST', url: '/api/v1/auth/token', remoteAddress, payload: { username, password }, headers: { type: 'MOBILE' },
});

describe('login limits shared by two server processes', () => {
  it('lets 5 of 60 wrong passwords sent at once through both processes reach the password check', async () => {
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => logIn(servers[i % 2]!, 'office@demo.test', `wrong${i}`, `10.1.0.${i}`)));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 401)).toHaveLength(5);
    expect(codes.filter((code) => code === 429)).toHaveLength(55);
    // The right password, through either process, waits out the window like the rest.
    expect((await logIn(servers[0]!, 'office@demo.test', 'demo1234', '10.1.1.1')).statusCode).toBe(429);
    expect((await logIn(servers[1]!, 'office@demo.test', 'demo1234', '10.1.1.2')).statusCode).toBe(429);
  }, 60_000);

  it('counts an address across processes', async () => {
    for (let i = 0; i < 20; i += 1) expect((await logIn(servers[i % 2]!, `nobody${i}@demo.test`, 'wrong', '10.1.2.1')).statusCode).toBe(401);
    expect((await logIn(servers[0]!, 'crew@demo.test', 'demo1234', '10.1.2.1')).statusCode).toBe(429);
    expect((await logIn(servers[1]!, 'crew@demo.test', 'demo1234', '10.1.2.1')).statusCode).toBe(429);
    expect((await logIn(servers[1]!, 'crew@demo.test', 'demo1234', '10.1.2.2')).statusCode).toBe(200);
  }, 60_000);
});
