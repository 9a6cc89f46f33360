// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, ListResponse } from '../../src/ground/contract';
import { removeDataDir, startTestServer, type TestServer } from './testServer';

/**
 * The `sort` and `order` query parameters of the lists a table sorts (GET /projects, /receipts, /invoices,
 * /emailMessages): the whole list is sorted before it is paged, empty values last, and only a column of the route's
 * whitelist is taken.
 */
let server: TestServer;
const tokens: Record<string, string> = {};
const planner = 'planner@demo.test';
const accountant = 'accountant@demo.test';
beforeAll(async () => {
  server = await startTestServer();
  for (const login of [planner, accountant, 'office@demo.test']) tokens[login] = await server.login(login);
}, 60_000);
afterAll(async () => {
  await server.close();
  removeDataDir(server.dataDir);
});

const list = async <T = Record<string, unknown>>(login: string, path: string) => {
  const response = await server.call('GET', path, tokens[login]);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ListResponse<T>>();
};

/** Texts in order, empty ones last (what the server promises for `asc`; `desc` reverses all but the empty ones). */
const ascending = (values: (string | null)[]) => {
  const filled = values.filter((value): value is string => value !== null && value !== '');
  return [...[...filled].sort(), ...values.filter((value) => value === null || value === '')];
};
const descending = (values: (string | null)[]) => {
  const filled = values.filter((value): value is string => value !== null && value !== '');
  return [...[...filled].sort().reverse(), ...values.filter((value) => value === null || value === '')];
};

describe('sorting a list on the server', () => {
  it('sorts the projects by begin date both ways, over every page', async () => {
    const all = await list<{ number: string; beginDate: string | null }>(planner, '/projects?tab=all&sort=beginDate&order=asc');
    expect(all.items.length).toBeGreaterThan(3);
    const begins = all.items.map((project) => project.beginDate);
    expect(begins).toEqual(ascending(begins));
    const down = await list<{ beginDate: string | null }>(planner, '/projects?tab=all&sort=beginDate&order=desc');
    expect(down.items.map((project) => project.beginDate)).toEqual(descending(begins));
    // Page 2 of two goes on where page 1 stopped: the sort is the whole list's, not one page's.
    const half = Math.ceil(all.total / 2);
    const first = await list<{ number: string }>(planner, `/projects?tab=all&sort=beginDate&order=asc&limit=${half}&page=1`);
    const second = await list<{ number: string }>(planner, `/projects?tab=all&sort=beginDate&order=asc&limit=${half}&page=2`);
    expect([...first.items, ...second.items].map((project) => project.number)).toEqual(all.items.map((project) => project.number));
  });

  it('sorts the projects by number and keeps the newest-first order without sort', async () => {
    const byNumber = await list<{ number: string }>(planner, '/projects?tab=all&sort=number');
    const numbers = byNumber.items.map((project) => project.number);
    expect(numbers).toEqual([...numbers].sort());
    const plain = await list<{ beginDate: string | null }>(planner, '/projects?tab=all');
    const begins = plain.items.map((project) => project.beginDate);
    expect(begins).toEqual(descending(begins));
  });

  it('sorts receipts, invoices and e-mail messages by a column of theirs', async () => {
    const receipts = await list<{ supplier: string }>(accountant, '/receipts?sort=supplier&order=desc');
    const suppliers = receipts.items.map((receipt) => receipt.supplier.toLowerCase());
    expect(suppliers.length).toBeGreaterThan(1);
    expect(suppliers).toEqual([...suppliers].sort().reverse());
    const invoices = await list<{ number: string }>(accountant, '/invoices?sort=number&order=asc');
    const numbers = invoices.items.map((invoice) => invoice.number);
    expect(numbers.length).toBeGreaterThan(1);
    expect(numbers).toEqual([...numbers].sort());
    const messages = await list<{ receivedAt: string }>('office@demo.test', '/emailMessages?sort=receivedAt&order=asc');
    const received = messages.items.map((message) => message.receivedAt);
    expect(received.length).toBeGreaterThan(1);
    expect(received).toEqual([...received].sort());
  });

  it('refuses a column outside the whitelist and a direction that is not asc or desc', async () => {
    for (const query of ['sort=begin_date', 'sort=beginDate%3Bdrop%20table%20projects', 'sort=beginDate&order=up', 'sort=']) {
      const response = await server.call('GET', `/projects?${query}`, tokens[planner]);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<ApiError>().error.details?.length, query).toBeGreaterThan(0);
    }
    const receipts = await server.call('GET', '/receipts?sort=totals', tokens[accountant]);
    expect(receipts.statusCode).toBe(400);
  });
});
