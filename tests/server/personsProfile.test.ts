// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, ListResponse } from '../../src/ground/contract';
import type { ClientRelatedPerson, Person, ProfileAccessGrant, ProfilePicture } from '../../src/ground/contract/persons';
import type { UserSummary } from '../../src/ground/contract/reference';
import { exeBytes, pngBytes } from './uploadFixtures';
import { personIdOf } from './tokenPerson';
import { callMultipart, removeDataDir, startTestServer, type TestServer } from './testServer';

let server: TestServer;
let sam: string;
let dana: string;
let planner: string;
let client: string;
let joost: string;
beforeAll(async () => {
  server = await startTestServer();
  [sam, dana, planner, client] = await Promise.all(
    ['crew@demo.test', 'chief@demo.test', 'planner@demo.test', 'client@demo.test'].map((login) => server.login(login))) as [string, string, string, string];
  joost = await server.login('crew@acme.test', 'acme.localhost');
}, 60_000);
afterAll(async () => {
  await server.close();
  removeDataDir(server.dataDir);
});

const get = async <T>(path: string, token: string, status = 200) => {
  const response = await server.call('GET', path, token);
  expect(response.statusCode, `${path}: ${response.body}`).toBe(status);
  return response.json<T>();
};
const pictures = (token: string, id: number) => get<ListResponse<ProfilePicture>>(`/persons/${id}/profilePictures`, token);

describe('persons', () => {
  it('lists the tenant persons to whoever reads persons, and to nobody else', async () => {
    const list = await get<ListResponse<Person>>('/persons', planner);
    expect(list.items.map((person) => person.name)).toContain('Sam Crew');
    expect(list.items.map((person) => person.name)).not.toContain('Joost Visser');
    expect(list.items.find((person) => person.name === 'Sam Crew')).toMatchObject({
      region: 'AMS', nationality: 'GB', street: 'Javastraat 118', mapService: 'google', pictureUrl: `/api/v1/persons/${personIdOf(sam)}/picture`,
    });
    expect((await get<ListResponse<Person>>('/persons?region=RTM', planner)).items.every((p) => p.region === 'RTM')).toBe(true);
    await get('/persons', sam, 403);
    await get('/persons', client, 403);
  });

  it('answers a person their own data without persons.READ (in their own tenant too), and hides everyone else\'s (404)', async () => {
    const own = await get<Person>(`/persons/${personIdOf(sam)}`, sam);
    expect(own).toMatchObject({
      id: personIdOf(sam), name: 'Sam Crew', street: 'Javastraat 118', birthDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      timeZone: expect.any(String), mapService: 'google',
    });
    expect(own).toEqual((await get<ListResponse<Person>>('/persons', planner)).items.find((person) => person.id === personIdOf(sam)));
    expect((await get<ApiError>(`/persons/${personIdOf(sam)}`, dana, 404)).error.message).toBe('Profile not found');
    await get(`/persons/${personIdOf(dana)}`, sam, 404);
    await get(`/persons/${personIdOf(sam)}`, client, 404);
    expect((await get<Person>(`/persons/${personIdOf(sam)}`, planner)).id).toBe(personIdOf(sam));
    await get(`/persons/${personIdOf(joost)}`, planner, 404);
    const acme = await server.app.inject({
      method: 'GET', url: `/api/v1/persons/${personIdOf(joost)}`, headers: { host: 'acme.localhost', type: 'MOBILE', authorization: `Bearer ${joost}` },
    });
    expect(acme.statusCode, acme.body).toBe(200);
  });

  it("lists to a client the crew who worked on its projects, without private details", async () => {
    const list = await get<ListResponse<ClientRelatedPerson>>('/personsClientRelated', client);
    const samCrew = list.items.find((person) => person.name === 'Sam Crew');
    expect(samCrew).toMatchObject({ functions: expect.arrayContaining(['Stagehand']), lastWorkedOn: expect.any(String) });
    expect(samCrew!.projects).toBeGreaterThan(0);
    expect(JSON.stringify(list)).not.toContain('@demo.test');
    await get('/personsClientRelated', sam, 403);
  });
});

