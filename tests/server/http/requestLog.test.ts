// @vitest-environment node
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../../server/app';
import { redactedUrl } from '../../../server/http/requestLog';
import { secretPathsOf } from '../../../server/http/secretPaths';
import { databaseFor } from '../testDatabase';
import { makeDataDir, removeDataDir, testSecret } from '../testServer';

describe('redactedUrl', () => {
  it.each([
    ['/jobs?login=P-1001&password=demo1234', '/jobs?login=[redacted]&password=[redacted]'],
    ['/jobs?tab=open&password=demo1234', '/jobs?tab=open&password=[redacted]'],
    ['//evil.example/?login=a&PASSWORD=b', '//evil.example/?login=[redacted]&PASSWORD=[redacted]'],
    ['/x?pass%77ord=secret', '/x?pass%77ord=[redacted]'],
    ['/x?token=abc.def.ghi#frag', '/x?token=[redacted]'],
    ['/x?refresh_token=r&access_token=a', '/x?refresh_token=[redacted]&access_token=[redacted]'],
    ['/x?password', '/x?password=[redacted]'],
    ['/x?%E0%A4%A=1&password=p', '/x?%E0%A4%A=1&password=[redacted]'],
    ['/api/v1/jobs?page=2&size=20', '/api/v1/jobs?page=2&size=20'],
    ['/plain/path', '/plain/path'],
  ])('%s → %s', (url, expected) => {
    expect(redactedUrl(url)).toBe(expected);
  });
});

describe('redactedUrl with secret paths', () => {
  const secretPaths = secretPathsOf(['/api/v1/publicCalendar/:token', '/api/v1/jobs/:id', '/welcome/{token}', '/a/{token}/b/:id']);
  it.each([
    ['/api/v1/publicCalendar/c2VjcmV0.ics', '/api/v1/publicCalendar/[redacted]'],
    ['/API/V1/publicCalendar/c2VjcmV0.ics?x=1', '/API/V1/publicCalendar/[redacted]?x=1'],
    ['/welcome/abc?password=p#f', '/welcome/[redacted]?password=[redacted]'],
    ['/a/abc/b/7', '/a/[redacted]/b/7'],
    ['/api/v1/jobs/12', '/api/v1/jobs/12'],
    ['/welcome/abc/more', '/welcome/abc/more'],
    ['/welcome', '/welcome'],
  ])('%s → %s', (url, expected) => {
    expect(redactedUrl(url, secretPaths)).toBe(expected);
  });
});

describe('the request log', () => {
  const dataDir = makeDataDir();
  const distDir = makeDataDir();
  const log = new PassThrough();
  const lines: string[] = [];
  log.on('data', (chunk: Buffer) => lines.push(chunk.toString('utf8')));
  let app: FastifyInstance;

  beforeAll(async () => {
    mkdirSync(join(distDir, 'assets'));
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
    app = await createServer({ dataDir, distDir, databaseUrl: await databaseFor(dataDir), jwtSecret: testSecret, logger: log });
  }, 60_000);
  afterAll(async () => {
    await app.close();
    removeDataDir(dataDir);
    removeDataDir(distDir);
  });

  it('holds no password of a query login, on a normal path or an odd one, and no bearer token', async () => {
    const page = await app.inject({ method: 'GET', url: '/jobs?login=P-1001&password=demo1234', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    await app.inject({ method: 'GET', url: '//evil.example/?login=P-1001&password=demo1234', headers: { accept: 'text/html' } });
    const login = await app.inject({
      method: 'POST', url: '/api/v1/auth/token', headers: { type: 'MOBILE' },
      payload: { username: 'P-1001', password: 'demo1234' },
    });
    expect(login.statusCode).toBe(200);
    const token = (login.json() as { token: string }).token;
    await app.inject({ method: 'GET', url: '/api/v1/jobs', headers: { authorization: `Bearer ${token}` } });

    const text = lines.join('');
    expect(text).toContain('/jobs?login=[redacted]&password=[redacted]');
    expect(text).toContain('/api/v1/jobs');
    expect(text).not.toContain('demo1234');
    expect(text).not.toContain('P-1001');
    expect(text).not.toContain(token);
  });

  it('holds no token of a reset link, a calendar feed, a welcome or an unsubscribe link', async () => {
    const secret = 'c2VjcmV0LXRva2VuLW9mLWEtbGluaw';
    await app.inject({ method: 'GET', url: `/api/v1/publicCalendar/${secret}.ics` });
    await app.inject({ method: 'POST', url: `/api/v1/forgottenPassword/${secret}`, payload: { password: 'a new password 123' } });
    for (const page of ['/forgottenPassword', '/welcome', '/unsubscribe']) {
      expect((await app.inject({ method: 'GET', url: `${page}/${secret}`, headers: { accept: 'text/html' } })).statusCode).toBe(200);
    }
    const text = lines.join('');
    expect(text).toContain('/api/v1/publicCalendar/[redacted]');
    expect(text).toContain('/api/v1/forgottenPassword/[redacted]');
    expect(text).toContain('/welcome/[redacted]');
    expect(text).not.toContain(secret);
  });

  it('holds no reset link the server mailed, nor its token', async () => {
    const asked = await app.inject({ method: 'POST', url: '/api/v1/forgottenPassword', payload: { username: 'office@demo.test' } });
    expect(asked.statusCode).toBe(200);
    const mailed = await app.db.query<{ secret: string }>("SELECT secret FROM mail_outbox WHERE kind = 'passwordReset' ORDER BY id DESC LIMIT 1");
    const token = mailed.rows[0]!.secret;
    expect(token.length).toBeGreaterThan(30);
    expect(lines.join('')).toContain('/api/v1/forgottenPassword');
    expect(lines.join('')).not.toContain(token);
  });
});
