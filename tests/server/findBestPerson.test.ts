// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, BestPerson, FindBestMethodCode, Job, ListResponse, PlanningItem } from '../../src/ground/contract';
import type { CrewItem, CrewItemStatus, ProjectCrewSummary, Venue } from '../../src/ground/contract/projects';
import { distanceInKm, rankBestPersons, type CandidateFacts } from '../../server/store/planning/rankBestPersons';
import { removeDataDir, startTestServer, type TestServer } from './testServer';

/**
 * Find best person (section 2, projects): the ranking of the tenant's crew members for an open crew item by each
 * find-best method, the facts each place rests on, who may ask (planners with projects.READ), and requesting the
 * chosen person, which the crew member then finds among their jobs to confirm. The open crew items are made here,
 * on a crew of project 1008 at the RAI in Amsterdam (a venue with coordinates and a region).
 */

const planner = 'planner@demo.test';
const sam = 'crew@demo.test';
const dana = 'chief@demo.test';
let server: TestServer;
let raiCrew: number;
/** The day of Sam's blocked date "Family wedding", and two days later, when Sam and Dana are both free. */
let weddingDay: string;
let freeDay: string;
const tokens: Record<string, string> = {};
const personIds: Record<string, number> = {};

const call = (login: string, method: 'GET' | 'POST', path: string, body?: unknown) =>
  server.call(method, path, tokens[login], method === 'POST' ? body ?? {} : undefined);
const ok = async <T>(login: string, method: 'GET' | 'POST', path: string, body?: unknown, status = 200): Promise<T> => {
  const response = await call(login, method, path, body);
  expect(response.statusCode, `${method} ${path} as ${login}: ${response.body}`).toBe(status);
  return response.json<T>();
};
const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** A new open crew item on the RAI crew, for one day. */
async function openItem(fn: string, day: string): Promise<CrewItem> {
  const made = await ok<ListResponse<CrewItem>>(planner, 'POST', '/projects/1008/projectCrewItems',
    { crewId: raiCrew, function: fn, startDate: day, endDate: day, startTime: '08:00', endTime: '17:00', amount: 1 }, 201);
  return made.items[0]!;
}
const ranking = (itemId: number, method?: FindBestMethodCode) =>
  ok<ListResponse<BestPerson>>(planner, 'GET', `/projectCrewItems/${itemId}/bestPersons${method ? `?method=${method}` : ''}`);
const names = (list: ListResponse<BestPerson>) => list.items.map((candidate) => candidate.name);

beforeAll(async () => {
  server = await startTestServer();
  for (const login of [planner, sam, dana, 'client@demo.test', 'P-1001']) tokens[login] = await server.login(login);
  tokens['crew@acme.test'] = await server.login('crew@acme.test', 'acme.localhost');
  for (const login of [sam, dana]) {
    personIds[login] = (await ok<{ personId: number }>(login, 'GET', '/crewInfo')).personId;
  }
  const rai = (await ok<ListResponse<Venue>>(planner, 'GET', '/locations')).items.find((venue) => venue.name === 'RAI Amsterdam')!;
  raiCrew = (await ok<ProjectCrewSummary>(planner, 'POST', '/projects/1008/projectCrews', { name: 'Find best test crew', locationId: rai.id }, 201)).id;
  const items = (await ok<ListResponse<PlanningItem>>(sam, 'GET', '/planningCalendarItems')).items;
  weddingDay = items.find((item) => item.title === 'Family wedding')!.startDate;
  freeDay = addDays(weddingDay, 2);
}, 60_000);
afterAll(async () => {
  await server.close();
  removeDataDir(server.dataDir);
});

