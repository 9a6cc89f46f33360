// @vitest-environment node
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDataDir, removeDataDir, startTestServer, type TestServer } from './testServer';

const expectedPolicy = "default-src 'self'; script-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; " +
  "style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self'; worker-src 'self'; manifest-src 'self'; " +
  "font-src 'self' data:";

const distDir = makeDataDir();
let server: TestServer;
let app: FastifyInstance;
beforeAll(async () => {
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  writeFileSync(join(distDir, 'assets', 'index-abc123.js'), 'console.log("app");');
  server = await startTestServer({ distDir });
  app = server.app;
}, 60_000);
afterAll(async () => {
  await app.close();
  removeDataDir(distDir);
  removeDataDir(server.dataDir);
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
const expectEverywhereHeaders = (response: LightMyRequestResponse, what: string) => {
  expect(response.headers['x-content-type-options'], what).toBe('nosniff');
  expect(response.headers['referrer-policy'], what).toBe('no-referrer');
};

describe('security headers', () => {
  it('sends Cache-Control: no-store on every /api/v1 answer, success or failure', async () => {
    const login = await app.inject({
      method: 'POST', url: '/api/v1/auth/token', headers: { type: 'MOBILE' }, payload: { username: 'crew@demo.test', password: 'demo1234' },
    });
    const token = login.json<{ token: string }>().token;
    const answers = {
      login,
      tenant: await get('/api/v1/tenant'),
      jobs: await get('/api/v1/jobs', { type: 'MOBILE', authorization: `Bearer ${token}` }),
      unauthorized: await get('/api/v1/jobs'),
      unknown: await get('/api/v1/nothing', { accept: 'text/html' }),
      // The router decodes a path: so do the headers.
      encodedJobs: await get('/%61pi/v1/jobs', { type: 'MOBILE', authorization: `Bearer ${token}` }),
      encodedUnknown: await get('/%61pi/v1/nothing', { accept: 'text/html' }),
      badJson: await app.inject({
        method: 'POST', url: '/api/v1/auth/token', headers: { type: 'MOBILE', 'content-type': 'application/json' }, payload: '{',
      }),
    };
    expect(Object.fromEntries(Object.entries(answers).map(([name, response]) => [name, response.statusCode])))
      .toEqual({ login: 200, tenant: 200, jobs: 200, unauthorized: 401, unknown: 404, encodedJobs: 200, encodedUnknown: 404, badJson: 400 });
    for (const [name, response] of Object.entries(answers)) {
      expect(response.headers['cache-control'], name).toBe('no-store');
      expectEverywhereHeaders(response, name);
      expect(response.headers['content-security-policy'], name).toBeUndefined();
    }
  });

  it('sends the Content-Security-Policy on HTML pages, without unsafe-eval', async () => {
    for (const url of ['/', '/index.html', '/jobs/12?tab=crew']) {
      const response = await get(url, { accept: 'text/html' });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['content-security-policy'], url).toBe(expectedPolicy);
      expect(response.headers['content-security-policy'], url).not.toContain('unsafe-eval');
      expectEverywhereHeaders(response, url);
    }
  });

  it('sends nosniff and no-referrer on assets and on a missing file too', async () => {
    const asset = await get('/assets/index-abc123.js', { accept: '*/*' });
    expect(asset.statusCode).toBe(200);
    expectEverywhereHeaders(asset, 'asset');
    const missing = await get('/logo.png', { accept: 'image/png' });
    expect(missing.statusCode).toBe(404);
    expectEverywhereHeaders(missing, 'missing');
  });
});
