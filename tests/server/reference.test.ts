// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, ListResponse } from '../../src/ground/contract';
import type { ReferenceItem, ServerStatus, TaxType, Template, UserSummary } from '../../src/ground/contract/reference';
import { removeDataDir, startTestServer, type TestServer } from './testServer';

let server: TestServer;
let sam: string;
let joost: string;
let accountant: string;
beforeAll(async () => {
  server = await startTestServer();
  sam = await server.login('crew@demo.test');
  joost = await server.login('crew@acme.test', 'acme.localhost');
  accountant = await server.login('accountant@demo.test');
}, 60_000);
afterAll(async () => {
  await server.close();
  removeDataDir(server.dataDir);
});

const listOf = async <T = ReferenceItem>(path: string, token: string, host = 'localhost') => {
  const response = await server.app.inject({ method: 'GET', url: `/api/v1${path}`, headers: { type: 'MOBILE', authorization: `Bearer ${token}`, host } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ListResponse<T>>();
};

describe('reference lists', () => {
  it('answers every list with real rows in the list envelope', async () => {
    for (const name of ['activityTypes', 'cateringAgreementTypes', 'chargeTypes', 'countries', 'nationalities', 'regions',
      'insurance', 'functions', 'statuses', 'messageTypes', 'qualityCheckTypes', 'taxTypes', 'permissionTypes']) {
      const list = await listOf(`/${name}`, sam);
      expect(list.items.length, name).toBeGreaterThan(1);
      expect(list).toMatchObject({ page: 1, limit: 1000, total: list.items.length });
      expect(list.items[0], name).toMatchObject({ id: expect.any(Number), code: expect.any(String), caption: expect.any(String) });
    }
  });

  it('keeps per-tenant lists apart and shares the global ones', async () => {
    const moyo = await listOf<TaxType>('/taxTypes', sam);
    const acme = await listOf<TaxType>('/taxTypes', joost, 'acme.localhost');
    expect(moyo.items.map((tax) => tax.caption)).toContain('UK VAT 20%');
    expect(acme.items.map((tax) => tax.caption)).toEqual(['BTW 21%', 'BTW 9%']);
    expect(moyo.items.find((tax) => tax.code === 'VAT21')).toMatchObject({ percentage: 21, country: 'NL' });
    expect((await listOf('/countries', joost, 'acme.localhost')).total).toBe((await listOf('/countries', sam)).total);
    expect((await listOf('/insurance', joost, 'acme.localhost')).total).toBe(0);
  });

  it('searches with q and pages', async () => {
    expect((await listOf('/countries?q=nether', sam)).items.map((c) => c.code)).toEqual(['NL']);
    const page = await listOf('/functions?limit=2&page=2', sam);
    expect(page).toMatchObject({ page: 2, limit: 2 });
    expect(page.items).toHaveLength(2);
    const bad = await server.call('GET', '/countries?limit=0', sam);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ApiError>().error.details?.[0]?.path).toBe('limit');
  });

  it('lists statuses to a project login too, but no users', async () => {
    const project = await server.login('P-1001');
    expect((await listOf('/statuses', project)).items.map((s) => s.code)).toContain('doubleBooked');
    expect((await server.call('GET', '/users', project)).statusCode).toBe(403);
  });

  it("lists the tenant's users by name, never their logins", async () => {
    const users = await listOf<UserSummary>('/users', sam);
    expect(users.items.map((user) => user.name)).toContain('Pieter Jansen');
    expect(users.items.map((user) => user.name)).not.toContain('Joost Visser');
    expect(JSON.stringify(users)).not.toContain('@demo.test');
  });

  it('filters templates by company and type', async () => {
    const [own] = (await listOf<{ id: number }>('/tenant/companies', accountant)).items;
    const receipts = await listOf<Template>(`/templates?company=${own!.id}&type=receipt`, accountant);
    expect(receipts.items.length).toBeGreaterThan(0);
    expect(receipts.items.every((t) => t.type === 'receipt' && (t.company === null || t.company.id === own!.id))).toBe(true);
    expect((await server.call('GET', '/templates?type=letter', accountant)).statusCode).toBe(400);
    expect((await server.call('GET', '/templates', sam)).statusCode).toBe(403);
  });

  it('answers the server status without a login', async () => {
    const response = await server.call('GET', '/status');
    expect(response.statusCode).toBe(200);
    expect(response.json<ServerStatus>()).toMatchObject({ status: 'ok', version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
  });
});
