// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ApiError, FindBestMethod, ListResponse, MobileDocument, PlannerCrew, PlannerCrewMember, PlannerCrewMembership,
  PlannerPlanningItem, RateCard, RateCardItem,
} from '../../src/ground/contract';
import { colourOf, oneMonthBack, type Row } from '../../server/store/planning/plannerCalendarStore';
import { localDate } from '../../server/kernel/isoDates';
import { removeDataDir, startTestServer, type TestServer } from './testServer';
import { personIdOf } from './tokenPerson';

let server: TestServer;
const tokens: Record<string, string> = {};
const logins = ['crew@demo.test', 'chief@demo.test', 'client@demo.test', 'planner@demo.test', 'office@demo.test', 'crew@acme.test'];
beforeAll(async () => {
  server = await startTestServer();
  for (const login of logins) tokens[login] = await server.login(login, login.endsWith('acme.test') ? 'acme.localhost' : 'localhost');
}, 60_000);
afterAll(async () => {
  await server.close();
  removeDataDir(server.dataDir);
});

const as = (login: string) => tokens[login]!;
const personOf = (login: string) => personIdOf(as(login));
const get = async <T>(path: string, login: string, status = 200) => {
  const response = await server.call('GET', path, as(login));
  expect(response.statusCode, `${path} ${response.body}`).toBe(status);
  return response.json<T>();
};
const statusOf = async (path: string, login: string) => (await server.call('GET', path, as(login))).statusCode;
const post = (path: string, login: string, body: unknown) => server.call('POST', path, as(login), body);

