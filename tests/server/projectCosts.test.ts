// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, ListResponse } from '../../src/ground/contract';
import type { ProjectCrewSummary } from '../../src/ground/contract/projects';
import type { ProjectCosts } from '../../src/ground/contract/projectCosts';
import { hoursPerDay, valuesOf } from '../../server/store/projectCosts/costCalculation';
import { removeDataDir, startTestServer, type TestServer } from './testServer';
import { personIdOf } from './tokenPerson';

let server: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await startTestServer();
  for (const login of ['planner@demo.test', 'pm@demo.test', 'crew@demo.test', 'chief@demo.test', 'client@demo.test', 'P-1001']) {
    tokens[login] = await server.login(login);
  }
}, 60_000);
afterAll(async () => {
  await server.close();
  removeDataDir(server.dataDir);
});

const call = (login: string, method: 'GET' | 'POST', path: string, body?: unknown) =>
  server.call(method, path, tokens[login], method === 'POST' ? body ?? {} : undefined);
const costs = async (number: string, login = 'planner@demo.test') => {
  const response = await call(login, 'GET', `/projects/${number}/costs`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ProjectCosts>();
};
const notAgreed = { hours: null, positions: null, cost: null, revenue: null };
const personOf = (login: string) => personIdOf(tokens[login]!);

describe('calculated values (crew items × the rate card)', () => {
  it('prices an hour line with its minimum hours, a day line per day, and a night shift to the next morning', () => {
    const card = { unit: 'hour', rate: 32.5, costRate: 24, minimumHours: 4 } as const;
    const short = { startDate: '2026-05-01', endDate: '2026-05-02', startTime: '08:00', endTime: '11:00', wage: null, card };
    expect(valuesOf(short)).toEqual({ hours: 6, positions: 1, cost: 192, revenue: 260 });
    const day = { ...short, startTime: '09:00', endTime: '21:00', card: { unit: 'day', rate: 395, costRate: 290, minimumHours: null } } as const;
    expect(valuesOf(day)).toEqual({ hours: 24, positions: 1, cost: 580, revenue: 790 });
    expect(hoursPerDay('22:00', '06:30')).toBe(8.5);
  });

  it("costs a person by their staff contract's wage per planned hour, and counts no revenue without a card line", () => {
    const item = { startDate: '2026-05-01', endDate: '2026-05-01', startTime: '07:00', endTime: '17:00', wage: 17.25, card: null };
    expect(valuesOf(item)).toEqual({ hours: 10, positions: 1, cost: 172.5, revenue: 0 });
  });

  it('answers project 1012 from its crew items that are not cancelled, per crew and per function, beside its fixed values', async () => {
    const view = await costs('1012');
    expect(view).toMatchObject({ projectNumber: '1012', currency: 'EUR', rateCard: 'Event crew rates', unpricedPositions: 1 });
    expect(view.project).toEqual({
      calculated: { hours: 54, positions: 4, cost: 1264, revenue: 1720 },
      fixed: { hours: 60, positions: 4, cost: null, revenue: 1800 },
      difference: { hours: 6, positions: 0, cost: null, revenue: 80 },
    });
    expect(view.crews).toEqual([
      { id: expect.any(Number), name: 'Arena build crew', calculated: { hours: 30, positions: 3, cost: 684, revenue: 930 },
        fixed: { hours: 30, positions: 3, cost: null, revenue: 1000 }, difference: { hours: 0, positions: 0, cost: null, revenue: 70 } },
      { id: expect.any(Number), name: 'Arena lighting', calculated: { hours: 24, positions: 1, cost: 580, revenue: 790 },
        fixed: notAgreed, difference: notAgreed },
    ]);
    expect(view.functions).toEqual([
      { function: 'Lighting technician', calculated: { hours: 24, positions: 1, cost: 580, revenue: 790 } },
      { function: 'Rigger', calculated: { hours: 10, positions: 1, cost: 300, revenue: 410 } },
      { function: 'Stagehand', calculated: { hours: 16, positions: 1, cost: 384, revenue: 520 } },
      { function: 'Steward', calculated: { hours: 4, positions: 1, cost: 0, revenue: 0 } },
    ]);
  });

  it('costs planned crew members by their wage even when the project names no known rate card', async () => {
    const created = await call('planner@demo.test', 'POST', '/projects', {
      company: 'Northwind Insurance', clientMark: 'NWI', name: 'Northwind staff party', beginDate: '2099-04-01', endDate: '2099-04-01',
      rateCard: 'Rates nobody made',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { number } = created.json<{ number: string }>();
    const crew = await call('planner@demo.test', 'POST', `/projects/${number}/projectCrews`, { name: 'Party crew' });
    expect(crew.statusCode, crew.body).toBe(201);
    const items = await call('planner@demo.test', 'POST', `/projects/${number}/projectCrewItems`, {
      crewId: crew.json<{ id: number }>().id, startDate: '2099-04-01', startTime: '08:00', endTime: '17:00', function: 'Stagehand', amount: 1,
    });
    expect(items.statusCode, items.body).toBe(201);
    const itemId = items.json<ListResponse<{ id: number }>>().items[0]!.id;
    const requested = await call('planner@demo.test', 'POST', `/projectCrewItems/${itemId}`, { personId: personOf('chief@demo.test') });
    expect(requested.statusCode, requested.body).toBe(200);

    const view = await costs(number);
    // Dana's staff contract pays 22 an hour: 9 planned hours; no card, so no revenue and the default currency.
    expect(view).toMatchObject({ rateCard: null, currency: 'EUR', unpricedPositions: 1 });
    expect(view.project.calculated).toEqual({ hours: 9, positions: 1, cost: 198, revenue: 0 });
  });

  it("finds every demo project's rate card by the name its Project tab shows, and prices all its positions", async () => {
    const named = { '1001': 'Festival 2026', '1002': 'Corporate events', '1003': 'Trade fairs', '1004': 'UK conference rates',
      '1006': 'Trade fairs', '1008': 'Festival 2026' };
    for (const [number, rateCard] of Object.entries(named)) {
      const project = (await call('planner@demo.test', 'GET', `/projects/${number}`)).json<{ rateCard: string | null }>();
      expect(project.rateCard, number).toBe(rateCard);
      const view = await costs(number);
      expect(view, number).toMatchObject({ rateCard, unpricedPositions: 0 });
      expect(view.project.calculated.revenue, number).toBeGreaterThan(0);
    }
  });

  it("answers project 1004 in pounds, its rate card's currency", async () => {
    const view = await costs('1004');
    expect(view).toMatchObject({ currency: 'GBP', rateCard: 'UK conference rates', unpricedPositions: 0 });
    // Sam's lighting day (one day line, 330) and Dana as crew chief (10 hours at 34). Their wages are in euros, so the
    // cost is the card's cost rates in pounds (a day at 245, 10 hours at 26), not 9 × 17.25 and 10 × 22 euros.
    expect(view.functions).toEqual([
      { function: 'Crew chief', calculated: { hours: 10, positions: 1, cost: 260, revenue: 340 } },
      { function: 'Lighting technician', calculated: { hours: 9, positions: 1, cost: 245, revenue: 330 } },
    ]);
    expect(view.project.calculated).toEqual({ hours: 19, positions: 2, cost: 505, revenue: 670 });
  });
});

describe('fixed values', () => {
  it('keeps the project values sent (null: not agreed) and answers the new differences', async () => {
    const response = await call('planner@demo.test', 'POST', '/projects/1012/fixedValues', { hours: 50, cost: 1200, revenue: 1800 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ProjectCosts>().project.difference).toEqual({ hours: -4, positions: null, cost: -64, revenue: 80 });
    expect((await costs('1012')).project.fixed).toEqual({ hours: 50, positions: null, cost: 1200, revenue: 1800 });
  });

  it("keeps one crew's values apart from the project's, and refuses a crew of another project", async () => {
    const light = (await costs('1012')).crews.find((crew) => crew.name === 'Arena lighting')!;
    const saved = await call('planner@demo.test', 'POST', '/projects/1012/fixedValues', { crewId: light.id, positions: 2, cost: 600.5 });
    expect(saved.statusCode, saved.body).toBe(200);
    const view = saved.json<ProjectCosts>();
    expect(view.crews.find((crew) => crew.id === light.id)!.difference).toEqual({ hours: null, positions: 1, cost: 20.5, revenue: null });
    expect(view.project.fixed.positions).toBeNull();
    const otherCrew = (await call('pm@demo.test', 'GET', '/projects/1008/projectCrews')).json<ListResponse<ProjectCrewSummary>>().items[0]!;
    const refused = await call('planner@demo.test', 'POST', '/projects/1012/fixedValues', { crewId: otherCrew.id, cost: 1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ApiError>().error.details).toEqual([{ path: 'crewId', message: 'is not a crew of this project' }]);
  });

  it('refuses bad numbers with a 400 naming each field, and keeps nothing', async () => {
    const before = await costs('1012');
    const response = await call('planner@demo.test', 'POST', '/projects/1012/fixedValues',
      { hours: 'eight', positions: 1.5, cost: -5, revenue: 10.001, margin: 3 });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().error.details!.map((detail) => detail.path).sort())
      .toEqual(['cost', 'hours', 'margin', 'positions', 'revenue']);
    expect(await costs('1012')).toEqual(before);
  });
});

describe('who may see costs and keep fixed values', () => {
  it('refuses crew members, clients and the project login (403): the cost view is for planners', async () => {
    for (const login of ['crew@demo.test', 'client@demo.test', 'P-1001']) {
      expect((await call(login, 'GET', '/projects/1001/costs')).statusCode, login).toBe(403);
      expect((await call(login, 'POST', '/projects/1001/fixedValues', { cost: 1 })).statusCode, login).toBe(403);
    }
  });

  it('lets a planner without projects.EDIT read the cost view but not keep fixed values', async () => {
    expect((await costs('1012', 'pm@demo.test')).projectNumber).toBe('1012');
    const response = await call('pm@demo.test', 'POST', '/projects/1012/fixedValues', { cost: 1 });
    expect(response.statusCode).toBe(403);
    expect(response.json<ApiError>().error.message).toContain('projects.EDIT');
  });

  it("answers another tenant's project, and an unknown one, with 404", async () => {
    for (const number of ['2001', '9999']) {
      expect((await call('planner@demo.test', 'GET', `/projects/${number}/costs`)).statusCode, number).toBe(404);
      expect((await call('planner@demo.test', 'POST', `/projects/${number}/fixedValues`, { cost: 1 })).statusCode, number).toBe(404);
    }
  });
});