describe('pictures', () => {
  it('serves the approved picture, or initials; others see it only with a right', async () => {
    const own = await server.call('GET', `/persons/${personIdOf(sam)}/picture`, sam);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toContain('image/svg+xml');
    const byChief = await server.call('GET', `/persons/${personIdOf(sam)}/picture`, dana);
    expect(byChief.statusCode).toBe(200);
    const planners = await server.call('GET', `/persons/${personIdOf(planner)}/picture`, planner);
    expect(planners.body).toContain('>PJ<');
    expect((await server.call('GET', `/persons/${personIdOf(dana)}/picture`, sam)).statusCode).toBe(404);
    expect((await server.call('GET', `/persons/${personIdOf(joost)}/picture`, planner)).statusCode).toBe(404);
  });

  it('takes an upload of your own photo as pending, replacing an earlier pending one', async () => {
    const before = await pictures(sam, personIdOf(sam));
    expect(before.items.map((picture) => picture.status).sort()).toEqual(['approved', 'pending']);
    const response = await callMultipart(server, `/persons/${personIdOf(sam)}/profilePictures`, sam, {},
      { file: { name: 'me.png', type: 'image/png', bytes: pngBytes(40, 30) } });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<ProfilePicture>()).toMatchObject({ status: 'pending', mimeType: 'image/png', width: 40, height: 30 });
    const after = await pictures(sam, personIdOf(sam));
    expect(after.items.filter((picture) => picture.status === 'pending').map((picture) => picture.id)).toEqual([response.json<ProfilePicture>().id]);
    const file = await server.call('GET', `/profilePictures/${response.json<ProfilePicture>().id}/file`, sam);
    expect(file.headers['content-type']).toContain('image/png');
    const current = await server.call('GET', `/persons/${personIdOf(sam)}/picture`, sam);
    expect(current.headers['content-type']).toContain('image/svg+xml');
  });

  it("refuses a file that is no image, another person's photo, and JSON", async () => {
    const count = (await pictures(sam, personIdOf(sam))).total;
    const exe = await callMultipart(server, `/persons/${personIdOf(sam)}/profilePictures`, sam, {},
      { file: { name: 'me.png', type: 'image/png', bytes: exeBytes() } });
    expect(exe.statusCode).toBe(400);
    expect(exe.json<ApiError>().error.details?.[0]?.path).toBe('file');
    const other = await callMultipart(server, `/persons/${personIdOf(dana)}/profilePictures`, sam, {},
      { file: { name: 'me.png', type: 'image/png', bytes: pngBytes() } });
    expect(other.statusCode).toBe(404);
    const byPlanner = await callMultipart(server, `/persons/${personIdOf(sam)}/profilePictures`, planner, {},
      { file: { name: 'me.png', type: 'image/png', bytes: pngBytes() } });
    expect(byPlanner.statusCode).toBe(403);
    expect((await server.call('POST', `/persons/${personIdOf(sam)}/profilePictures`, sam, { file: 'x' })).statusCode).toBe(400);
    expect((await pictures(sam, personIdOf(sam))).total).toBe(count);
    const danas = await pictures(dana, personIdOf(dana));
    expect((await server.call('GET', `/profilePictures/${danas.items[0]!.id}/file`, sam)).statusCode).toBe(404);
    await get(`/persons/${personIdOf(dana)}/profilePictures`, sam, 404);
  });
});

describe('profile access', () => {
  const pieter = async () => (await get<ListResponse<UserSummary>>('/users', sam)).items.find((user) => user.name === 'Pieter Jansen')!;

  it('lets a crew member share their profile with a planner, and change what is shared', async () => {
    const { id: userId } = await pieter();
    const first = await server.call('POST', `/persons/${personIdOf(sam)}/profileAccess`, sam, { userId, permissions: ['profile'] });
    expect(first.statusCode).toBe(201);
    expect(first.json<ProfileAccessGrant>()).toMatchObject({ grantee: { type: 'user', name: 'Pieter Jansen' }, permissions: ['profile'] });
    const second = await server.call('POST', `/persons/${personIdOf(sam)}/profileAccess`, sam, { userId, permissions: ['profile', 'ratings'] });
    expect(second.json<ProfileAccessGrant>()).toMatchObject({ id: first.json<ProfileAccessGrant>().id, permissions: ['profile', 'ratings'] });
  });

  it('refuses bad grants with details, and another person is a 404', async () => {
    const { id: userId } = await pieter();
    const chief = (await get<ListResponse<UserSummary>>('/users', sam)).items.find((user) => user.name === 'Dana de Vries')!;
    for (const body of [{ permissions: ['profile'] }, { userId, contactId: 1, permissions: ['profile'] }, { userId, permissions: [] },
      { userId, permissions: ['everything'] }, { userId: chief.id, permissions: ['profile'] }, { userId: 999999, permissions: ['profile'] }]) {
      const response = await server.call('POST', `/persons/${personIdOf(sam)}/profileAccess`, sam, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<ApiError>().error.details?.length).toBeGreaterThan(0);
    }
    const other = await server.call('POST', `/persons/${personIdOf(dana)}/profileAccess`, sam, { userId, permissions: ['profile'] });
    expect(other.statusCode).toBe(404);
  });
});