describe('GET /planningCalendarItems for clients and planners', () => {
  it('answers the planner the items of people in their crews, from one month back, with section 4 colours', async () => {
    const { items } = await get<ListResponse<PlannerPlanningItem>>('/planningCalendarItems', 'planner@demo.test');
    const from = oneMonthBack(localDate(new Date()));
    expect(items.every((item) => item.endDate >= from)).toBe(true);
    const colours = new Set(items.map((item) => item.colour));
    for (const colour of ['confirmedJob', 'requestedJob', 'blockedDate', 'requestedVacation', 'requestedCrew', 'severalEventsOverlap']) {
      expect(colours, colour).toContain(colour);
    }
    const people = new Set(items.map((item) => item.person?.id));
    expect(people).toContain(personOf('crew@demo.test'));
    expect(people).toContain(personOf('chief@demo.test'));
  });

  it('colours and counts an item the same in a page of the calendar as in the whole (the neighbours read apart or on the page)', async () => {
    for (const login of ['planner@demo.test', 'client@demo.test']) {
      const whole = await get<ListResponse<PlannerPlanningItem>>('/planningCalendarItems', login);
      const size = Math.ceil(whole.items.length / 3);
      const pages = await Promise.all([1, 2, 3, 4].map((page) =>
        get<ListResponse<PlannerPlanningItem>>(`/planningCalendarItems?limit=${size}&page=${page}`, login)));
      expect(whole.items.length, login).toBeGreaterThan(3);
      expect(pages.map((page) => page.total), login).toEqual([1, 2, 3, 4].map(() => whole.total));
      expect(whole.total, login).toBe(whole.items.length);
      expect(pages.flatMap((page) => page.items), login).toEqual(whole.items);
    }
  });

  it('shows spare positions only with planningCalendar.READSPAREFUNCTION (the client has not got it)', async () => {
    const client = await get<ListResponse<PlannerPlanningItem>>('/planningCalendarItems', 'client@demo.test');
    expect(client.items.length).toBeGreaterThan(0);
    expect(client.items.some((item) => item.marker === 'spare')).toBe(false);
    const planner = await get<ListResponse<PlannerPlanningItem>>('/planningCalendarItems', 'planner@demo.test');
    expect(planner.items.some((item) => item.marker === 'spare')).toBe(true);
  });

  it('tells a client only that a person is not available: no sick day, absence kind, vacation or reason (issue 31)', async () => {
    const month = oneMonthBack(localDate(new Date()));
    const client = await get<ListResponse<PlannerPlanningItem>>(`/planningCalendarItems?from=${month}`, 'client@demo.test');
    const away = client.items.filter((item) => item.type !== 'job');
    expect(away.length, 'the demo client\'s people are away on some days').toBeGreaterThan(0);
    for (const item of away) {
      expect(item, item.id).toEqual({
        ...item, id: `unavailable-${item.person!.id}-${item.startDate}`, type: 'unavailable', marker: 'unavailable',
        title: 'Not available', reason: null, refId: item.person!.id, startTime: null, endTime: null,
      });
      expect(['blockedDate', 'severalEventsOverlap', 'severalEventsNoOverlap'], item.id).toContain(item.colour);
    }
    // One span per stretch of days away: a person's spans neither overlap nor touch.
    for (const person of new Set(away.map((item) => item.person!.id))) {
      const sorted = away.filter((item) => item.person!.id === person).sort((a, b) => a.startDate.localeCompare(b.startDate));
      sorted.slice(1).forEach((span, index) => {
        const dayAfter = new Date(`${sorted[index]!.endDate}T00:00:00Z`);
        dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
        expect(span.startDate > dayAfter.toISOString().slice(0, 10), `${span.id} after ${sorted[index]!.id}`).toBe(true);
      });
    }
    const words = JSON.stringify(client.items);
    for (const secret of ['sickDay', 'vacationUnpaid', 'lateRefusal', 'Sick day', 'absence-', 'blockDate-']) expect(words).not.toContain(secret);
    // The planner plans around the reasons, and still reads them.
    const planner = await get<ListResponse<PlannerPlanningItem>>(`/planningCalendarItems?from=${month}`, 'planner@demo.test');
    expect(planner.items.some((item) => item.type === 'blockDate' && item.reason !== null)).toBe(true);
    expect(planner.items.some((item) => item.type === 'unavailable')).toBe(false);
    // A blocked date is titled by its kind, its reason said once (the list writes "Blocked date · Family wedding").
    for (const item of planner.items.filter((candidate) => candidate.type === 'blockDate')) expect(item.title).toBe('Blocked date');
  });

  it('ends the calendar at a `to` given alone, even one before the month back it starts by default', async () => {
    const before = await get<ListResponse<PlannerPlanningItem>>('/planningCalendarItems?to=2000-01-01', 'planner@demo.test');
    expect(before.items).toEqual([]);
    const day = oneMonthBack(localDate(new Date()));
    const { items } = await get<ListResponse<PlannerPlanningItem>>(`/planningCalendarItems?to=${day}`, 'planner@demo.test');
    expect(items.every((item) => item.startDate <= day && item.endDate >= day), 'the items of that one day').toBe(true);
  });

  it('keeps the crew member on their own calendar and refuses an office login', async () => {
    const { items } = await get<ListResponse<PlannerPlanningItem>>('/planningCalendarItems', 'crew@demo.test');
    expect(items.some((item) => item.type === 'bankHoliday')).toBe(true);
    expect(items.every((item) => !('colour' in item))).toBe(true);
    await get('/planningCalendarItems', 'office@demo.test', 403);
  });
});