describe('the ranking (rankBestPersons)', () => {
  const facts = (name: string, overrides: Partial<CandidateFacts>): CandidateFacts => ({
    crewItemId: 1, personId: name.length, name, available: true, conflicts: [], busyWith: null, otherJob: false, blockedDate: false,
    vacation: false, functionMatch: true, functionLevel: 'medior', skills: [], tags: [], strengths: [], region: null, sameRegion: false,
    rating: null, ratingCount: 0, distanceKm: null, hourlyWage: null, markedAvailable: false, shortRest: false, restHours: null,
    minimumRestHours: 11, shortRests: [], ...overrides,
  });
  const busy = { available: false, conflicts: [{ kind: 'job' as const, startDate: '2026-01-01', endDate: '2026-01-01', what: 'Gala' }] };
  const people = [
    facts('Ann', { rating: 4.9, distanceKm: 80, hourlyWage: 25, functionLevel: 'junior' }),
    facts('Bob', { rating: 3.5, distanceKm: 5, hourlyWage: 30, functionLevel: 'senior', skills: ['VCA'] }),
    facts('Cas', { rating: 4.2, distanceKm: null, hourlyWage: 15, functionLevel: 'medior' }),
    facts('Dirk', { rating: 5, distanceKm: 1, hourlyWage: 10, functionLevel: 'senior', ...busy }),
    facts('Eva', { rating: 5, distanceKm: 2, hourlyWage: 12, functionMatch: false, functionLevel: null }),
  ];
  const order = (method: FindBestMethodCode) => rankBestPersons(people, method).map((candidate) => candidate.name);

  it('orders by each method, with who has the function first, the available among them before the unavailable', () => {
    expect(order('rating')).toEqual(['Ann', 'Cas', 'Bob', 'Dirk', 'Eva']);
    expect(order('distance')).toEqual(['Bob', 'Ann', 'Cas', 'Dirk', 'Eva']);
    expect(order('availability')).toEqual(['Bob', 'Cas', 'Ann', 'Dirk', 'Eva']);
    expect(order('cost')).toEqual(['Cas', 'Ann', 'Bob', 'Dirk', 'Eva']);
  });

  it('ranks everyone with the function above everyone without it, by every method, whatever else speaks for them', () => {
    // Fin lacks the function but is free, near, cheap and best rated; Gus has it but is busy with two things.
    const twoConflicts = { available: false, conflicts: [...busy.conflicts, { kind: 'blockedDate' as const, startDate: '2026-01-01', endDate: '2026-01-01', what: 'Dentist' }] };
    const field = [
      facts('Fin', { rating: 5, ratingCount: 40, distanceKm: 0, hourlyWage: 5, functionMatch: false, functionLevel: null, skills: ['VCA'], sameRegion: true }),
      facts('Gus', { rating: 1, distanceKm: 300, hourlyWage: 90, functionLevel: 'junior', ...twoConflicts }),
      facts('Hal', { rating: 4, functionMatch: false, functionLevel: null, ...busy }),
    ];
    for (const method of ['rating', 'distance', 'availability', 'cost'] as const) {
      const ranked = rankBestPersons(field, method);
      expect(ranked.map((candidate) => candidate.name), method).toEqual(['Gus', 'Fin', 'Hal']);
    }
  });

  it('numbers the places from 1 and names the method', () => {
    expect(rankBestPersons(people, 'cost').map((candidate) => [candidate.rank, candidate.method])).toEqual(
      [[1, 'cost'], [2, 'cost'], [3, 'cost'], [4, 'cost'], [5, 'cost']]);
  });

  it('measures distances on the earth', () => {
    expect(distanceInKm({ latitude: 52.3637, longitude: 4.9403 }, { latitude: 51.9155, longitude: 4.4637 })).toBe(60);
    expect(distanceInKm({ latitude: 52, longitude: 4 }, { latitude: 52, longitude: 4 })).toBe(0);
  });
});

