// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, ListResponse } from '../../src/ground/contract';
import type { CrewBooking, Project, ProjectCrewSummary, ProjectSummary, Venue } from '../../src/ground/contract/projects';
import { removeDataDir, startTestServer, type TestServer } from './testServer';
import { personIdOf } from './tokenPerson';

let server: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await startTestServer();
  for (const login of ['crew@demo.test', 'chief@demo.test', 'client@demo.test', 'pm@demo.test', 'P-1001']) tokens[login] = await server.login(login);
}, 60_000);
afterAll(async () => {
  await server.close();
  removeDataDir(server.dataDir);
});

const call = (login: string, method: 'GET' | 'POST', path: string, body?: unknown) =>
  server.call(method, path, tokens[login], method === 'POST' ? body ?? {} : undefined);
/** The person id a login's token names. */
const personOf = async (login: string, host?: string) => personIdOf(await server.login(login, host));
const projects = async (login: string, query = '') => {
  const response = await call(login, 'GET', `/projects${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<ListResponse<ProjectSummary>>();
};

describe('who sees which project', () => {
  it('refuses a crew member with 403', async () => {
    const response = await call('crew@demo.test', 'GET', '/projects');
    expect(response.statusCode).toBe(403);
    expect(response.json<ApiError>().error.message).toContain('projects.READ');
  });

  it('lets the project login P-1001 read its project only; another project is a 404', async () => {
    expect((await projects('P-1001')).items.map((p) => p.number)).toEqual(['1001']);
    expect((await call('P-1001', 'GET', '/projects/1001')).json<Project>()).toMatchObject({ number: '1001', company: 'Summer Sound Events BV' });
    const otherItem = (await call('pm@demo.test', 'GET', '/projects/1008/projectCrewItems')).json<ListResponse<{ id: number }>>().items[0]!;
    for (const path of ['/projects/1002', '/projects/1002/projectCrewItems', '/projects/1002/crewBooking', '/projects/1002/report',
      `/projectCrewItems/${otherItem.id}`, `/projectCrewItems/${otherItem.id}/status`]) {
      expect((await call('P-1001', 'GET', path)).statusCode, path).toBe(404);
    }
    const own = (await call('P-1001', 'GET', '/projects/1001/projectCrewItems')).json<ListResponse<{ id: number }>>().items[0]!;
    expect((await call('P-1001', 'GET', `/projectCrewItems/${own.id}`)).statusCode).toBe(200);
  });

  it('lets the project login message its project manager, about its own project only', async () => {
    const message = { caption: 'Question', type: 'TODO_INT', body: 'Where do we park?', parameters: { priority: 1 } };
    expect((await call('P-1001', 'POST', '/projects/1001/activities', message)).statusCode).toBe(201);
    expect((await call('P-1001', 'POST', '/projects/1002/activities', message)).statusCode).toBe(404);
  });

  it('shows a client only the projects they are the contact of, and a planner all (cut off before 2018)', async () => {
    const client = await projects('client@demo.test');
    expect(client.items.map((p) => p.number).sort()).toEqual(['1001', '1008', '1009']);
    const planner = await projects('pm@demo.test');
    expect(planner.total).toBeGreaterThanOrEqual(10);
    expect(planner.items.map((p) => p.number)).not.toContain('1010');
    expect((await call('pm@demo.test', 'GET', '/projects/1010')).json<Project>().beginDate).toBe('2017-12-01');
    expect((await call('client@demo.test', 'GET', '/projects/1004')).statusCode).toBe(404);
  });

  it('filters by tab, closed and period, with projects in every state', async () => {
    for (const period of ['past', 'requested', 'ongoing'] as const) {
      const list = await projects('pm@demo.test', `?period=${period}`);
      expect(list.items.length, period).toBeGreaterThan(0);
      expect(list.items.every((p) => p.period === period)).toBe(true);
    }
    expect((await projects('pm@demo.test', '?closed=true')).items.every((p) => p.closed)).toBe(true);
    expect((await projects('pm@demo.test', '?closed=false')).items.some((p) => p.closed)).toBe(false);
    const mine = await projects('pm@demo.test', '?tab=my');
    expect(mine.items.length).toBeGreaterThan(0);
    for (const { number } of mine.items) {
      const project = (await call('pm@demo.test', 'GET', `/projects/${number}`)).json<Project>();
      expect(project.projectManager?.name, number).toBe('Mark Peters');
    }
    expect((await call('pm@demo.test', 'GET', '/projects?period=someday')).statusCode).toBe(400);
  });
});

describe('a project list answer', () => {
  it('carries what a project card shows and no more; the project page carries the rest', async () => {
    const list = await projects('pm@demo.test');
    expect(list.items.length).toBeGreaterThan(0);
    for (const item of list.items) {
      expect(Object.keys(item).sort()).toEqual(['beginDate', 'city', 'clientMark', 'closed', 'endDate', 'logo', 'name', 'number', 'period']);
    }
    const withVenue = list.items.find((item) => item.city !== null)!;
    const project = (await call('pm@demo.test', 'GET', `/projects/${withVenue.number}`)).json<Project>();
    expect(project.location?.city).toBe(withVenue.city);
    const counted = (await call('pm@demo.test', 'GET', '/projects/1001')).json<Project>();
    const crews = (await call('pm@demo.test', 'GET', '/projects/1001/projectCrews')).json<ListResponse<ProjectCrewSummary>>();
    const positions = (await call('pm@demo.test', 'GET', '/projects/1001/projectCrewItems')).json<ListResponse<{ status: string }>>();
    expect(counted.crewCount).toBe(crews.total);
    expect(counted.positionCount).toBe(positions.items.filter((position) => position.status !== 'cancelled').length);
    expect(counted.positionCount).toBeGreaterThan(0);
    expect(Object.keys(project)).toEqual(expect.arrayContaining(['company', 'contact', 'crewChief', 'projectManager', 'positionCount']));
  });
});

describe('POST /projects', () => {
  const valid = { company: 'Northwind Insurance', clientMark: 'NWI', name: 'Northwind Summer Party', beginDate: '2099-06-01', endDate: '2099-06-02' };

  it('refuses an end before the begin with 400 and details, and writes nothing', async () => {
    const before = (await projects('pm@demo.test')).total;
    const response = await call('pm@demo.test', 'POST', '/projects', { ...valid, endDate: '2099-05-31' });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().error.details).toEqual([{ path: 'endDate', message: 'must not be before beginDate' }]);
    for (const bad of [{ ...valid, name: '' }, { ...valid, beginDate: '2099-02-30' }, { ...valid, colour: 'red' }, { company: 'X' }]) {
      expect((await call('pm@demo.test', 'POST', '/projects', bad)).statusCode).toBe(400);
    }
    expect((await projects('pm@demo.test')).total).toBe(before);
  });

  it('creates a project with the next number: a planner manages it, a client request waits as requested', async () => {
    const planned = await call('pm@demo.test', 'POST', '/projects', { ...valid, reference: 'PO-1', comment: 'Garden party' });
    expect(planned.statusCode).toBe(201);
    expect(planned.json<Project>()).toMatchObject({ ...valid, reference: 'PO-1', period: 'ongoing', projectManager: { name: 'Mark Peters' } });
    const asked = await call('client@demo.test', 'POST', '/projects', { ...valid, company: 'Summer Sound Events BV', clientMark: 'SSE' });
    expect(asked.json<Project>()).toMatchObject({ period: 'requested', companyId: expect.any(Number) });
    expect(Number(asked.json<Project>().number)).toBe(Number(planned.json<Project>().number) + 1);
    expect((await projects('client@demo.test')).items.map((p) => p.number)).toContain(asked.json<Project>().number);
    expect((await call('crew@demo.test', 'POST', '/projects', valid)).statusCode).toBe(403);
  });
});

describe('a project page', () => {
  it('counts positions of every state in the crew booking and the crews', async () => {
    const booking = (await call('pm@demo.test', 'GET', '/projects/1008/crewBooking')).json<CrewBooking>();
    for (const status of ['requested', 'confirmed', 'spare', 'cancelled', 'doubleBooked', 'changed', 'open'] as const) {
      expect(booking.totals[status], status).toBeGreaterThan(0);
    }
    const crews = (await call('client@demo.test', 'GET', '/projects/1008/projectCrews')).json<ListResponse<ProjectCrewSummary>>();
    expect(crews.items[0]).toMatchObject({ name: 'Expo floor crew', crewChief: { name: 'Dana de Vries' }, catering: expect.any(String) });
  });

  it('adds a crew for planners only', async () => {
    expect((await call('client@demo.test', 'POST', '/projects/1008/projectCrews', { name: 'Extra' })).statusCode).toBe(403);
    const created = await call('pm@demo.test', 'POST', '/projects/1008/projectCrews', { name: 'Cloakroom crew', catering: 'Sandwiches' });
    expect(created.statusCode).toBe(201);
    expect(created.json<ProjectCrewSummary>()).toMatchObject({ name: 'Cloakroom crew', counts: { total: 0 } });
    expect((await call('pm@demo.test', 'POST', '/projects/1008/projectCrews', { name: 'X', locationId: 99999 })).statusCode).toBe(404);
  });

  it("adds a crew with its chief, days and times: the chief opens it and adds its positions, which the crew's days then span", async () => {
    const dana = await personOf('chief@demo.test');
    const planned = { name: 'Bar crew', crewChiefId: dana, startDate: '2099-05-01', endDate: '2099-05-03', startTime: '07:30', endTime: '19:00' };
    const created = await call('pm@demo.test', 'POST', '/projects/1008/projectCrews', planned);
    expect(created.statusCode, created.body).toBe(201);
    const crew = created.json<ProjectCrewSummary>();
    expect(crew).toMatchObject({
      name: 'Bar crew', crewChief: { personId: dana, name: 'Dana de Vries' }, startDate: '2099-05-01', endDate: '2099-05-03',
      startTime: '07:30', endTime: '19:00', counts: { total: 0 },
    });
    const listed = (await call('client@demo.test', 'GET', '/projects/1008/projectCrews')).json<ListResponse<ProjectCrewSummary>>().items;
    expect(listed.find((one) => one.id === crew.id)).toEqual(crew);

    // The chief opens the crew as its chief and adds a position a day after the crew's last; the crew's days span it.
    const page = await call('chief@demo.test', 'GET', `/projectCrews/${crew.id}`);
    expect(page.json()).toMatchObject({ myRole: 'chief', startDate: '2099-05-01', endDate: '2099-05-03', startTime: '07:30', endTime: '19:00' });
    const added = await call('chief@demo.test', 'POST', '/projects/1008/projectCrewItems',
      { crewId: crew.id, startDate: '2099-05-04', startTime: '07:30', endTime: '19:00', function: 'Bartender', amount: 1 });
    expect(added.statusCode, added.body).toBe(201);
    expect((await call('pm@demo.test', 'GET', `/projectCrews/${crew.id}`)).json()).toMatchObject({ startDate: '2099-05-01', endDate: '2099-05-04' });

    // Sam takes the position: his job names the crew's chief.
    const [item] = added.json<ListResponse<{ id: number }>>().items;
    expect((await call('crew@demo.test', 'GET', `/projectCrewItems/${item!.id}/applyVacancy`)).statusCode).toBe(200);
    expect((await call('crew@demo.test', 'GET', `/jobs/${item!.id}`)).json()).toMatchObject({ crew: { id: crew.id }, crewChief: { name: 'Dana de Vries' } });

    // One day when the end is left out; no days at all when none are given.
    const oneDay = (await call('pm@demo.test', 'POST', '/projects/1008/projectCrews', { name: 'Door crew', startDate: '2099-05-02' })).json<ProjectCrewSummary>();
    expect(oneDay).toMatchObject({ startDate: '2099-05-02', endDate: '2099-05-02', startTime: null, endTime: null, crewChief: null });
  });

  it("refuses a crew's days out of order or an end alone, and a crew chief not of the tenant", async () => {
    const refused = async (body: Record<string, unknown>, status: number) => {
      const response = await call('pm@demo.test', 'POST', '/projects/1008/projectCrews', { name: 'Refused crew', ...body });
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      return response.json<ApiError>().error;
    };
    expect((await refused({ startDate: '2099-05-03', endDate: '2099-05-01' }, 400)).details).toEqual([{ path: 'endDate', message: 'must not be before startDate' }]);
    expect((await refused({ endDate: '2099-05-01' }, 400)).details).toEqual([{ path: 'startDate', message: 'is required with endDate' }]);
    expect((await refused({ startTime: '25:00' }, 400)).details).toEqual([{ path: 'startTime', message: 'must be a time written HH:MM' }]);
    // Joost is a person of Acme, another tenant.
    expect((await refused({ crewChiefId: await personOf('crew@acme.test', 'acme.localhost') }, 404)).message).toBe('Crew chief not found');
    const names = (await call('pm@demo.test', 'GET', '/projects/1008/projectCrews')).json<ListResponse<ProjectCrewSummary>>().items.map((one) => one.name);
    expect(names).not.toContain('Refused crew');
  });

  it('downloads the report and the delivery notes as PDFs', async () => {
    for (const [method, path] of [['GET', '/projects/1001/report'], ['POST', '/projects/1008/exportDeliveryNotes']] as const) {
      const response = await call('pm@demo.test', method, path);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('shows a crew profile only for someone on the project', async () => {
    const crewInfo = (await call('crew@demo.test', 'GET', '/crewInfo')).json<{ personId: number }>();
    const profile = await call('client@demo.test', 'GET', `/projects/1008/crewProfile/${crewInfo.personId}`);
    expect(profile.json()).toMatchObject({ name: 'Sam Crew', items: expect.arrayContaining([expect.objectContaining({ function: 'Rigger' })]) });
    expect((await call('client@demo.test', 'GET', `/projects/1009/crewProfile/${crewInfo.personId}`)).statusCode).toBe(404);
  });
});

describe('locations', () => {
  it('searches, creates for planners, and keeps a project login to its own venues', async () => {
    const found = (await call('crew@demo.test', 'GET', '/locations?q=ROTTER')).json<ListResponse<Venue>>();
    expect(found.items.map((v) => v.name)).toEqual(['Rotterdam Ahoy']);
    expect((await call('crew@demo.test', 'POST', '/locations', { name: 'A', address: 'B', city: 'C' })).statusCode).toBe(403);
    const created = await call('pm@demo.test', 'POST', '/locations', { name: 'Paradiso', address: 'Weteringschans 6', city: 'Amsterdam' });
    expect(created.statusCode).toBe(201);
    expect((await call('P-1001', 'GET', `/locations/${created.json<Venue>().id}`)).statusCode).toBe(404);
    const own = (await call('P-1001', 'GET', '/projects/1001')).json<Project>().location!;
    expect((await call('P-1001', 'GET', `/locations/${own.id}`)).json<Venue>()).toMatchObject({
      name: 'Zuiderpark', latitude: expect.any(Number), longitude: expect.any(Number),
    });
    expect(created.json<Venue>()).toMatchObject({ latitude: null, longitude: null });
  });
});

describe('tenants', () => {
  it("never shows one tenant's venues, rating types or crew items to another's users", async () => {
    const acme = await server.login('crew@acme.test', 'acme.localhost');
    const asAcme = (path: string) => server.app.inject({
      method: 'GET', url: `/api/v1${path}`, headers: { type: 'MOBILE', host: 'acme.localhost', authorization: `Bearer ${acme}` },
    });
    const moyoVenue = (await call('P-1001', 'GET', '/projects/1001')).json<Project>().location!;
    expect((await asAcme(`/locations/${moyoVenue.id}`)).statusCode).toBe(404);
    const venues = (await asAcme('/locations')).json<ListResponse<Venue>>().items.map((v) => v.name);
    expect(venues).toEqual(['Ziggo Dome']);
    expect((await asAcme('/crewRatingTypes')).json<ListResponse<{ name: string }>>().items.map((t) => t.name)).toEqual(['Punctualiteit']);
    const moyoItem = (await call('pm@demo.test', 'GET', '/projects/1008/projectCrewItems')).json<ListResponse<{ id: number }>>().items[0]!;
    expect((await asAcme(`/projectCrewItems/${moyoItem.id}`)).statusCode).toBe(404);
    expect((await asAcme('/projectCrewItems/vacant')).json<ListResponse<unknown>>().total).toBe(0);
  });
});