describe('planning item colours', () => {
  const item = (id: string, marker: string, times: [string, string] | null, personId = 1): Row => ({
    id, type: 'job', marker, title: id, start_date: '2030-05-01', end_date: '2030-05-01', start_time: times?.[0] ?? null,
    end_time: times?.[1] ?? null, reason: null, ref_id: 1, person_id: personId, person_name: 'A',
  });

  it('tells several events with and without overlap apart, per person', () => {
    const morning = item('a', 'confirmed', ['07:00', '12:00']);
    const evening = item('b', 'requested', ['14:00', '23:00']);
    const late = item('c', 'confirmed', ['11:00', '15:00']);
    expect(colourOf(morning, [morning, evening])).toBe('severalEventsNoOverlap');
    expect(colourOf(morning, [morning, evening, late])).toBe('severalEventsOverlap');
    const someoneElse = item('d', 'confirmed', ['08:00', '10:00'], 2);
    expect(colourOf(someoneElse, [morning, someoneElse])).toBe('confirmedJob');
    expect(colourOf(evening, [evening])).toBe('requestedJob');
    expect(colourOf(item('e', 'blockedDate', null), [])).toBe('blockedDate');
    expect(colourOf(item('f', 'sickDay', null), [])).toBe('other');
  });

  it('starts a planner calendar one month back, on the last day of a shorter month when needed', () => {
    expect(oneMonthBack('2026-03-31')).toBe('2026-02-28');
    expect(oneMonthBack('2026-01-15')).toBe('2025-12-15');
  });
});

