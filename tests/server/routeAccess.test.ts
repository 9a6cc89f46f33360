// @vitest-environment node
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListResponse, ProjectCrew } from '../../src/ground/contract';
import type { CrewDocument } from '../../src/ground/contract/documents';
import type { Project } from '../../src/ground/contract/projects';
import { personIdOf } from './tokenPerson';
import { plausiblePath, routeAccessRules, ruleKeys, type CheckRequest, type DemoIds, type RouteRule } from './routeAccessRules';
import { removeDataDir, startTestServer, type TestServer } from './testServer';

let server: TestServer;
let ids: DemoIds;
const tokens: Record<string, string> = {};
const limited = { project: 'P-1001', plusCrew: 'PC-7' } as const;

/** `METHOD /path` below /api/v1 of every route the server registered (HEAD, Fastify's echo of GET, left out). */
function registeredRoutes(app: FastifyInstance): string[] {
  const parents: string[] = [];
  return app.printRoutes({ commonPrefix: false }).split('\n').flatMap((line) => {
    const node = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!node) return [];
    const depth = node[1]!.length / 4;
    const url = `${parents[depth - 1] ?? ''}${node[2]}`;
    parents.splice(depth, parents.length, url);
    const methods = (node[3] ?? '').split(', ').filter((method) => method && method !== 'HEAD');
    return url.startsWith('/api/v1/') ? methods.map((method) => `${method} ${url.slice('/api/v1'.length)}`) : [];
  });
}

const get = async <T>(path: string, login: string): Promise<T> => {
  const response = await server.call('GET', path, tokens[login]);
  if (response.statusCode !== 200) throw new Error(`GET ${path} as ${login}: ${response.statusCode} ${response.body}`);
  return response.json<T>();
};
const items = async <T>(path: string, login = 'pm@demo.test') => (await get<ListResponse<T>>(path, login)).items;
const first = <T>(list: T[], what: string, test: (item: T) => boolean = () => true): T => {
  const found = list.find(test);
  if (!found) throw new Error(`The demo data has no ${what}`);
  return found;
};
const idOf = async (path: string, what: string, login?: string) => first(await items<{ id: number }>(path, login), what).id;

/** Records of project 1001 (the project login's) and of other projects, looked up as a planner and as Sam. */
async function projectIds() {
  const project = await get<Project>('/projects/1001', 'pm@demo.test');
  const ownCrews = (await items<{ id: number }>('/projects/1001/projectCrews')).map((crew) => crew.id);
  const [crew, otherCrew] = [first(ownCrews, 'crew of project 1001'), await idOf('/projects/1003/projectCrews', 'crew of project 1003')];
  const crewItems = await items<{ id: number; person: { personId: number } | null }>('/projects/1001/projectCrewItems');
  const samChecks = async (crewId: number) => (await get<ProjectCrew>(`/projectCrews/${crewId}`, 'crew@demo.test')).myChecks;
  const samCrews = new Set((await items<{ crew: { id: number } }>('/jobs', 'crew@demo.test')).map((job) => job.crew.id));
  const checksElsewhere = await Promise.all([...samCrews].filter((id) => !ownCrews.includes(id)).map(samChecks));
  const samDocuments = await items<CrewDocument>(`/persons/${personIdOf(tokens['crew@demo.test']!)}/documents`, 'crew@demo.test');
  const signDocument = first(samDocuments, 'document with a signatory', (document) => document.signatories.length > 0);
  const signedDocument = first(samDocuments, 'signed document', (document) => document.signedUrl !== null);
  const document = first(await items<CrewDocument>('/projects/1001/documents'), 'document of project 1001 with a file', (d) => d.file !== null);
  const signedCheck = first(await items<{ id: number; signed: boolean }>(`/projectCrews/${crew}/securityChecks`), 'signed security check', (c) => c.signed);
  return {
    crew, otherCrew,
    crewItem: first(crewItems, 'crew item of project 1001').id,
    otherCrewItem: await idOf('/projects/1003/projectCrewItems', 'crew item of project 1003'),
    location: project.location!.id,
    otherLocation: (await get<ProjectCrew>(`/projectCrews/${otherCrew}`, 'pm@demo.test')).location!.id,
    securityCheck: signedCheck.id,
    otherSecurityCheck: await idOf(`/projectCrews/${otherCrew}/securityChecks`, 'security check of project 1003'),
    crewCheck: first(await samChecks(crew), 'signed crew check of project 1001', (check) => check.signed).id,
    otherCrewCheck: first(checksElsewhere.flat(), 'crew check of another project').id,
    document: document.id, upload: document.file!.id,
    otherDocument: await idOf('/projects/1003/documents', 'document of project 1003'),
    otherUpload: Number(signedDocument.signedUrl!.split('/').at(-1)),
    signDocument: signDocument.id, signatory: signDocument.signatories[0]!.id,
    person: first(crewItems, 'person on project 1001', (item) => item.person !== null).person!.personId,
    otherPerson: personIdOf(tokens['office@demo.test']!),
    company: project.companyId!, contact: project.contact!.contactId!,
  };
}

