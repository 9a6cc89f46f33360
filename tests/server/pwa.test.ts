// @vitest-environment node
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '../../src/ground/contract';
import { contentSecurityPolicy } from '../../server/pwa/servePwa';
import { precompressFolder } from '../../build/precompressPlugin';
import { makeDataDir, removeDataDir, startTestServer, type TestServer } from './testServer';

const distDir = makeDataDir();
let server: TestServer;
let app: FastifyInstance;
beforeAll(async () => {
  mkdirSync(join(distDir, 'assets'));
  // As the build's: neutral meta tags, some of the preview's missing (the server adds them).
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><html lang="en"><head><meta name="description" content="" />'
    + '<meta property="og:title" content="Crew" /><title>Crew</title></head><body><div id="root"></div></body></html>');
  writeFileSync(join(distDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(distDir, 'manifest.webmanifest'), JSON.stringify({ name: 'Crew', start_url: '/', display: 'standalone', icons: [{ src: '/icon.svg' }] }));
  writeFileSync(join(distDir, 'assets', 'index-abc123.js'), 'console.log("app");');
  writeFileSync(join(distDir, 'assets', 'screens-abc123.js'), appCode);
  writeFileSync(join(distDir, 'sw.js'), `self.addEventListener("fetch", () => {});\n${appCode}`);
  await precompressFolder(distDir);
  server = await startTestServer({ distDir });
  app = server.app;
}, 60_000);
afterAll(async () => {
  await app.close();
  removeDataDir(distDir);
  removeDataDir(server.dataDir);
});

/** A script large enough to be worth compressing. */
const appCode = Array.from({ length: 200 }, (_, index) => `export const crewItem${index} = { id: ${index}, status: "planned" };`).join('\n');
const unzip = (body: Buffer, encoding: string | undefined) =>
  encoding === 'br' ? brotliDecompressSync(body).toString() : encoding === 'gzip' ? gunzipSync(body).toString() : body.toString();

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

  it('gives the page the host\'s tenant and the screen at the address: title, description and link preview', async () => {
    const home = await get('/');
    expect(home.body).toContain('<html lang="en">');
    expect(home.body).toContain('<title>Moyo Crew</title>');
    expect(home.body).toContain('<meta property="og:title" content="Moyo Crew" />');
    expect(home.body).toContain('<meta property="og:site_name" content="Moyo Crew" />');
    expect(home.body).toContain('<meta name="description" content="Moyo Crew: your jobs, calendar and documents in one app." />');
    expect(home.headers['cache-control']).toBe('no-cache');
    const jobs = await get('/jobs');
    expect(jobs.body).toContain('<title>Jobs · Moyo Crew</title>');
    expect(jobs.body).toContain('<meta property="og:title" content="Jobs · Moyo Crew" />');
    // A record's address has its screen's title; the other tenant's host its own name, language and description.
    expect((await get('/jobs/12?tab=crew')).body).toContain('<title>Job · Moyo Crew</title>');
    const acme = await app.inject({ method: 'GET', url: '/jobs', headers: { accept: 'text/html', host: 'acme.localhost' } });
    expect(acme.body).toContain('<html lang="nl">');
    expect(acme.body).toContain('<title>Diensten · Acme Events</title>');
    expect(acme.body).toContain('content="Acme Events: crew voor evenementen in heel Nederland."');
    expect(acme.headers['content-security-policy']).toBe(contentSecurityPolicy);
  });

  it('serves sw.js uncached and hashed assets for a year', async () => {
    const worker = await get('/sw.js', '*/*');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    const asset = await get('/assets/index-abc123.js', '*/*');
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('sends the precompressed twin the browser accepts: brotli first, then gzip, else the file itself', async () => {
    const cases = [['br, gzip, deflate', 'br'], ['gzip, deflate', 'gzip'], ['identity', undefined]] as const;
    for (const [accepts, encoding] of cases) {
      const response = await app.inject({ method: 'GET', url: '/assets/screens-abc123.js', headers: { accept: '*/*', 'accept-encoding': accepts } });
      expect(response.statusCode, accepts).toBe(200);
      expect(response.headers['content-encoding'], accepts).toBe(encoding);
      expect(response.headers.vary, accepts).toContain('Accept-Encoding');
      expect(response.headers['content-type'], accepts).toContain('javascript');
      expect(response.headers['cache-control'], accepts).toContain('immutable');
      expect(unzip(response.rawPayload, encoding), accepts).toBe(appCode);
      expect(response.rawPayload.length, accepts).toBeLessThan(encoding ? appCode.length / 4 : Infinity);
    }
  });

  it('keeps the service worker\'s headers when it is sent compressed', async () => {
    const worker = await app.inject({ method: 'GET', url: '/sw.js', headers: { accept: '*/*', 'accept-encoding': 'br' } });
    expect(worker.headers['content-encoding']).toBe('br');
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['service-worker-allowed']).toBe('/');
    expect(unzip(worker.rawPayload, 'br')).toContain('crewItem199');
  });

  it('compresses API answers of 1 KiB and more, and leaves small ones as they are', async () => {
    const large = await app.inject({ method: 'GET', url: '/api/v1/openapi.json', headers: { 'accept-encoding': 'br, gzip' } });
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    expect(JSON.parse(unzip(large.rawPayload, 'br'))).toHaveProperty('openapi');
    const gzipOnly = await app.inject({ method: 'GET', url: '/api/v1/openapi.json', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(unzip(gzipOnly.rawPayload, 'gzip'))).toEqual(JSON.parse(unzip(large.rawPayload, 'br')));
    const small = await app.inject({ method: 'GET', url: '/api/v1/no-such-call', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.statusCode).toBe(404);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect((JSON.parse(small.body) as ApiError).error.message).toContain('no-such-call');
  });

  it('answers a page of the app to a request that takes anything (curl, a monitor, a link preview)', async () => {
    for (const response of [await get('/login', '*/*'), await app.inject({ method: 'GET', url: '/jobs/12' })]) {
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('id="root"');
    }
    expect((await get('/logo.png', '*/*')).statusCode).toBe(404);
    expect((await get('/login', 'application/json')).statusCode).toBe(404);
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
    // A path with calls, sent another method: 405 with the methods it takes, in JSON too.
    const post = await app.inject({ method: 'POST', url: '/api/v1/jobs', payload: {} });
    expect([post.statusCode, post.headers.allow, post.json<ApiError>().error.code]).toEqual([405, 'GET, HEAD', 'method_not_allowed']);
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
