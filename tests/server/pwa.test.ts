// @vitest-environment node
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '../../src/api/contract';
import { createServer } from '../../server/app';
import { contentSecurityPolicy } from '../../server/pwa/servePwa';
import { makeDataDir, removeDataDir } from './testServer';

const distDir = makeDataDir();
let app: FastifyInstance;
beforeAll(async () => {
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  writeFileSync(join(distDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(distDir, 'manifest.webmanifest'), JSON.stringify({ name: 'Crew', start_url: '/', display: 'standalone', icons: [{ src: '/icon.svg' }] }));
  writeFileSync(join(distDir, 'assets', 'index-abc123.js'), 'console.log("app");');
  app = await createServer({ distDir, logger: false });
}, 60_000);
afterAll(async () => {
  await app.close();
  removeDataDir(distDir);
});

const get = (url: string, accept = 'text/html,application/xhtml+xml') => app.inject({ method: 'GET', url, headers: { accept } });

describe('serving the built app', () => {
  it('serves index.html with the Content-Security-Policy', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('id="root"');
    expect(response.headers['content-security-policy']).toBe(contentSecurityPolicy);
    expect(response.headers['content-security-policy']).toContain("script-src 'self';");
  });

  it('answers app routes with index.html, so the app can route itself', async () => {
    for (const url of ['/jobs', '/jobs/12?tab=crew', '/personal-calendar']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('id="root"');
      expect(response.headers['content-security-policy'], url).toBe(contentSecurityPolicy);
    }
  });

  it('serves sw.js uncached and hashed assets for a year', async () => {
    const worker = await get('/sw.js', '*/*');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    const asset = await get('/assets/index-abc123.js', '*/*');
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('answers 404 for a missing asset, even when HTML is accepted', async () => {
    expect((await get('/assets/index-missing.js', '*/*')).statusCode).toBe(404);
    expect((await get('/assets/index-missing.js')).statusCode).toBe(404);
    expect((await get('/logo.png', 'image/png')).statusCode).toBe(404);
  });

  it('answers unknown /api calls with a JSON ApiError, never index.html', async () => {
    for (const url of ['/api/v1/nope', '/api/v2/jobs', '/api']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json<ApiError>().error.code, url).toBe('not_found');
    }
    const post = await app.inject({ method: 'POST', url: '/api/v1/jobs', payload: {} });
    expect(post.statusCode).toBe(404);
  });
});

describe('the web app manifest', () => {
  it('carries the tenant of the host name, keeping the built icons and display', async () => {
    const demo = await app.inject({ method: 'GET', url: '/manifest.webmanifest', headers: { host: 'localhost' } });
    expect(demo.headers['content-type']).toContain('application/manifest+json');
    expect(demo.json()).toMatchObject({ name: 'Moyo Crew', start_url: '/', display: 'standalone', icons: [{ src: '/icon.svg' }], lang: 'en' });
    const acme = await app.inject({ method: 'GET', url: '/manifest.webmanifest', headers: { host: 'acme.localhost' } });
    expect(acme.json()).toMatchObject({ name: 'Acme Events', lang: 'nl', theme_color: '#12b886', background_color: '#0b7285' });
  });
});