describe('GET /projectCrewItems/{id}/bestPersons', () => {
  it('ranks the crew members for a Stagehand position by each method, with the facts of each place', async () => {
    const item = await openItem('Stagehand', freeDay);
    const byRating = await ranking(item.id);
    expect(byRating.total).toBe(2);
    expect(names(byRating), 'Dana has the better ratings').toEqual(['Dana de Vries', 'Sam Crew']);
    const samFacts = byRating.items.find((candidate) => candidate.personId === personIds[sam])!;
    expect(samFacts).toMatchObject({
      rank: 2, method: 'rating', crewItemId: item.id, available: true, conflicts: [], busyWith: null, functionMatch: true,
      functionLevel: 'senior', skills: ['First aid', 'VCA safety'], tags: ['First aid', 'Forklift licence', 'Own car', 'Works at height'],
      region: 'AMS', sameRegion: true, ratingCount: 10, rating: 4.3, hourlyWage: 17.25,
      strengths: ['First aid', 'VCA safety', 'Forklift licence', 'Own car', 'Works at height'],
    });
    expect(samFacts.distanceKm).toBeLessThan(10);
    expect(byRating.items[0]).toMatchObject({ rank: 1, rating: 5, region: 'RTM', sameRegion: false, hourlyWage: 22 });
    expect(byRating.items[0]!.distanceKm).toBeGreaterThan(40);
    expect(names(await ranking(item.id, 'rating')), 'rating is the default').toEqual(names(byRating));
    expect(names(await ranking(item.id, 'distance')), 'Sam lives in Amsterdam').toEqual(['Sam Crew', 'Dana de Vries']);
    expect(names(await ranking(item.id, 'cost')), 'Sam earns less').toEqual(['Sam Crew', 'Dana de Vries']);
    expect(names(await ranking(item.id, 'availability')), 'both senior: Sam has more valid skills').toEqual(['Sam Crew', 'Dana de Vries']);
  });

  it('puts who has the function before who has not, whatever the method', async () => {
    const item = await openItem('Rigger', freeDay);
    for (const method of ['rating', 'distance', 'availability', 'cost'] as const) {
      const list = await ranking(item.id, method);
      expect(names(list), method).toEqual(['Sam Crew', 'Dana de Vries']);
      expect(list.items.map((candidate) => [candidate.functionMatch, candidate.functionLevel]), method).toEqual([[true, 'medior'], [false, null]]);
    }
  });

  it('puts who has the function before who has not also when they are busy: Sam, a rigger, on his blocked day', async () => {
    const item = await openItem('Rigger', weddingDay);
    for (const method of ['rating', 'distance', 'availability', 'cost'] as const) {
      const list = await ranking(item.id, method);
      expect(list.items.map((candidate) => [candidate.name, candidate.functionMatch, candidate.available]), method)
        .toEqual([['Sam Crew', true, false], ['Dana de Vries', false, true]]);
    }
  });

  it('ranks who is not available last, and says what is in the way', async () => {
    const item = await openItem('Stagehand', weddingDay);
    const list = await ranking(item.id, 'distance');
    expect(names(list)).toEqual(['Dana de Vries', 'Sam Crew']);
    expect(list.items[1]).toMatchObject({
      available: false, blockedDate: true, otherJob: false, vacation: false, busyWith: ['Family wedding'],
      conflicts: [{ kind: 'blockedDate', startDate: weddingDay, endDate: weddingDay, what: 'Family wedding' }],
    });
  });

  it('names other jobs and vacations as conflicts', async () => {
    const jobs = (await ok<ListResponse<Job>>(sam, 'GET', '/jobs')).items;
    const job = jobs.find((one) => one.status === 'confirmed' && one.period === 'upcoming')!;
    const onJob = await ranking((await openItem('Stagehand', job.startDate)).id);
    const samOnJob = onJob.items.find((candidate) => candidate.personId === personIds[sam])!;
    expect(samOnJob).toMatchObject({ available: false, otherJob: true });
    expect(samOnJob.busyWith).toContain(`${job.project.name} – ${job.function}`);
    const vacation = (await ok<ListResponse<PlanningItem>>(sam, 'GET', '/planningCalendarItems')).items
      .find((entry) => entry.type === 'vacation' && entry.startDate > weddingDay)!;
    const onVacation = await ranking((await openItem('Stagehand', vacation.startDate)).id);
    expect(onVacation.items.find((candidate) => candidate.personId === personIds[sam])).toMatchObject({ available: false, vacation: true });
  });

  it('is for planners only: crew, clients and the project login get 403, unknown methods 400', async () => {
    const item = await openItem('Stagehand', freeDay);
    for (const login of [sam, dana, 'client@demo.test', 'P-1001']) {
      expect((await call(login, 'GET', `/projectCrewItems/${item.id}/bestPersons`)).statusCode, login).toBe(403);
    }
    expect((await call(planner, 'GET', `/projectCrewItems/${item.id}/bestPersons?method=luck`)).statusCode).toBe(400);
  });

  it('answers 404 for another tenant\'s crew item and 409 for one that has a person', async () => {
    const acmeJob = (await server.app.inject({
      method: 'GET', url: '/api/v1/jobs', headers: { host: 'acme.localhost', type: 'MOBILE', authorization: `Bearer ${tokens['crew@acme.test']}` },
    })).json<ListResponse<Job>>().items[0]!;
    expect((await call(planner, 'GET', `/projectCrewItems/${acmeJob.id}/bestPersons`)).statusCode).toBe(404);
    const samsJob = (await ok<ListResponse<Job>>(sam, 'GET', '/jobs')).items[0]!;
    const taken = await call(planner, 'GET', `/projectCrewItems/${samsJob.id}/bestPersons`);
    expect(taken.statusCode).toBe(409);
    expect(taken.json<ApiError>().error.message).toMatch(/already has a person: Sam Crew/);
  });
});

