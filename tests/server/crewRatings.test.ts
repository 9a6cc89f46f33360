// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, ClientRelatedPerson, ListResponse } from '../../src/ground/contract';
import type { CrewRating, Project, ProjectCrewItem } from '../../src/ground/contract/projects';
import { removeDataDir, startTestServer, type TestServer } from './testServer';

/**
 * Rating crew on a project's crew items (product spec section 2, "Rating (my rating)"; section 7,
 * POST /crewMember/{id}/crewRatings): who may rate which crew item, and how "my rating" and a crew profile's average
 * follow.
 */
let server: TestServer;
let ratingType: number;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await startTestServer();
  for (const login of ['planner@demo.test', 'client@demo.test', 'chief@demo.test', 'crew@demo.test', 'p-1001']) {
    tokens[login] = await server.login(login);
  }
  ratingType = (await get<ListResponse<{ id: number }>>('planner@demo.test', '/crewRatingTypes')).items[0]!.id;
}, 60_000);
afterAll(async () => {
  await server.close();
  removeDataDir(server.dataDir);
});

async function get<T>(login: string, path: string): Promise<T> {
  const response = await server.call('GET', path, tokens[login]);
  expect(response.statusCode, `${login} GET ${path}: ${response.body}`).toBe(200);
  return response.json<T>();
}
const rate = (login: string, personId: number | null | undefined, body: Record<string, unknown>) =>
  server.call('POST', `/crewMember/${personId}/crewRatings`, tokens[login], { ratingTypeId: ratingType, ...body });
const crewItemsOf = (login: string, project: string) => get<ListResponse<ProjectCrewItem>>(login, `/projects/${project}/projectCrewItems`);
const profileOf = async (login: string, personId: number) =>
  (await get<ListResponse<ClientRelatedPerson>>(login, '/personsClientRelated')).items.find((person) => person.id === personId)!;
/** The demo's dedicated past crew item: Dana's rigging on project 1011, which only this file and the ratings e2e rate. */
const riggingItem = async (login = 'planner@demo.test') =>
  (await crewItemsOf(login, '1011')).items.find((item) => item.crew.name === 'Rigging crew')!;

describe('rating crew on a project', () => {
  it("lets a planner rate a past crew item, and shows it as my rating, the project's my rating and the profile's average", async () => {
    const item = await riggingItem();
    expect(item, 'the demo rigging crew item').toBeDefined();
    expect(item).toMatchObject({ canRate: true, myRating: null, person: { name: 'Dana de Vries' } });
    const personId = item.person!.personId!;
    const before = await profileOf('planner@demo.test', personId);
    expect((await get<Project>('planner@demo.test', '/projects/1011')).myRating).toEqual({ average: null, count: 0 });

    const rated = await rate('planner@demo.test', personId, { score: 2, comment: 'Late at the truck', crewItemId: item.id });
    expect(rated.statusCode, rated.body).toBe(201);
    expect(rated.json<CrewRating>()).toMatchObject({ score: 2, crewItemId: item.id, comment: 'Late at the truck', ratedBy: { name: 'Pieter Jansen' } });
    const second = await rate('planner@demo.test', personId, { score: 4, crewItemId: item.id });
    expect(second.statusCode, second.body).toBe(201);

    // The crew item shows the latest score; the project averages all of the planner's ratings on it.
    expect(await riggingItem()).toMatchObject({ myRating: 4, canRate: true });
    expect((await get<Project>('planner@demo.test', '/projects/1011')).myRating).toEqual({ average: 3, count: 2 });
    const after = await profileOf('planner@demo.test', personId);
    const expected = Math.round((((before.ratingAverage ?? 0) * before.ratingCount + 2 + 4) / (before.ratingCount + 2)) * 100) / 100;
    expect(after).toMatchObject({ ratingCount: before.ratingCount + 2, ratingAverage: expected });
    // Another user's "my rating" is their own: the client sees none of the planner's.
    expect((await get<Project>('client@demo.test', '/projects/1001')).myRating.count).toBe(0);
  });

  it('lets a client with crew profiles rate a past crew item of its own project, only with the crew item named', async () => {
    const items = (await crewItemsOf('client@demo.test', '1001')).items;
    const item = items.find((candidate) => candidate.canRate);
    expect(item, 'a past crew item with a person on project 1001').toBeDefined();
    const personId = item!.person!.personId;
    expect((await rate('client@demo.test', personId, { score: 5 })).statusCode).toBe(403);
    const rated = await rate('client@demo.test', personId, { score: 5, comment: 'Spotless work', crewItemId: item!.id });
    expect(rated.statusCode, rated.body).toBe(201);
    expect((await crewItemsOf('client@demo.test', '1001')).items.find((one) => one.id === item!.id)).toMatchObject({ myRating: 5 });
    expect((await get<Project>('client@demo.test', '/projects/1001')).myRating).toEqual({ average: 5, count: 1 });
  });

  it("refuses a client a crew item of another company's project (404), and anyone rating themselves (403)", async () => {
    const item = await riggingItem();
    const refused = await rate('client@demo.test', item.person!.personId, { score: 3, crewItemId: item.id });
    expect(refused.statusCode, refused.body).toBe(404);
    // Dana rating her own work on it.
    const self = await rate('chief@demo.test', item.person!.personId, { score: 5, crewItemId: item.id });
    expect(self.statusCode).toBe(403);
    expect(self.json<ApiError>().error.message).toBe('You cannot rate yourself');
    // A crew member who is neither the person's crew chief nor a planner does not find them; a project login may not rate.
    expect((await rate('crew@demo.test', item.person!.personId, { score: 3, crewItemId: item.id })).statusCode).toBe(404);
    expect((await rate('p-1001', item.person!.personId, { score: 3, crewItemId: item.id })).statusCode).toBe(403);
  });

  it('refuses a crew item that has not ended (409) or is not the rated person’s (404), and offers neither', async () => {
    const rigging = await riggingItem();
    const items = (await crewItemsOf('planner@demo.test', '1008')).items;
    const future = items.find((item) => item.person !== null && item.person.personId !== rigging.person!.personId
      && item.endDate > new Date().toISOString().slice(0, 10));
    expect(future, "an upcoming crew item of someone else than the rigging's person").toBeDefined();
    expect(future!.canRate).toBe(false);
    const early = await rate('planner@demo.test', future!.person!.personId, { score: 4, crewItemId: future!.id });
    expect(early.statusCode).toBe(409);
    expect(early.json<ApiError>().error.message).toBe(`This crew item ends on ${future!.endDate}: its work can be rated from the day after`);
    const wrongPerson = await rate('planner@demo.test', future!.person!.personId, { score: 4, crewItemId: rigging.id });
    expect(wrongPerson.statusCode).toBe(404);
    expect(items.filter((item) => item.person === null).every((item) => !item.canRate)).toBe(true);
  });
});
