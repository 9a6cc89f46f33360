// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, Availability, BestPerson, ListResponse, PlannerPlanningItem, PlanningItem } from '../../src/ground/contract';
import type { CrewItem, CrewItemStatus, ProjectCrewSummary, Venue } from '../../src/ground/contract/projects';
import { removeDataDir, startTestServer, type TestServer } from './testServer';

/**
 * Availability and rest time (issue 37): a crew member marks days (or parts of days) when they can work; who may do
 * and see what; find best person ranks them higher on those days and warns when another job of theirs leaves less
 * rest than the company's minimum (11 hours unless the company says otherwise), a warning and not a refusal. Stagehand
 * positions on a crew of project 1008 at the RAI: Sam (crew@) and Dana (chief@) both have the function, and Dana's
 * ratings put her first until Sam offers the day.
 */

const planner = 'planner@demo.test';
const sam = 'crew@demo.test';
const dana = 'chief@demo.test';
const client = 'client@demo.test';
let server: TestServer;
let raiCrew: number;
/** A day with nothing on it, nor on the days around it, for Sam and Dana. */
let day: string;
const tokens: Record<string, string> = {};
const personIds: Record<string, number> = {};

const call = (login: string, method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) =>
  server.call(method, path, tokens[login], method === 'POST' ? body ?? {} : undefined);
