// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, Person, PublicProfile, PublicProfileSettings } from '../../src/ground/contract';
import { removeDataDir, startTestServer, type TestServer } from './testServer';
import { personIdOf } from './tokenPerson';

let server: TestServer;
let sam: string;
let samId: number;
let dana: string;
let danaId: number;
beforeAll(async () => {
  server = await startTestServer();
  [sam, dana] = await Promise.all([server.login('crew@demo.test'), server.login('chief@demo.test')]);
  [samId, danaId] = [personIdOf(sam), personIdOf(dana)];
}, 60_000);
afterAll(async () => {
  await server.close();
  removeDataDir(server.dataDir);
});

const nothing = { public: false, picture: false, functions: false, skills: false, rating: false, about: null };
const choose = async (token: string, personId: number, choice: object) => {
  const saved = await server.call('POST', `/persons/${personId}/publicProfile`, token, { ...nothing, ...choice });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json<PublicProfileSettings>();
};
const opened = (personId: number, host = 'localhost') => server.call('GET', `/publicProfiles/${personId}`, undefined, undefined, { host });
const picture = (personId: number, host = 'localhost') => server.call('GET', `/publicProfiles/${personId}/picture`, undefined, undefined, { host });

describe('a public profile', () => {
  it('is off until the person turns it on: not found, with nothing of the person', async () => {
    const settings = await server.call('GET', `/persons/${danaId}/publicProfile`, dana);
    const { url, ...choice } = settings.json<PublicProfileSettings>();
    expect(choice).toEqual(nothing);
    expect(url).toMatch(new RegExp(`^http://localhost(:80)?/public-profile/${danaId}$`));
    const closed = await opened(danaId);
    expect(closed.statusCode).toBe(404);
    expect(closed.json<ApiError>().error.message).toBe('Profile not found');
    expect((await picture(danaId)).statusCode).toBe(404);
  });

  it('shows the name and only the parts chosen, and nothing else of the person', async () => {
    const saved = await choose(sam, samId, { public: true, functions: true, about: '  Rigger since 2015.  ' });
    expect(saved).toMatchObject({ public: true, picture: false, functions: true, skills: false, rating: false, about: 'Rigger since 2015.' });

    const shown = await opened(samId);
    expect(shown.statusCode).toBe(200);
    const profile = shown.json<PublicProfile>();
    expect(profile).toMatchObject({ personId: samId, name: 'Sam Crew', about: 'Rigger since 2015.', pictureUrl: null, skills: null, rating: null });
    expect(profile.functions!.length).toBeGreaterThan(0);
    expect(Object.keys(profile).sort()).toEqual(['about', 'functions', 'name', 'personId', 'pictureUrl', 'rating', 'skills']);
    // The photo is not chosen: the public picture is not found, though Sam has an approved one.
    expect((await picture(samId)).statusCode).toBe(404);

    const own = (await server.call('GET', `/persons/${samId}`, sam)).json<Person>();
    for (const secret of [own.email, own.phone, own.street, own.birthDate, own.contactNumber]) {
      expect(secret).toBeTruthy();
      expect(shown.body).not.toContain(secret);
    }
  });

  it('serves the approved photo and the other parts once chosen', async () => {
    await choose(sam, samId, { public: true, picture: true, skills: true, rating: true });
    const profile = (await opened(samId)).json<PublicProfile>();
    expect(profile).toMatchObject({ functions: null, about: null, pictureUrl: `/api/v1/publicProfiles/${samId}/picture` });
    expect(profile.skills).toEqual(expect.any(Array));
    expect(profile.rating).toEqual({ average: expect.any(Number), count: expect.any(Number) });
    const photo = await picture(samId);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/svg+xml');
    // The approved photo, never the one still waiting for approval.
    const approved = await server.app.db.query<{ bytes: Uint8Array }>(
      "SELECT bytes FROM profile_pictures WHERE person_id = $1 AND status = 'approved' ORDER BY uploaded_at DESC LIMIT 1", [samId]);
    expect(photo.rawPayload.equals(Buffer.from(approved.rows[0]!.bytes))).toBe(true);
  });

  it('is the same 404 once turned off, for a made-up id and for another tenant', async () => {
    await choose(sam, samId, { public: true, picture: true });
    expect((await opened(samId)).statusCode).toBe(200);
    const answers = await Promise.all([opened(samId, 'acme.localhost'), opened(2_000_000_000), picture(samId, 'acme.localhost')]);
    await choose(sam, samId, { picture: true });
    answers.push(await opened(samId), await picture(samId));
    expect(answers.map((answer) => [answer.statusCode, answer.json<ApiError>().error.message]))
      .toEqual(answers.map(() => [404, 'Profile not found']));
  });

  it('is chosen by the person only: another person\'s settings are not found, to anyone', async () => {
    const planner = await server.login('planner@demo.test');
    expect((await server.call('GET', `/persons/${samId}/publicProfile`, dana)).statusCode).toBe(404);
    expect((await server.call('GET', `/persons/${samId}/publicProfile`, planner)).statusCode).toBe(404);
    expect((await server.call('POST', `/persons/${samId}/publicProfile`, planner, { ...nothing, public: true })).statusCode).toBe(404);
    expect((await server.call('GET', `/persons/${samId}/publicProfile`)).statusCode).toBe(401);
    expect((await server.call('GET', `/persons/${samId}/publicProfile`, await server.login('p-1001'))).statusCode).toBe(403);
  });

  it('refuses a bad choice with a clear 400', async () => {
    const bad = await server.call('POST', `/persons/${samId}/publicProfile`, sam, { ...nothing, public: 'maybe', about: 'x'.repeat(501), email: 'me@example.test' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ApiError>().error).toEqual({
      code: 'bad_request', message: 'public must be true or false (and 2 more)',
      details: [
        { path: 'public', message: 'must be true or false' },
        { path: 'about', message: 'must be at most 500 characters' },
        { path: 'email', message: 'is not a known field' },
      ],
    });
    const missing = await server.call('POST', `/persons/${samId}/publicProfile`, sam, { public: true });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<ApiError>().error.details!.map((detail) => detail.path)).toEqual(['picture', 'functions', 'skills', 'rating']);
  });
});
