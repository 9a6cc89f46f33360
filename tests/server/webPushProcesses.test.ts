// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Job, ListResponse, PushNotificationKey } from '../../src/ground/contract';
import { createServer } from '../../server/app';
import { startRealPostgres, type RealPostgres } from '../../build/realPostgres';
import { browserSubscription, startLocalPushService, type LocalPushService } from './localPushService';
import { startLocalSmtpServer, type LocalSmtpServer } from './localSmtpServer';
import { testSecret } from './testServer';

/**
 * Two servers (each with its own pool, push service and mail service) on one PostgreSQL cluster started for this
 * file, as two processes behind a load balancer: they sign with one VAPID key pair (made once, kept in the database),
 * a pre-call reminder both find due at the same moment is sent once, and so is a mail both find in the outbox. Runs in `npm run test:unit` (like
 * tenantOverlayProcesses.test.ts), not again in the PostgreSQL run of the suite.
 */
let postgres: RealPostgres | undefined;
let service: LocalPushService | undefined;
let serverA: FastifyInstance | undefined;
let serverB: FastifyInstance | undefined;
let smtp: LocalSmtpServer | undefined;

beforeAll(async () => {
  postgres = await startRealPostgres();
  service = await startLocalPushService();
  smtp = await startLocalSmtpServer();
  const push = { agent: service.agent, tickSeconds: 0 };
  const mail = { smtpUrl: smtp.url, tickSeconds: 0 };
  [serverA, serverB] = await Promise.all([
    createServer({ databaseUrl: postgres.url, jwtSecret: testSecret, push, mail }),
    createServer({ databaseUrl: postgres.url, jwtSecret: testSecret, push, mail }),
  ]);
}, 120_000);
afterAll(async () => {
  vi.useRealTimers();
  await serverB?.close();
  await serverA?.close();
  await service?.close();
  await smtp?.close();
  postgres?.stop();
}, 60_000);

const call = (server: FastifyInstance, method: 'GET' | 'POST', path: string, token?: string, payload?: object) =>
  server.inject({ method, url: `/api/v1${path}`, payload, headers: { type: 'MOBILE', ...(token ? { authorization: `Bearer ${token}` } : {}) } });
const login = async (server: FastifyInstance, username: string) => {
  const response = await call(server, 'POST', '/auth/token', undefined, { username, password: 'demo1234' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ token: string }>().token;
};

describe('Web Push on two servers sharing one PostgreSQL', () => {
  it('serves one VAPID public key from both (the pair both made at the same start is one)', async () => {
    const keyOf = async (server: FastifyInstance) =>
      (await call(server, 'GET', '/pushNotificationKey', await login(server, 'crew@demo.test'))).json<PushNotificationKey>().publicKey;
    expect(await keyOf(serverA!)).toBe(await keyOf(serverB!));
  });

  it('sends a pre-call reminder once when both servers tick at the same moment, again and again', async () => {
    const sam = await login(serverA!, 'crew@demo.test');
    const subscription = browserSubscription(`${service!.origin}/push/sam`);
    const { decrypt: _decrypt, ...body } = subscription;
    expect((await call(serverB!, 'POST', '/setPushNotificationSubscription', sam, body)).statusCode).toBe(200);
    const jobs = (await call(serverA!, 'GET', '/jobs?period=upcoming', sam)).json<ListResponse<Job>>().items;
    const job = jobs.find((one) => one.status === 'confirmed')!;
    const [year, month, day] = job.startDate.split('-').map(Number) as [number, number, number];
    const [hours, minutes] = job.startTime.split(':').map(Number) as [number, number];

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(year, month - 1, day, hours, minutes - 90));
    for (let round = 0; round < 3; round += 1) await Promise.all([serverA!.push.tick(), serverB!.push.tick()]);
    vi.useRealTimers();

    const reminders = service!.received.map((push) => JSON.parse(subscription.decrypt(push.body)) as { tag: string; url: string })
      .filter((shown) => shown.tag === `job-${job.id}`);
    expect(reminders).toEqual([expect.objectContaining({ url: `/jobs/${job.id}` })]);
  });
});

describe('mail on two servers sharing one PostgreSQL', () => {
  it('sends each mail of the outbox once when both servers send at the same moment', async () => {
    const asked = await call(serverA!, 'POST', '/forgottenPassword', undefined, { username: 'office@demo.test' });
    expect(asked.statusCode).toBe(200);
    await serverA!.db.query(
      `INSERT INTO mail_outbox (tenant_id, user_id, kind, secret, app_address, created_at, next_attempt_at)
       SELECT tenant_id, id, 'passwordReset', 'race-' || n, 'http://localhost', now(), now() FROM users, generate_series(1, 10) n
       WHERE login = 'office@demo.test'`);
    for (let round = 0; round < 3; round += 1) await Promise.all([serverA!.mail.tick(), serverB!.mail.tick(), serverA!.mail.settled()]);
    const links = smtp!.received.map((mail) => /\/forgottenPassword\/(\S+)/.exec(mail.text ?? '')![1]!);
    expect(links).toHaveLength(11);
    expect(new Set(links).size).toBe(11);
    expect(links.filter((link) => link.startsWith('race-')).sort()).toEqual(Array.from({ length: 10 }, (_, index) => `race-${index + 1}`).sort());
  });
});