const ok = async <T>(login: string, method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown, status = 200): Promise<T> => {
  const response = await call(login, method, path, body);
  expect(response.statusCode, `${method} ${path} as ${login}: ${response.body}`).toBe(status);
  return status === 204 ? (undefined as T) : response.json<T>();
};
const addDays = (from: string, days: number) => {
  const date = new Date(`${from}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** A new open crew item on the RAI crew: `fn` on `on`, at these times. */
async function openItem(on: string, startTime = '08:00', endTime = '16:00', fn = 'Stagehand'): Promise<CrewItem> {
  const made = await ok<ListResponse<CrewItem>>(planner, 'POST', '/projects/1008/projectCrewItems',
    { crewId: raiCrew, function: fn, startDate: on, endDate: on, startTime, endTime, amount: 1 }, 201);
  return made.items[0]!;
}
const ranking = async (itemId: number) =>
  (await ok<ListResponse<BestPerson>>(planner, 'GET', `/projectCrewItems/${itemId}/bestPersons`)).items;
const candidate = async (itemId: number, login: string) => (await ranking(itemId)).find((one) => one.personId === personIds[login])!;
const mark = (body: Record<string, unknown>, login = sam) => ok<Availability>(login, 'POST', '/availabilities', body, 201);

/** The first day from `from` on which neither person has anything the day before, that day or the day after. */
async function quietDay(from: string): Promise<string> {
  const items = (await Promise.all([sam, dana].map((login) =>
    ok<ListResponse<PlanningItem>>(login, 'GET', `/planningCalendarItems?from=${addDays(from, -1)}&to=${addDays(from, 90)}`)))).flatMap((list) => list.items);
  const busy = (on: string) => items.some((item) => item.startDate <= addDays(on, 1) && item.endDate >= addDays(on, -1));
  let found = from;
  while (busy(found)) found = addDays(found, 1);
  return found;
}

beforeAll(async () => {
  server = await startTestServer();
  for (const login of [planner, sam, dana, client]) tokens[login] = await server.login(login);
  tokens['crew@acme.test'] = await server.login('crew@acme.test', 'acme.localhost');
  for (const login of [sam, dana]) personIds[login] = (await ok<{ personId: number }>(login, 'GET', '/crewInfo')).personId;
  const rai = (await ok<ListResponse<Venue>>(planner, 'GET', '/locations')).items.find((venue) => venue.name === 'RAI Amsterdam')!;
  raiCrew = (await ok<ProjectCrewSummary>(planner, 'POST', '/projects/1008/projectCrews', { name: 'Availability test crew', locationId: rai.id }, 201)).id;
  day = await quietDay(addDays(new Date().toISOString().slice(0, 10), 120));
}, 60_000);
afterAll(async () => {
  await server.close();
  removeDataDir(server.dataDir);
});

describe('marking availability: a crew member, their own', () => {
  it('marks days, shows them on their own calendar by part, and deletes them', async () => {
    const marked = await mark({ startDate: addDays(day, 30), endDate: addDays(day, 31), part: 'evening', note: '  After my course ' });
    expect(marked).toEqual({ id: marked.id, personId: personIds[sam], startDate: addDays(day, 30), endDate: addDays(day, 31), part: 'evening', note: 'After my course' });
    const oneDay = await mark({ startDate: addDays(day, 33) });
    expect(oneDay, 'one whole day by default').toMatchObject({ endDate: null, part: 'wholeDay', note: null });
    const { items } = await ok<ListResponse<PlanningItem>>(sam, 'GET', `/planningCalendarItems?from=${addDays(day, 30)}&to=${addDays(day, 33)}`);
    expect(items.filter((item) => item.type === 'availability')).toEqual([
      { id: `availability-${marked.id}`, type: 'availability', marker: 'available', title: '', startDate: addDays(day, 30), endDate: addDays(day, 31),
        startTime: null, endTime: null, reason: 'After my course', refId: marked.id, part: 'evening' },
      expect.objectContaining({ id: `availability-${oneDay.id}`, startDate: addDays(day, 33), endDate: addDays(day, 33), part: 'wholeDay' }),
    ]);
    expect(items.filter((item) => item.type !== 'availability').every((item) => item.part === undefined), 'part only on availability').toBe(true);
    await ok(sam, 'DELETE', `/availabilities/${oneDay.id}`, undefined, 204);
    expect((await call(sam, 'DELETE', `/availabilities/${oneDay.id}`)).statusCode, 'gone').toBe(404);
  });

  it('lets no one else mark or delete them: another crew member gets 404, planners and clients 403, another tenant 404', async () => {
    const marked = await mark({ startDate: addDays(day, 35), part: 'morning' });
    expect((await call(dana, 'DELETE', `/availabilities/${marked.id}`)).statusCode).toBe(404);
    expect((await call(planner, 'POST', '/availabilities', { startDate: day })).statusCode).toBe(403);
    expect((await call(client, 'POST', '/availabilities', { startDate: day })).statusCode).toBe(403);
    expect((await call(planner, 'DELETE', `/availabilities/${marked.id}`)).statusCode).toBe(403);
    const acme = await server.app.inject({
      method: 'DELETE', url: `/api/v1/availabilities/${marked.id}`,
      headers: { host: 'acme.localhost', type: 'MOBILE', authorization: `Bearer ${tokens['crew@acme.test']}` },
    });
    expect(acme.statusCode).toBe(404);
    const still = await ok<ListResponse<PlanningItem>>(sam, 'GET', `/planningCalendarItems?from=${addDays(day, 35)}&to=${addDays(day, 35)}`);
    expect(still.items.map((item) => item.id)).toContain(`availability-${marked.id}`);
  });

  it('refuses bad input with 400: an unknown part, an end before the start, a long note, a person id', async () => {
    for (const [body, path] of [
      [{ startDate: day, part: 'night' }, 'part'], [{ startDate: day, endDate: addDays(day, -1) }, 'endDate'],
      [{ startDate: day, note: 'x'.repeat(501) }, 'note'], [{ startDate: day, personId: personIds[dana] }, 'personId'],
      [{ startDate: '2027-02-30' }, 'startDate'],
    ] as const) {
      const response = await call(sam, 'POST', '/availabilities', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<ApiError>().error.details, JSON.stringify(body)).toEqual([expect.objectContaining({ path })]);
    }
  });

  it('shows them to the planner on the planning calendar (colour available, colouring nothing else), never to a client', async () => {
    const on = addDays(day, 40);
    const marked = await mark({ startDate: on, part: 'afternoon', note: 'Not in Rotterdam' });
    const plannerItems = (await ok<ListResponse<PlannerPlanningItem>>(planner, 'GET', `/planningCalendarItems?from=${on}&to=${on}`)).items;
    expect(plannerItems.find((item) => item.id === `availability-${marked.id}`)).toMatchObject({
      type: 'availability', marker: 'available', colour: 'available', part: 'afternoon', reason: 'Not in Rotterdam',
      person: { id: personIds[sam], name: 'Sam Crew' },
    });
    const job = await openItem(on);
    await ok(planner, 'POST', `/projectCrewItems/${job.id}`, { personId: personIds[sam] });
    const withJob = (await ok<ListResponse<PlannerPlanningItem>>(planner, 'GET', `/planningCalendarItems?from=${on}&to=${on}`)).items;
    expect(withJob.find((item) => item.id === `job-${job.id}`)?.colour, 'an offered day is no second event').toBe('requestedJob');
    const clientItems = (await ok<ListResponse<PlannerPlanningItem>>(client, 'GET', `/planningCalendarItems?from=${on}&to=${on}`)).items;
    expect(clientItems.some((item) => item.type === 'availability' || item.colour === 'available')).toBe(false);
  });
});

describe('find best person with availability and rest time', () => {
  it('ranks Sam above Dana once he marks the day available, for a part of the day the job meets', async () => {
    const on = addDays(day, 50);
    const item = await openItem(on);
    expect((await ranking(item.id)).map((one) => one.name), 'Dana has the better ratings').toEqual(['Dana de Vries', 'Sam Crew']);
    await mark({ startDate: on, part: 'evening' });
    expect(await candidate(item.id, sam), 'an evening does not meet 08:00–16:00').toMatchObject({ rank: 2, markedAvailable: false });
    await mark({ startDate: addDays(on, -1), endDate: on, part: 'morning' });
    expect(await candidate(item.id, sam)).toMatchObject({ rank: 1, markedAvailable: true, shortRest: false, restHours: null, minimumRestHours: 11, shortRests: [] });
    expect(await candidate(item.id, dana)).toMatchObject({ rank: 2, markedAvailable: false });
  });

  it('warns when another job leaves less than 11 hours of rest, ranks the person lower, and still lets the planner request them', async () => {
    const on = addDays(day, 60);
    const item = await openItem(on, '08:00', '16:00');
    await mark({ startDate: on });
    const evening = await openItem(addDays(on, -1), '14:00', '23:00', 'Rigger');
    await ok(planner, 'POST', `/projectCrewItems/${evening.id}`, { personId: personIds[sam] });
    const tired = await candidate(item.id, sam);
    expect(tired).toMatchObject({
      rank: 2, available: true, markedAvailable: true, shortRest: true, restHours: 9, minimumRestHours: 11,
      shortRests: [{ what: expect.stringContaining('Rigger') as string, side: 'before', hours: 9 }],
    });
    const after = await openItem(addDays(on, 1), '01:30', '06:00', 'Rigger');
    await ok(planner, 'POST', `/projectCrewItems/${after.id}`, { personId: personIds[sam] });
    expect((await candidate(item.id, sam)).shortRests.map((rest) => [rest.side, rest.hours])).toEqual([['before', 9], ['after', 9.5]]);

    const requested = await ok<CrewItem>(planner, 'POST', `/projectCrewItems/${item.id}`, { personId: personIds[sam] });
    expect(requested).toMatchObject({ status: 'requested', person: { personId: personIds[sam] } });
    const history = await ok<ListResponse<CrewItemStatus>>(planner, 'GET', `/projectCrewItems/${item.id}/status`);
    expect(history.items[0]!.remark).toBe('Requested: Sam Crew (rest 9 h, under 11 h)');
  });

  it('follows the company\'s minimum rest', async () => {
    const on = addDays(day, 70);
    const item = await openItem(on, '10:00', '18:00');
    const before = await openItem(addDays(on, -1), '12:00', '22:00', 'Rigger');
    await ok(planner, 'POST', `/projectCrewItems/${before.id}`, { personId: personIds[sam] });
    expect(await candidate(item.id, sam), '12 hours are enough by default').toMatchObject({ shortRest: false, restHours: null, minimumRestHours: 11 });
    await server.app.db.query(
      `UPDATE company_settings s SET minimum_rest_hours = 13 FROM companies co
       WHERE co.id = s.company_id AND co.own AND co.tenant_id = (SELECT tenant_id FROM persons WHERE id = $1)`, [personIds[sam]]);
    try {
      expect(await candidate(item.id, sam)).toMatchObject({ shortRest: true, restHours: 12, minimumRestHours: 13 });
      // The setting is the company's, answered with its other settings.
      const own = (await ok<ListResponse<{ id: number; own: boolean }>>(sam, 'GET', '/tenant/companies')).items.find((company) => company.own)!;
      expect(await ok<{ minimumRestHours: number }>(planner, 'GET', `/companies/${own.id}/settings`)).toMatchObject({ minimumRestHours: 13 });
    } finally {
      await server.app.db.query('UPDATE company_settings SET minimum_rest_hours = 11');
    }
  });
});