describe('planner crews and membership crews', () => {
  it('filters planner crews by functions, tags, regions and skills: any value of a filter, every filter given', async () => {
    const all = await get<ListResponse<PlannerCrew>>('/plannerCrews', 'planner@demo.test');
    expect(all.items.map((crew) => crew.name).sort()).toEqual(
      ['AV and lighting specialists', 'Amsterdam stagehands', 'Harbour riggers Rotterdam', 'Stagehands pool Randstad']);
    // Sorted here: the database's collation orders "AV" and "Am" either way.
    const names = async (query: string) =>
      (await get<ListResponse<PlannerCrew>>(`/plannerCrews?${query}`, 'planner@demo.test')).items.map((crew) => crew.name).sort();
    expect(await names('function=Rigger')).toEqual(['Harbour riggers Rotterdam', 'Stagehands pool Randstad']);
    expect(await names('function=Rigger&region=Utrecht')).toEqual(['Stagehands pool Randstad']);
    expect(await names('region=Amsterdam,Greater%20London')).toEqual(['AV and lighting specialists', 'Amsterdam stagehands']);
    expect(await names('function=Stagehand,%20Rigger&region=Rotterdam')).toEqual(['Harbour riggers Rotterdam', 'Stagehands pool Randstad']);
    expect(await names('skill=grandMA3')).toEqual(['AV and lighting specialists']);
    expect(await names('region=Utrecht&tag=festival')).toEqual(['Stagehands pool Randstad']);
    expect(await names('region=Nowhere')).toEqual([]);
    expect(await names('function=,')).toEqual(all.items.map((crew) => crew.name).sort());
    expect(await statusOf(`/plannerCrews?function=${Array.from({ length: 51 }, (_, index) => `f${index}`).join(',')}`, 'planner@demo.test')).toBe(400);
  });

  it('offers the tenant\'s tags and skills as filter options, to clients and planners only', async () => {
    const tags = (await get<ListResponse<{ name: string }>>('/crewTags', 'planner@demo.test')).items.map((tag) => tag.name);
    expect(tags).toEqual(expect.arrayContaining(['conference', 'festival', 'indoor', 'outdoor', 'theatre']));
    expect(tags).toEqual([...new Set(tags)].sort());
    const skills = (await get<ListResponse<{ name: string }>>('/documentBasedSkills', 'planner@demo.test')).items.map((skill) => skill.name);
    expect(skills).toEqual(expect.arrayContaining(['Dante level 2', 'Forklift licence', 'grandMA3', 'Working at height']));
    expect(await statusOf('/crewTags', 'crew@demo.test')).toBe(403);
    expect(await statusOf('/documentBasedSkills', 'crew@demo.test')).toBe(403);
  });

  it('answers a crew the caller does not manage with 404, and a crew member with 403', async () => {
    const clientOnly = (await get<ListResponse<PlannerCrew>>('/pCrews', 'client@demo.test')).items
      .find((crew) => crew.name === 'Northwind gala hosts')!;
    expect(await statusOf(`/plannerCrews/${clientOnly.id}`, 'planner@demo.test')).toBe(404);
    expect(await statusOf(`/plannerCrews/${clientOnly.id}/crewMembers`, 'planner@demo.test')).toBe(404);
    expect(await statusOf(`/plannerCrews/${clientOnly.id}/items`, 'planner@demo.test')).toBe(404);
    expect(await statusOf('/plannerCrews/abc/items', 'planner@demo.test')).toBe(400);
    expect(await statusOf('/plannerCrews', 'crew@demo.test')).toBe(403);
  });

  it('lets a planner create a membership crew; a crew member or client gets 403; bad input writes nothing', async () => {
    expect((await post('/pCrews', 'crew@demo.test', { name: 'My mates' })).statusCode).toBe(403);
    expect((await post('/pCrews', 'client@demo.test', { name: 'My mates' })).statusCode).toBe(403);
    const before = (await get<ListResponse<PlannerCrew>>('/pCrews', 'planner@demo.test')).total;
    for (const body of [{}, { name: '' }, { name: 'X', colour: 'red' }, { name: 'X', typeId: 'one' }, { name: 'X', typeId: 999999 }]) {
      const response = await post('/pCrews', 'planner@demo.test', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<ApiError>().error.details?.length).toBeGreaterThan(0);
    }
    expect((await get<ListResponse<PlannerCrew>>('/pCrews', 'planner@demo.test')).total).toBe(before);
    const created = await post('/pCrews', 'planner@demo.test', { name: 'Boat show hosts', description: 'Jaarbeurs hosts' });
    expect(created.statusCode).toBe(201);
    expect(created.json<PlannerCrew>()).toMatchObject({ kind: 'membership', name: 'Boat show hosts', memberCount: 0 });
    expect((await get<ListResponse<PlannerCrew>>('/pCrews', 'planner@demo.test')).total).toBe(before + 1);
  });

  it('adds and removes members with crewMemberships.CREATE / DELETE only', async () => {
    const crew = (await post('/pCrews', 'planner@demo.test', { name: 'Office helpers' })).json<PlannerCrew>();
    const body = { plannerCrewId: crew.id, personId: personOf('office@demo.test'), function: 'Host' };
    expect((await post('/plannerCrewMemberships', 'client@demo.test', body)).statusCode).toBe(403);
    expect((await post('/plannerCrewMemberships', 'crew@demo.test', body)).statusCode).toBe(403);
    expect((await post('/plannerCrewMemberships', 'planner@demo.test', { ...body, personId: personOf('crew@acme.test') })).statusCode).toBe(404);
    expect((await post('/plannerCrewMemberships', 'planner@demo.test', { ...body, plannerCrewId: 999999 })).statusCode).toBe(404);
    expect((await post('/plannerCrewMemberships', 'planner@demo.test', { ...body, personId: 'x' })).statusCode).toBe(400);
    const added = await post('/plannerCrewMemberships', 'planner@demo.test', body);
    expect(added.statusCode).toBe(201);
    const membership = added.json<PlannerCrewMembership>();
    expect(membership).toMatchObject({ plannerCrewId: crew.id, personId: body.personId, function: 'Host' });
    expect((await post('/plannerCrewMemberships', 'planner@demo.test', body)).statusCode).toBe(409);
    const members = await get<ListResponse<PlannerCrewMember>>(`/plannerCrews/${crew.id}/crewMembers`, 'planner@demo.test');
    expect(members.items.map((member) => member.personId)).toEqual([body.personId]);
    const ofPerson = await get<ListResponse<PlannerCrewMembership>>(`/persons/${body.personId}/plannerCrewMemberships`, 'planner@demo.test');
    expect(ofPerson.items.map((item) => item.id)).toContain(membership.id);
    expect((await server.call('DELETE', `/plannerCrewMemberships/${membership.id}`, as('client@demo.test'))).statusCode).toBe(403);
    expect((await server.call('DELETE', `/plannerCrewMemberships/${membership.id}`, as('planner@demo.test'))).statusCode).toBe(204);
    expect((await server.call('DELETE', `/plannerCrewMemberships/${membership.id}`, as('planner@demo.test'))).statusCode).toBe(404);
    await get(`/persons/${body.personId}/plannerCrewMemberships`, 'planner@demo.test', 404);
  });

  it('shows a person their own memberships, and never another person\'s to someone who does not manage them', async () => {
    const own = await get<ListResponse<PlannerCrewMembership>>(`/persons/${personOf('crew@demo.test')}/plannerCrewMemberships`, 'crew@demo.test');
    expect(own.total).toBe(3);
    await get(`/persons/${personOf('chief@demo.test')}/plannerCrewMemberships`, 'crew@demo.test', 404);
  });

  it('answers a contact\'s membership crews and planning items', async () => {
    const crews = (await get<ListResponse<PlannerCrew>>('/pCrews', 'client@demo.test')).items;
    const contactId = crews[0]!.contactId ?? 1;
    const ofContact = await get<ListResponse<PlannerCrew>>(`/contacts/${contactId}/pCrews`, 'client@demo.test');
    expect(ofContact.items.every((crew) => crew.contactId === contactId)).toBe(true);
    await get(`/contacts/${contactId}/plannerPlanningItems?from=2020-01-01`, 'client@demo.test');
    await get(`/contacts/${contactId}/pCrews`, 'crew@demo.test', 403);
  });
});