/** Values and value data of plus crew 7 (PC-7's) and 12; PC-7 makes a value data of its own for the DELETE check. */
async function plusCrewIds() {
  const valueOf = (number: string) => idOf(`/plusCrewValues?plusCrew=${number}`, `value of plus crew ${number}`, 'chief@demo.test');
  const plusCrewValue = await valueOf('7');
  const made = await server.call('POST', '/plusCrewValueDatas', tokens['PC-7'], {
    plusCrewValueId: plusCrewValue, dateFrom: '2099-01-01', dateTo: '2099-01-01', value: 1, type: 'manual',
  });
  if (made.statusCode !== 201) throw new Error(`PC-7 could not make value data: ${made.statusCode} ${made.body}`);
  return {
    plusCrewValue, otherPlusCrewValue: await valueOf('12'), plusCrewValueData: made.json<{ id: number }>().id,
    otherPlusCrewValueData: await idOf('/plusCrewValueDatas?plusCrew=12', 'value data of plus crew 12', 'chief@demo.test'),
  };
}

beforeAll(async () => {
  server = await startTestServer();
  const logins = ['P-1001', 'PC-7', 'pm@demo.test', 'crew@demo.test', 'chief@demo.test', 'office@demo.test'];
  await Promise.all(logins.map(async (login) => (tokens[login] = await server.login(login))));
  ids = { ...(await projectIds()), ...(await plusCrewIds()) };
}, 60_000);
afterAll(async () => {
  await server.close();
  removeDataDir(server.dataDir);
});

/** `GET /jobs/:id` → method and path. */
const partsOf = (route: string) => route.split(' ') as [HTTPMethods, string];

/** One request and the outcome it should have: a status, or `answered` (not refused: no 401, 403, 404, nor 5xx). */
interface Check { route: string; who: string; request: CheckRequest; expected: string; freshSession?: true }

/** The checks of one route: without a token, and as each limited login (on its own record, and on another's). */
function checksOf(route: string, rule: RouteRule): Check[] {
  return checksOfRule(route, rule).map((check) => (rule.freshSession ? { ...check, freshSession: true } : check));
}

function checksOfRule(route: string, rule: RouteRule): Check[] {
  const request: CheckRequest = { path: rule.path ?? (() => plausiblePath(partsOf(route)[1])), body: rule.body };
  const callers = ['anonymous', ...Object.values(limited)];
  if (rule.public !== undefined) return callers.map((who) => ({ route, who, request, expected: String(rule.public) }));
  return [{ route, who: 'anonymous', request, expected: '401' }, ...(['project', 'plusCrew'] as const).flatMap((login) => {
    const standing = rule[login] ?? 403;
    const who = limited[login];
    if (typeof standing === 'number') return [{ route, who, request, expected: String(standing) }];
    const other = standing.other ? [{ route, who, request: standing.other, expected: '404' }] : [];
    return [{ route, who, request, expected: 'answered' }, ...other];
  })];
}

const lineOf = (check: Check, outcome: string) => `${check.route} as ${check.who} (${check.request.path(ids)}): ${outcome}`;

/** What a check got, in the words of its expectation. */
async function outcomeOf(check: Check): Promise<string> {
  const method = partsOf(check.route)[0];
  const body = check.request.body?.(ids) ?? (method === 'POST' ? {} : undefined);
  const token = check.freshSession && check.who !== 'anonymous' ? await server.login(check.who) : tokens[check.who];
  const { statusCode } = await server.call(method, check.request.path(ids), token, body);
  const answered = statusCode < 500 && ![401, 403, 404].includes(statusCode);
  return lineOf(check, check.expected === 'answered' && answered ? 'answered' : String(statusCode));
}

describe('access to every /api/v1 route', () => {
  it('has exactly one rule for each route the server registers', () => {
    const registered = registeredRoutes(server.app);
    const unknownToFastify = registered.filter((route) => !server.app.hasRoute({ method: partsOf(route)[0], url: `/api/v1${partsOf(route)[1]}` }));
    expect(unknownToFastify).toEqual([]);
    expect(registered.length).toBeGreaterThan(200);
    expect(ruleKeys.filter((key, index) => ruleKeys.indexOf(key) !== index)).toEqual([]);
    expect(Object.keys(routeAccessRules).sort()).toEqual([...registered].sort());
  });

  it('answers 401 without a token, and each limited login only on its own records', async () => {
    const ruled = registeredRoutes(server.app).filter((route) => route in routeAccessRules);
    const checks = ruled.flatMap((route) => checksOf(route, routeAccessRules[route]!));
    const got = await Promise.all(checks.map(outcomeOf));
    expect(got).toEqual(checks.map((check) => lineOf(check, check.expected)));
  }, 60_000);
});
