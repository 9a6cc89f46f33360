// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RightsMap } from '../../../src/ground/contract';
import { apiRoutes } from '../../../server/api/apiRoutes';
import { removeDataDir, startTestServer, type TestServer } from '../testServer';
import { crawlAnswers, type CrawledAnswer } from './answerCrawl';
import { findDetails, planted, visibilityMatrix, type Viewer } from './visibilityMatrix';

/** Every demo login of the main tenant; the first three see most, so the others are asked for what is not theirs. */
const logins = [
  'accountant@demo.test', 'pm@demo.test', 'chief@demo.test', 'planner@demo.test', 'office@demo.test', 'crew@demo.test',
  'client@demo.test', 'support@demo.test', 'p-1001', 'pc-7',
] as const;
const seeing = ['accountant@demo.test', 'pm@demo.test', 'chief@demo.test'];

let server: TestServer;
let viewers: Viewer[];
let sam: number;
let answers: CrawledAnswer[];

interface Claims { type: Viewer['tokenType']; loginData: { loginTypes?: { caption: string }[]; person?: { id: number } } }
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Claims;

async function viewerOf(login: string, token: string): Promise<Viewer> {
  const claims = claimsOf(token);
  const rights = (await server.call('GET', '/userRights', token)).json<RightsMap>();
  return {
    login, tokenType: claims.type, personId: claims.loginData.person?.id ?? null,
    loginTypes: (claims.loginData.loginTypes ?? []).map((type) => type.caption),
    rights: new Set(Object.entries(rights).flatMap(([resource, permissions]) => permissions.map((permission) => `${resource}.${permission}`))),
  };
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  server = await startTestServer();
  const tokens = Object.fromEntries(await Promise.all(logins.map(async (login) => [login, await server.login(login)] as const)));
  viewers = await Promise.all(logins.map((login) => viewerOf(login, tokens[login]!)));
  sam = viewers.find((viewer) => viewer.login === 'crew@demo.test')!.personId!;
  for (const detail of visibilityMatrix) {
    for (const [sql, parameters] of detail.plant(sam)) await server.app.db.query(sql, parameters);
  }
  // Sam's public profile shows every part, so the walk reads the public calls with something in them: they, too, must
  // show none of the details above to anyone.
  const everyPart = { public: true, picture: true, functions: true, skills: true, rating: true, about: 'Rigger and stagehand.' };
  expect((await server.call('POST', `/persons/${sam}/publicProfile`, tokens['crew@demo.test'], everyPart)).statusCode).toBe(200);
  answers = await crawlAnswers(server, apiRoutes, {
    tokens, seeing, alsoAsk: { persons: [sam] }, persons: Object.fromEntries(viewers.map((viewer) => [viewer.login, viewer.personId])),
    window: { from: day(-60), to: day(60) },
  });
}, 120_000);
afterAll(async () => {
  await server.close();
  removeDataDir(server.dataDir);
});

/** `login: METHOD path at $.json.path = value` for each place a detail shows in an answer to someone. */
const sightingsOf = (detail: (typeof visibilityMatrix)[number], who: (viewer: Viewer) => boolean) => answers
  .filter((answer) => answer.status === 200 && who(viewers.find((viewer) => viewer.login === answer.login)!))
  .flatMap((answer) => findDetails(answer.body, detail, sam)
    .map((found) => `${answer.login}: GET ${answer.path} at ${found.at} = ${JSON.stringify(found.value)}`));

describe('the visibility matrix (server/README.md, "Who sees what")', () => {
  it('walks every GET route of the route table as every demo login', () => {
    const walked = new Set(answers.map((answer) => answer.route));
    const gets = apiRoutes.filter((route) => route.method === 'GET').map((route) => route.path);
    expect(walked.size / gets.length).toBeGreaterThan(0.85);
    expect(answers.filter((answer) => answer.status >= 500).map((answer) => `${answer.login} ${answer.path}: ${answer.status}`)).toEqual([]);
  });

  it.each(visibilityMatrix.map((detail) => [detail.what, detail] as const))('%s: shown to no one else', (_what, detail) => {
    const leaks = sightingsOf(detail, (viewer) => viewer.personId !== sam && !detail.mayBeSeenBy(viewer));
    expect(leaks).toEqual([]);
  });

  it.each(visibilityMatrix.map((detail) => [detail.what, detail] as const))('%s: found where it may be seen', (_what, detail) => {
    // Proves the walk reaches the detail and the test recognises it, so "shown to no one else" means something.
    const seenBy = new Set(sightingsOf(detail, (viewer) => viewer.personId === sam || detail.mayBeSeenBy(viewer)).map((line) => line.split(':')[0]));
    expect(seenBy.size, `${detail.what} was found in no answer`).toBeGreaterThan(0);
  });
});

describe('finding a detail in an answer', () => {
  it('finds a planted value under any name and depth, and a private kind only on the person it is about', () => {
    const reasons = visibilityMatrix.find((detail) => detail.what.includes('the reason'))!;
    const kinds = visibilityMatrix.find((detail) => detail.what.includes('the kind'))!;
    const answer = { items: [{ note: `Away: ${planted.blockReason}` }, { marker: 'sickDay', person: { id: 7 } }, { marker: 'sickDay', person: { id: 8 } }] };
    expect(findDetails(answer, reasons, 7)).toEqual([{ at: '$.items[0].note', value: `Away: ${planted.blockReason}` }]);
    expect(findDetails(answer, kinds, 7)).toEqual([{ at: '$.items[1].marker', value: 'sickDay' }]);
    expect(findDetails({ items: [{ marker: 'unavailable', person: { id: 7 } }] }, kinds, 7)).toEqual([]);
  });
});
