// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, Job, ListResponse } from '../../src/ground/contract';
import type { CrewItem, CrewItemStatus, CrewRating, ProjectCrewSummary } from '../../src/ground/contract/projects';
import { nextStatus, type StatusAction } from '../../server/store/crewItemStatusStore';
import { removeDataDir, startTestServer, type TestServer } from './testServer';

let server: TestServer;
let expoCrew: number;
let stageCrew: number;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await startTestServer();
  for (const login of ['crew@demo.test', 'chief@demo.test', 'pm@demo.test', 'planner@demo.test']) tokens[login] = await server.login(login);
  const crews = (await call('pm@demo.test', 'GET', '/projects/1008/projectCrews')).json<ListResponse<ProjectCrewSummary>>().items;
  expoCrew = crews.find((c) => c.name === 'Expo floor crew')!.id;
  stageCrew = crews.find((c) => c.name === 'Second stage crew')!.id;
}, 60_000);
afterAll(async () => {
  await server.close();
  removeDataDir(server.dataDir);
});

const call = (login: string, method: 'GET' | 'POST', path: string, body?: unknown) =>
  server.call(method, path, tokens[login], method === 'POST' ? body ?? {} : undefined);
const itemsOf1008 = async () => (await call('pm@demo.test', 'GET', '/projects/1008/projectCrewItems')).json<ListResponse<CrewItem>>();
const draft = (overrides: Record<string, unknown> = {}) => ({
  crewId: expoCrew, startDate: '2099-03-01', startTime: '08:00', endTime: '17:00', function: 'Stagehand', amount: 1, ...overrides,
});
const createItems = async (overrides: Record<string, unknown> = {}, login = 'pm@demo.test') => {
  const response = await call(login, 'POST', '/projects/1008/projectCrewItems', draft(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ListResponse<CrewItem>>().items;
};
/** A new position with Sam planned on it (he applied), answered with its latest status record. */
const plannedItem = async (overrides: Record<string, unknown> = {}) => {
  const [item] = await createItems(overrides);
  return (await call('crew@demo.test', 'GET', `/projectCrewItems/${item!.id}/applyVacancy`)).json<CrewItem>();
};
const act = (statusId: number | null, action: StatusAction, login = 'pm@demo.test') =>
  call(login, 'POST', `/projectCrewItemStatus/${statusId}/${action}`);

describe('the status state machine (section 4)', () => {
  it('allows exactly the transitions of the spec', () => {
    const at = (status: CrewItem['status'], noShow = false, start = '2020-01-01', person: number | null = 7) =>
      ({ status, no_show: noShow, start_date: start, start_time: '08:00', person_id: person });
    const now = new Date(2026, 5, 1, 12, 0);
    const allowed: [StatusAction, CrewItem['status'], string][] = [
      ['activate', 'requested', 'confirmed'], ['activate', 'spare', 'confirmed'], ['reactivate', 'cancelled', 'requested'],
      ...(['requested', 'confirmed', 'spare', 'doubleBooked', 'changed'] as const).map((s) => ['notNeeded', s, 'cancelled'] as [StatusAction, CrewItem['status'], string]),
    ];
    for (const [action, from, to] of allowed) expect(nextStatus(action, at(from), now), `${action} ${from}`).toEqual({ status: to });
    expect(nextStatus('noShow', at('confirmed'), now)).toEqual({ status: 'confirmed', noShow: true });
    const refused: [StatusAction, ReturnType<typeof at>][] = [
      ['activate', at('confirmed')], ['activate', at('cancelled')], ['activate', at('doubleBooked')], ['activate', at('changed')],
      ['notNeeded', at('cancelled')], ['notNeeded', at('confirmed', true)], ['reactivate', at('requested')],
      ['reactivate', at('confirmed')], ['noShow', at('requested')], ['noShow', at('confirmed', true)], ['noShow', at('confirmed', false, '2030-01-01')],
      ['activate', at('requested', false, '2020-01-01', null)],
    ];
    for (const [action, item] of refused) expect(nextStatus(action, item, now), `${action} ${item.status}`).toHaveProperty('refused');
  });

  it('walks a position through activate, notNeeded, reactivate and refuses the rest with 409', async () => {
    const [vacancy] = await createItems();
    expect((await act(vacancy!.statusId, 'activate')).json<ApiError>().error.message).toBe('Plan someone on this position before activating it');
    const item = await plannedItem();
    const activated = await act(item.statusId, 'activate');
    expect(activated.statusCode).toBe(200);
    expect(activated.json<CrewItemStatus>()).toMatchObject({ status: 'confirmed', action: 'activate', by: { name: 'Mark Peters' } });
    const again = await act(activated.json<CrewItemStatus>().id, 'activate');
    expect(again.statusCode).toBe(409);
    expect(again.json<ApiError>().error.message).toContain('this one is confirmed');
    expect((await act(activated.json<CrewItemStatus>().id, 'noShow')).statusCode).toBe(409);
    expect((await act(activated.json<CrewItemStatus>().id, 'reactivate')).statusCode).toBe(409);
    const cancelled = (await act(activated.json<CrewItemStatus>().id, 'notNeeded')).json<CrewItemStatus>();
    expect(cancelled.status).toBe('cancelled');
    expect((await act(cancelled.id, 'notNeeded')).statusCode).toBe(409);
    const reactivated = await act(cancelled.id, 'reactivate');
    expect(reactivated.json<CrewItemStatus>().status).toBe('requested');
    expect((await act(item.statusId, 'activate')).json<ApiError>().error.message).toContain('reload');
    const history = (await call('pm@demo.test', 'GET', `/projectCrewItems/${item.id}/status`)).json<ListResponse<CrewItemStatus>>();
    expect(history.items.map((s) => s.action)).toEqual(['reactivate', 'notNeeded', 'activate', 'applied', 'created']);
  });

  it('activates a spare, and marks a started confirmed position as no show once', async () => {
    const [vacancy] = await createItems();
    expect((await call('pm@demo.test', 'POST', '/projectCrewItemStatus', { crewItemId: vacancy!.id, status: 'spare' })).statusCode).toBe(409);
    const item = await plannedItem({ startDate: '2099-01-05' });
    await call('pm@demo.test', 'POST', `/projectCrewItems/${item.id}`, { startDate: '2026-01-05', endDate: '2026-01-05' });
    const spare = await call('pm@demo.test', 'POST', '/projectCrewItemStatus', { crewItemId: item.id, status: 'spare', remark: 'Back-up' });
    expect(spare.statusCode).toBe(201);
    const confirmed = (await act(spare.json<CrewItemStatus>().id, 'activate')).json<CrewItemStatus>();
    const noShow = await act(confirmed.id, 'noShow');
    expect(noShow.statusCode).toBe(200);
    expect((await call('pm@demo.test', 'GET', `/projectCrewItems/${item.id}`)).json<CrewItem>()).toMatchObject({ status: 'confirmed', noShow: true });
    expect((await act(noShow.json<CrewItemStatus>().id, 'noShow')).statusCode).toBe(409);
    expect((await act(noShow.json<CrewItemStatus>().id, 'notNeeded')).statusCode).toBe(409);
  });

  it('lets the crew chief of the crew act, refuses others: 403 when visible (a vacancy, their own job), 404 when not', async () => {
    const expo = await plannedItem();
    expect((await act(expo.statusId, 'activate', 'chief@demo.test')).statusCode).toBe(200);
    const [stage] = await createItems({ crewId: stageCrew });
    expect((await act(stage!.statusId, 'activate', 'chief@demo.test')).statusCode).toBe(403);
    const samsJob = (await call('crew@demo.test', 'GET', '/jobs?period=toConfirm')).json<ListResponse<Job>>().items[0]!;
    const seen = (await call('crew@demo.test', 'GET', `/projectCrewItems/${samsJob.id}`)).json<CrewItem>();
    expect(seen.canEdit).toBe(false);
    expect((await act(seen.statusId, 'notNeeded', 'crew@demo.test')).statusCode).toBe(403);
    expect((await act(stage!.statusId, 'activate', 'crew@demo.test')).statusCode).toBe(403);
    const danasItem = (await itemsOf1008()).items.find((i) => i.person?.name === 'Dana de Vries')!;
    expect((await act(danasItem.statusId, 'notNeeded', 'crew@demo.test')).statusCode).toBe(404);
    expect((await call('crew@demo.test', 'GET', `/projectCrewItems/${danasItem.id}`)).statusCode).toBe(404);
    expect((await act(999_999, 'activate')).statusCode).toBe(404);
    expect((await call('chief@demo.test', 'POST', '/projectCrewItemStatus', { crewItemId: expo.id, status: 'spare' })).statusCode).toBe(403);
  });
});

describe('vacancies', () => {
  it('applies and unapplies, with 409 when already applied or not applied', async () => {
    const [item] = await createItems({ startDate: '2099-04-01', function: 'Steward' });
    const vacant = (await call('crew@demo.test', 'GET', '/projectCrewItems/vacant?function=steward')).json<ListResponse<CrewItem>>();
    expect(vacant.items.map((i) => i.id)).toContain(item!.id);
    const applied = await call('crew@demo.test', 'GET', `/projectCrewItems/${item!.id}/applyVacancy`);
    expect(applied.json<CrewItem>()).toMatchObject({ person: { name: 'Sam Crew' }, appliedFor: true, status: 'requested', vacant: false });
    expect((await call('crew@demo.test', 'GET', '/jobs?period=appliedFor')).json<ListResponse<Job>>().items.map((j) => j.id)).toContain(item!.id);
    const twice = await call('crew@demo.test', 'GET', `/projectCrewItems/${item!.id}/applyVacancy`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json<ApiError>().error.message).toBe('You already applied for this vacancy');
    expect((await call('chief@demo.test', 'GET', `/projectCrewItems/${item!.id}/applyVacancy`)).statusCode).toBe(409);
    expect((await call('crew@demo.test', 'GET', `/projectCrewItems/${item!.id}/unapplyVacancy`)).json<CrewItem>()).toMatchObject({ person: null, vacant: true });
    expect((await call('crew@demo.test', 'GET', `/projectCrewItems/${item!.id}/unapplyVacancy`)).statusCode).toBe(409);
    const history = (await call('pm@demo.test', 'GET', `/projectCrewItems/${item!.id}/status`)).json<ListResponse<CrewItemStatus>>();
    expect(history.items.map((s) => s.action)).toEqual(['unapplied', 'applied', 'created']);
  });

  it('lets only crew apply: planners, who see the vacancies, get 403 and the vacancy stays open', async () => {
    const [item] = await createItems({ startDate: '2099-04-02', function: 'Steward' });
    for (const planner of ['planner@demo.test', 'pm@demo.test']) {
      const vacant = (await call(planner, 'GET', '/projectCrewItems/vacant?function=steward')).json<ListResponse<CrewItem>>();
      expect(vacant.items.map((i) => i.id), `${planner} sees the vacancy`).toContain(item!.id);
      expect((await call(planner, 'GET', `/projectCrewItems/${item!.id}/applyVacancy`)).statusCode, planner).toBe(403);
      expect((await call(planner, 'GET', `/projectCrewItems/${item!.id}/unapplyVacancy`)).statusCode, planner).toBe(403);
    }
    expect((await call('pm@demo.test', 'GET', `/projectCrewItems/${item!.id}`)).json<CrewItem>()).toMatchObject({ person: null, vacant: true });
  });
});

describe('creating and changing crew items', () => {
  it('writes `amount` rows in one go, and none for a bad row', async () => {
    const before = (await itemsOf1008()).total;
    const created = await createItems({ amount: 3, endDate: '2099-03-02', remarks: 'Day and night shift' });
    expect(created).toHaveLength(3);
    expect(created.every((i) => i.status === 'requested' && i.vacant && i.statusId !== null && i.endDate === '2099-03-02')).toBe(true);
    expect((await itemsOf1008()).total).toBe(before + 3);
    for (const bad of [{ endDate: '2099-02-28' }, { amount: 0 }, { amount: 51 }, { startTime: '25:00' }, { function: '' }, { colour: 'red' }]) {
      const response = await call('pm@demo.test', 'POST', '/projects/1008/projectCrewItems', draft({ amount: 3, ...bad }));
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json<ApiError>().error.details?.length).toBeGreaterThan(0);
    }
    const otherCrew = (await call('pm@demo.test', 'GET', '/projects/1001/projectCrews')).json<ListResponse<ProjectCrewSummary>>().items[0]!.id;
    expect((await call('pm@demo.test', 'POST', '/projects/1008/projectCrewItems', draft({ amount: 3, crewId: otherCrew }))).statusCode).toBe(404);
    expect((await call('crew@demo.test', 'POST', '/projects/1008/projectCrewItems', draft({ amount: 3 }))).statusCode).toBe(404);
    expect((await itemsOf1008()).total).toBe(before + 3);
    expect(await createItems({ amount: 2 }, 'chief@demo.test')).toHaveLength(2);
  });

  it('marks a confirmed position whose times move as changed, to confirm again', async () => {
    const [item] = await createItems();
    const moved = await call('chief@demo.test', 'POST', `/projectCrewItems/${item!.id}`, { startTime: '10:00', remarks: 'Doors open later' });
    expect(moved.json<CrewItem>()).toMatchObject({ status: 'requested', startTime: '10:00', remarks: 'Doors open later' });
    const [booked] = await createItems();
    await call('crew@demo.test', 'GET', `/projectCrewItems/${booked!.id}/applyVacancy`);
    await act((await call('pm@demo.test', 'GET', `/projectCrewItems/${booked!.id}`)).json<CrewItem>().statusId, 'activate');
    const changed = await call('pm@demo.test', 'POST', `/projectCrewItems/${booked!.id}`, { startTime: '09:30' });
    expect(changed.json<CrewItem>().status).toBe('changed');
    expect((await call('crew@demo.test', 'GET', `/jobs/${booked!.id}`)).json<Job>()).toMatchObject({ status: 'changed', toConfirm: true });
    expect((await call('pm@demo.test', 'POST', `/projectCrewItems/${booked!.id}`, {})).statusCode).toBe(400);
    expect((await call('pm@demo.test', 'POST', `/projectCrewItems/${booked!.id}`, { endDate: '2020-01-01' })).statusCode).toBe(400);
    expect((await call('crew@demo.test', 'POST', `/projectCrewItems/${booked!.id}`, { remarks: 'x' })).statusCode).toBe(403);
  });
});

describe('crew member ratings', () => {
  it('lets the crew chief rate, never oneself, and keeps ratings from other crew members', async () => {
    const sam = (await call('crew@demo.test', 'GET', '/crewInfo')).json<{ personId: number }>().personId;
    const dana = (await call('chief@demo.test', 'GET', '/crewInfo')).json<{ personId: number }>().personId;
    const types = (await call('chief@demo.test', 'GET', '/crewRatingTypes')).json<ListResponse<{ id: number }>>().items;
    const rated = await call('chief@demo.test', 'POST', `/crewMember/${sam}/crewRatings`, { ratingTypeId: types[0]!.id, score: 5, comment: 'Great' });
    expect(rated.statusCode).toBe(201);
    expect(rated.json<CrewRating>()).toMatchObject({ score: 5, ratedBy: { name: 'Dana de Vries' } });
    expect((await call('crew@demo.test', 'POST', `/crewMember/${sam}/crewRatings`, { ratingTypeId: types[0]!.id, score: 5 })).statusCode).toBe(403);
    expect((await call('pm@demo.test', 'POST', `/crewMember/${sam}/crewRatings`, { ratingTypeId: types[0]!.id, score: 6 })).statusCode).toBe(400);
    expect((await call('pm@demo.test', 'POST', `/crewMember/${sam}/crewRatings`, { ratingTypeId: 99_999, score: 3 })).statusCode).toBe(404);
    expect((await call('crew@demo.test', 'GET', `/crewMember/${dana}/crewRatings`)).statusCode).toBe(404);
    const own = (await call('crew@demo.test', 'GET', `/crewMember/${sam}/crewRatings`)).json<ListResponse<CrewRating>>();
    expect(own.items[0]!.comment).toBe('Great');
  });
});

describe('crew profiles for clients', () => {
  it('shows a client the functions, tags, skills and ratings of crew who worked for its company, and nobody else’s', async () => {
    tokens['client@demo.test'] ??= await server.login('client@demo.test');
    const related = (await call('client@demo.test', 'GET', '/personsClientRelated')).json<ListResponse<{ id: number }>>().items.map((person) => person.id);
    expect(related.length).toBeGreaterThan(0);
    for (const part of ['crewFunctions', 'crewTags', 'documentBasedSkills', 'crewRatings']) {
      expect((await call('client@demo.test', 'GET', `/crewMember/${related[0]}/${part}`)).statusCode, part).toBe(200);
    }
    const everyone = (await call('pm@demo.test', 'GET', '/persons')).json<ListResponse<{ id: number }>>().items.map((person) => person.id);
    const stranger = everyone.find((id) => !related.includes(id));
    expect(stranger, 'a person who never worked for the client').toBeDefined();
    expect((await call('client@demo.test', 'GET', `/crewMember/${stranger}/crewFunctions`)).statusCode).toBe(404);
    const types = (await call('pm@demo.test', 'GET', '/crewRatingTypes')).json<ListResponse<{ id: number }>>().items;
    const rating = await call('client@demo.test', 'POST', `/crewMember/${related[0]}/crewRatings`, { ratingTypeId: types[0]!.id, score: 4 });
    expect(rating.statusCode).toBe(403);
  });
});
