// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, Job, ListResponse, Tenant } from '../../src/ground/contract';
import { removeDataDir, startTestServer, type TestServer } from './testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(async () => {
  await server.close();
  removeDataDir(server.dataDir);
});

const tenantAt = async (host: string) =>
  (await server.app.inject({ method: 'GET', url: '/api/v1/tenant', headers: { host } })).json<Tenant>();
const logInAt = (host: string, username: string) => server.app.inject({
  method: 'POST', url: '/api/v1/auth/token', headers: { type: 'MOBILE', host }, payload: { username, password: 'demo1234' },
});
const jobsAt = (host: string, token: string) => server.app.inject({
  method: 'GET', url: '/api/v1/jobs', headers: { type: 'MOBILE', host, authorization: `Bearer ${token}` },
});

describe('the tenant is chosen by host name', () => {
  it('answers the demo tenant at localhost and demo.localhost, with or without a port', async () => {
    for (const host of ['localhost', 'localhost:4173', 'demo.localhost', 'DEMO.localhost:4173']) {
      expect(await tenantAt(host), host).toEqual({
        name: 'Moyo Crew', defaultLanguage: 'en', mobileTheme: 'moyo', backgroundUrl: null, backgroundColorCode: null,
        faviconUrl: null, useUserLanguage: true, metaHostName: 'localhost',
        metaDescription: expect.any(String), watermark: null,
        overlay: { revision: 1, disabledScreens: [], menus: {}, screens: [], texts: {} },
      });
    }
  });

  it('answers Acme Events at acme.localhost: its own theme, background, watermark and language; its first overlay changes nothing', async () => {
    expect(await tenantAt('acme.localhost:4173')).toEqual({
      name: 'Acme Events', defaultLanguage: 'nl', mobileTheme: 'ocean', backgroundUrl: null, backgroundColorCode: '#0b7285',
      faviconUrl: null, useUserLanguage: true, metaHostName: 'acme.localhost', metaDescription: expect.any(String),
      watermark: 'Acme Events · demo', overlay: { revision: 1, disabledScreens: [], menus: {}, screens: [], texts: {} },
    });
  });

  it('falls back to the demo tenant for an unknown host and for 127.0.0.1', async () => {
    for (const host of ['127.0.0.1:4173', 'crew.example.com', 'acme.localhost.example.com']) {
      expect((await tenantAt(host)).name, host).toBe('Moyo Crew');
    }
  });
});

describe("one tenant never sees the other's data", () => {
  it("refuses a login at the other tenant's host with 401", async () => {
    const acmeAtDemo = await logInAt('localhost', 'crew@acme.test');
    expect(acmeAtDemo.statusCode).toBe(401);
    expect(acmeAtDemo.json<ApiError>().error.code).toBe('invalid_credentials');
    expect((await logInAt('acme.localhost', 'crew@demo.test')).statusCode).toBe(401);
    expect((await logInAt('acme.localhost', 'crew@acme.test')).statusCode).toBe(200);
    expect((await logInAt('demo.localhost', 'crew@demo.test')).statusCode).toBe(200);
  });

  it("answers 401 for a token used at the other tenant's host", async () => {
    const acme = await server.login('crew@acme.test', 'acme.localhost');
    const demo = await server.login('crew@demo.test', 'localhost');
    expect((await jobsAt('acme.localhost', acme)).statusCode).toBe(200);
    expect((await jobsAt('localhost', acme)).statusCode).toBe(401);
    expect((await jobsAt('127.0.0.1', acme)).statusCode).toBe(401);
    expect((await jobsAt('acme.localhost', demo)).statusCode).toBe(401);
    expect((await jobsAt('demo.localhost', demo)).statusCode).toBe(200);
  });

  it("shows each crew member only their own tenant's jobs", async () => {
    const acmeJobs = (await jobsAt('acme.localhost', await server.login('crew@acme.test', 'acme.localhost')))
      .json<ListResponse<Job>>().items;
    const demoJobs = (await jobsAt('localhost', await server.login('crew@demo.test'))).json<ListResponse<Job>>().items;
    expect(acmeJobs.length).toBeGreaterThan(0);
    expect(demoJobs.length).toBeGreaterThan(0);
    const demoIds = new Set(demoJobs.map((job) => job.id));
    expect(acmeJobs.filter((job) => demoIds.has(job.id))).toEqual([]);
    expect(acmeJobs.every((job) => job.project.number === '2001')).toBe(true);
  });
});