describe('requesting the chosen person (POST /projectCrewItems/{id} with personId)', () => {
  it('makes the crew item requested for them, and they find it among their jobs to confirm', async () => {
    const item = await openItem('Rigger', freeDay);
    const requested = await ok<CrewItem>(planner, 'POST', `/projectCrewItems/${item.id}`, { personId: personIds[sam] });
    expect(requested).toMatchObject({ status: 'requested', vacant: false, person: { personId: personIds[sam], name: 'Sam Crew' } });
    const job = await ok<Job>(sam, 'GET', `/jobs/${item.id}`);
    expect(job).toMatchObject({ status: 'requested', period: 'toConfirm', toConfirm: true, function: 'Rigger', startDate: freeDay });
    const history = await ok<ListResponse<CrewItemStatus>>(planner, 'GET', `/projectCrewItems/${item.id}/status`);
    expect(history.items[0]).toMatchObject({ status: 'requested', action: 'set', remark: 'Requested: Sam Crew', by: { name: 'Pieter Jansen' } });
    expect((await call(planner, 'GET', `/projectCrewItems/${item.id}/bestPersons`)).statusCode, 'no longer open').toBe(409);
    expect((await call(planner, 'POST', `/projectCrewItems/${item.id}`, { personId: personIds[dana] })).statusCode, 'taken').toBe(409);
    const confirmed = await ok<Job>(sam, 'POST', `/jobs/${item.id}/confirmation`);
    expect(confirmed).toMatchObject({ status: 'confirmed', toConfirm: false });
  });

  it('checks availability again: a person not free on those days is refused with why', async () => {
    const item = await openItem('Stagehand', weddingDay);
    const refused = await call(planner, 'POST', `/projectCrewItems/${item.id}`, { personId: personIds[sam] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ApiError>().error.message).toBe('Sam Crew is not available on these days: Family wedding');
    expect((await ok<CrewItem>(planner, 'GET', `/projectCrewItems/${item.id}`)).vacant).toBe(true);
  });

  it('is for planners: the crew chief gets 403, another tenant\'s person 404, other fields beside personId 400', async () => {
    const item = await openItem('Stagehand', freeDay);
    expect((await call(dana, 'POST', `/projectCrewItems/${item.id}`, { personId: personIds[sam] })).statusCode, 'crew chief').toBe(403);
    expect((await call(sam, 'POST', `/projectCrewItems/${item.id}`, { personId: personIds[sam] })).statusCode, 'crew').toBe(403);
    expect((await call('client@demo.test', 'POST', `/projectCrewItems/${item.id}`, { personId: personIds[sam] })).statusCode, 'client').toBe(403);
    const joost = (await server.app.inject({
      method: 'GET', url: '/api/v1/crewInfo', headers: { host: 'acme.localhost', type: 'MOBILE', authorization: `Bearer ${tokens['crew@acme.test']}` },
    })).json<{ personId: number }>().personId;
    const other = await call(planner, 'POST', `/projectCrewItems/${item.id}`, { personId: joost });
    expect(other.statusCode).toBe(404);
    expect(other.json<ApiError>().error.message).toBe('Crew member not found');
    expect((await call(planner, 'POST', `/projectCrewItems/${item.id}`, { personId: personIds[sam], remarks: 'x' })).statusCode).toBe(400);
    expect((await ok<CrewItem>(planner, 'GET', `/projectCrewItems/${item.id}`)).vacant).toBe(true);
  });
});
