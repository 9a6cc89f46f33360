import { expect } from 'vitest';
import type { TestServer } from '../testServer';
import type { CallSamples, SampleApi } from './CallSample';
import { personIdOf as personOfToken } from '../tokenPerson';

/** A SampleApi for the public password calls of `server`: posts without a token, each answered 200. */
export const publicPostApi = (server: TestServer): SampleApi => ({
  server,
  get: () => Promise.reject(new Error('unused')),
  async post<T>(path: string, _login: string, body?: unknown) {
    const response = await server.call('POST', path, undefined, body);
    expect(response.statusCode).toBe(200);
    return response.json<T>();
  },
});

/** The person id of a demo login, read from its token's claims. */
export async function personIdOf(api: SampleApi, login: string): Promise<number> {
  return personOfToken(await api.server.login(login));
}

/** A real 1×1 PNG. */
export const tinyPng = Uint8Array.from(Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'));

/** A Web Push subscription as a browser makes one (keys of the right sizes). */
export const pushSubscription = (endpoint: string) => ({
  endpoint, expirationTime: null,
  keys: { p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url'), auth: Buffer.alloc(16, 3).toString('base64url') },
});

/**
 * Asks for a reset link for `username` and answers the token of the mail the server wrote to its outbox (the test
 * servers have no SMTP server: the mail stays there, as on the development mail page).
 */
export async function resetTokenOf(api: SampleApi, username: string): Promise<string> {
  const newest = async () => (await api.server.app.db.query<{ id: number | null }>(
    "SELECT max(id) AS id FROM mail_outbox WHERE kind = 'passwordReset'")).rows[0]?.id ?? 0;
  const before = await newest();
  await api.post('/forgottenPassword', '', { username });
  const found = await api.server.app.db.query<{ secret: string }>(
    `SELECT m.secret FROM mail_outbox m JOIN users u ON u.id = m.user_id
     WHERE m.kind = 'passwordReset' AND m.id > $1 AND u.login = lower($2) ORDER BY m.id DESC LIMIT 1`, [before, username]);
  const token = found.rows[0]?.secret;
  if (!token) throw new Error('No reset link was mailed');
  return token;
}

const crewPerson = (api: SampleApi) => personIdOf(api, 'crew@demo.test');
const sam = 'crew@demo.test';

/** Real calls for persons, push subscriptions, vacation requests and the forgotten password. */
export const personsSamples: CallSamples = {
  'GET /persons': { login: 'planner@demo.test' },
  'GET /personsClientRelated': { login: 'client@demo.test' },
  'GET /persons/:id/picture': { login: 'chief@demo.test', path: async (api) => `/persons/${await crewPerson(api)}/picture` },
  'GET /persons/:id/profilePictures': { login: sam, path: async (api) => `/persons/${await crewPerson(api)}/profilePictures` },
  'POST /persons/:id/profilePictures': {
    login: sam, path: async (api) => `/persons/${await crewPerson(api)}/profilePictures`,
    files: { file: { name: 'me.png', type: 'image/png', bytes: tinyPng } }, status: 201,
  },
  'GET /profilePictures/:id/file': {
    login: sam,
    path: async (api) => {
      const { items } = await api.get<{ items: { fileUrl: string }[] }>(`/persons/${await crewPerson(api)}/profilePictures`, sam);
      return items[0]!.fileUrl.replace('/api/v1', '');
    },
  },
  'POST /persons/:id/profileAccess': {
    login: sam, path: async (api) => `/persons/${await crewPerson(api)}/profileAccess`,
    body: async (api: SampleApi) => {
      const { items } = await api.get<{ items: { id: number; name: string }[] }>('/users', sam);
      return { userId: items.find((user) => user.name === 'Pieter Jansen')!.id, permissions: ['profile', 'contact'] };
    },
    status: 201,
  },
  'POST /persons/:id/activities': {
    login: 'planner@demo.test',
    path: async (api) => `/persons/${await crewPerson(api)}/activities`,
    body: { caption: 'Call back', type: 'TODO_INT', body: 'Ask about the forklift licence' },
    status: 201,
  },
  'POST /setPushNotificationSubscription': { login: sam, body: pushSubscription('https://push.example.test/send/sample-1') },
  'POST /deletePushNotificationSubscription': { login: sam, body: { endpoint: 'https://push.example.test/send/sample-1' } },
  'GET /vacationRequests': { login: sam },
  'POST /vacationRequests': { login: sam, body: { startDate: '2031-07-01', endDate: '2031-07-14', paid: true, reason: 'Summer' }, status: 201 },
  'DELETE /vacationRequests/:id': {
    login: sam,
    path: async (api) => {
      const created = await api.post<{ id: number }>('/vacationRequests', sam, { startDate: '2032-01-02', paid: false, reason: 'Course' });
      return `/vacationRequests/${created.id}`;
    },
  },
  'POST /forgottenPassword': { login: '', body: { username: 'crew@demo.test' } },
  // The password is set to the demo password again, so later samples still log in.
  'POST /forgottenPassword/:token': {
    login: '', path: async (api) => `/forgottenPassword/${await resetTokenOf(api, 'accountant@demo.test')}`, body: { password: 'demo1234' },
  },
};