describe('rate cards, mobile documents and find-best methods', () => {
  it('lists rate cards with their rates and documents; 404 for an unknown card; 403 without rateCards.READ', async () => {
    const cards = await get<ListResponse<RateCard>>('/rateCards', 'planner@demo.test');
    // Event crew rates, UK conference rates, and the three the demo projects name (Festival 2026, Corporate events, Trade fairs).
    expect(cards.total).toBe(5);
    const card = cards.items.find((item) => item.name === 'Event crew rates')!;
    const items = await get<ListResponse<RateCardItem>>(`/rateCards/${card.id}/items`, 'planner@demo.test');
    expect(items.items.find((item) => item.function === 'Rigger')).toMatchObject({ unit: 'hour', rate: 41 });
    const documents = await get<ListResponse<MobileDocument>>(`/rateCards/${card.id}/documents`, 'planner@demo.test');
    expect(documents.items.map((document) => document.kind)).toEqual(['rateCard']);
    await get('/rateCards/999999/items', 'planner@demo.test', 404);
    await get('/rateCards', 'crew@demo.test', 403);
  });

  it('lists mobile documents by kind, and the find-best methods', async () => {
    const agreements = await get<ListResponse<MobileDocument>>('/mobileDocuments?kind=rateAgreement', 'planner@demo.test');
    expect(agreements.items.map((document) => document.title)).toEqual(['Rate agreement Summer Sound Events BV']);
    const kinds = async (login: string) => new Set((await get<ListResponse<MobileDocument>>('/mobileDocuments', login)).items.map((document) => document.kind));
    expect(await kinds('planner@demo.test')).toEqual(new Set(['companyDocument', 'rateAgreement', 'rateCard']));
    // Without rateCards.READ, only the company documents: rate cards and agreements say what clients are charged (issue 31).
    expect(await kinds('crew@demo.test')).toEqual(new Set(['companyDocument']));
    for (const kind of ['rateAgreement', 'rateCard']) {
      expect(await get<ListResponse<MobileDocument>>(`/mobileDocuments?kind=${kind}`, 'crew@demo.test'), kind).toMatchObject({ items: [], total: 0 });
    }
    await get('/mobileDocuments?kind=poster', 'crew@demo.test', 400);
    const methods = await get<ListResponse<FindBestMethod>>('/findBestMethods', 'planner@demo.test');
    expect(methods.items.map((method) => method.code)).toEqual(['rating', 'distance', 'availability', 'cost']);
  });
});
