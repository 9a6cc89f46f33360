// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeDataDir, startTestServer, type TestServer } from '../testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(async () => {
  await server.close();
  removeDataDir(server.dataDir);
});

const languageIn = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { loginData: { language?: string } }).loginData.language;

describe('the language a person chooses for their login', () => {
  it('is kept on the server: the next refreshed token and the next login carry it', async () => {
    const token = await server.login('accountant@demo.test');
    expect(languageIn(token)).toBe('en');
    expect((await server.call('GET', '/userLanguage', token)).json()).toEqual({ language: 'en' });

    const chosen = await server.call('POST', '/userLanguage', token, { language: 'cy' });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json()).toEqual({ language: 'cy' });
    expect((await server.call('GET', '/userLanguage', token)).json()).toEqual({ language: 'cy' });
    const refreshed = await server.call('GET', '/auth/refresh', token);
    expect(languageIn(refreshed.json<{ token: string }>().token), 'the refreshed token').toBe('cy');
    expect(languageIn(await server.login('accountant@demo.test')), 'the next login').toBe('cy');
    // Another person's language is not touched.
    expect(languageIn(await server.login('office@demo.test'))).toBe('en');
  });

  it('refuses a language the app does not speak, and a call without a session', async () => {
    const token = await server.login('office@demo.test');
    for (const body of [{ language: 'xx' }, { language: 'DE' }, {}, { language: 'de', extra: 1 }]) {
      const refused = await server.call('POST', '/userLanguage', token, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await server.call('GET', '/userLanguage', token)).json()).toEqual({ language: 'en' });
    expect((await server.call('POST', '/userLanguage', undefined, { language: 'de' })).statusCode).toBe(401);
  });
});
