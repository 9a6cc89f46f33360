// @vitest-environment node
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiError, ListResponse, Tenant } from '../../src/ground/contract';
import type {
  ConfigurableTenant, MenuPreviewEntry, OverlayRevision, OverlayRevisionSummary, TenantConfiguration,
} from '../../src/ground/contract/tenantConfig';
import { emptyOverlay, type TenantOverlay } from '../../src/ground/screenLanguage/overlay/TenantOverlay';
import { removeDataDir, startTestServer, type TestServer } from './testServer';

/**
 * The support API for tenant overlays (src/ground/contract/tenantConfig.ts) on the demo data: Moyo (id 1, localhost) and
 * Acme (id 2, acme.localhost). Every test starts from Acme with an empty overlay (a new revision), so none depends on
 * another's changes; revision numbers are compared with the revision each test starts from.
 */
const demo = 'localhost';
const acme = 'acme.localhost';
const moyoId = 1;
const acmeId = 2;

type Method = 'GET' | 'POST' | 'DELETE';

let server: TestServer;
const tokens: Record<string, string> = {};
const hostOf: Record<string, string> = {
  'support@demo.test': demo, 'crew@demo.test': demo, 'office@demo.test': demo, 'support@acme.test': acme, 'crew@acme.test': acme,
};

beforeAll(async () => {
  server = await startTestServer();
  await Promise.all(Object.entries(hostOf).map(async ([login, host]) => (tokens[login] = await server.login(login, host))));
}, 60_000);
afterAll(async () => {
  await server.close();
  removeDataDir(server.dataDir);
});

/** Calls `/api/v1` + path as a login (at its tenant's host), or anonymously at `host`. */
function call(method: Method, path: string, login: string | null, payload?: unknown, host = demo): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { type: 'MOBILE', host: login ? hostOf[login]! : host };
  if (login) headers.authorization = `Bearer ${tokens[login]}`;
  return server.app.inject({ method, url: `/api/v1${path}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
}

/** An answer's body after checking its status (a set-up step that fails says why). */
async function expectStatus<T>(response: Promise<LightMyRequestResponse>, status: number): Promise<T> {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(status);
  return answer.json<T>();
}

const support = 'support@acme.test';
const tenantAt = async (host: string) => (await call('GET', '/tenant', null, undefined, host)).json<Tenant>();
const acmeConfiguration = () => expectStatus<TenantConfiguration>(call('GET', `/tenants/${acmeId}`, support), 200);
const switchScreen = (id: string, enabled: boolean, extra: object = {}) =>
  call('POST', `/tenants/${acmeId}/screens/${id}/switch`, support, { enabled, reason: `${id} ${enabled ? 'on' : 'off'}`, ...extra });
const pushOverlay = (overlay: TenantOverlay, extra: object = {}) =>
  call('POST', `/tenants/${acmeId}/overlay`, support, { overlay, reason: 'Pushed by the test', ...extra });
const previewOf = async (login: string) => (await expectStatus<ListResponse<MenuPreviewEntry>>(
  call('GET', `/tenants/${acmeId}/menuPreview?login=${encodeURIComponent(login)}`, support), 200)).items;
const routesIn = (entries: readonly MenuPreviewEntry[]) => entries.map((entry) => `${entry.menu} ${entry.to}`);

let blockDay = 0;
/** A block date no other request of this file uses (the store refuses none, but each stays recognisable). */
const blockDate = () => {
  blockDay += 1;
  return { startDate: `2031-0${1 + Math.floor(blockDay / 28)}-${String(1 + (blockDay % 28)).padStart(2, '0')}`, endDate: null, reason: 'Overlay test' };
};

/** Acme's own screen: vacation requests on one page, in the side menu; its texts are the tenant's. */
const myVacations = [
  'id: my-vacations',
  'route: /my-vacations',
  'title: acmeVacations.title',
  'access: { loginTypes: [crew] }',
  'menu:',
  '  side: { order: 95, icon: calendar-event }',
  'layout: list',
  'source: { endpoint: /vacationRequests }',
  'item:',
  '  title: "{{ startDate | dateRange:endDate }}"',
  'empty: acmeVacations.empty',
  '',
].join('\n');
/** In each of the app's languages, as every key a screen uses must be. */
const vacationTexts = {
  en: { acmeVacations: { title: 'My vacations', empty: 'No vacation asked for yet' } },
  nl: { acmeVacations: { title: 'Mijn vakanties', empty: 'Nog geen vakantie aangevraagd' } },
  de: { acmeVacations: { title: 'Meine Urlaube', empty: 'Noch kein Urlaub beantragt' } },
  deAt: { acmeVacations: { title: 'Meine Urlaube', empty: 'Noch kein Urlaub angesucht' } },
  fr: { acmeVacations: { title: 'Mes congés', empty: 'Aucun congé demandé' } },
  es: { acmeVacations: { title: 'Mis vacaciones', empty: 'Aún no has pedido vacaciones' } },
  cy: { acmeVacations: { title: 'Fy ngwyliau', empty: 'Dim gwyliau wedi’u gofyn eto' } },
};
const withMyVacations: TenantOverlay = { screens: {}, files: { 'my-vacations.yaml': myVacations }, texts: vacationTexts };

beforeEach(async () => {
  await expectStatus(pushOverlay(emptyOverlay), 201);
});

describe('who may configure which tenant', () => {
  /** One endpoint's request, and its status for a login that reaches the tenant. */
  interface Endpoint { method: Method; path: string; body?: object; status: number }
  /** Every overlay endpoint on a tenant, with a request that succeeds for a login that reaches it, in an order that works. */
  const endpointsOf = (id: number, crewLogin: string): Endpoint[] => [
    { method: 'GET', path: `/tenants/${id}`, status: 200 },
    { method: 'GET', path: `/tenants/${id}/screens`, status: 200 },
    { method: 'GET', path: `/tenants/${id}/revisions`, status: 200 },
    { method: 'GET', path: `/tenants/${id}/revisions/1`, status: 200 },
    { method: 'GET', path: `/tenants/${id}/logins`, status: 200 },
    { method: 'GET', path: `/tenants/${id}/menuPreview?login=${encodeURIComponent(crewLogin)}`, status: 200 },
    { method: 'POST', path: `/tenants/${id}/overlay/check`, body: { overlay: emptyOverlay }, status: 200 },
    { method: 'POST', path: `/tenants/${id}/screens/jobs/switch`, body: { enabled: true, reason: 'Access check' }, status: 201 },
    {
      method: 'POST', path: `/tenants/${id}/screens/jobs/menu`, status: 201,
      body: { menu: 'side', inMenu: true, order: 80, icon: 'briefcase', reason: 'Access check' },
    },
    {
      method: 'POST', path: `/tenants/${id}/tenantScreens`, status: 201,
      body: { text: myVacations.replace('acmeVacations.title', 'personalCalendar.vacationTab').replace('acmeVacations.empty', 'personalCalendar.vacationRequestsNotFound'), reason: 'Access check' },
    },
    { method: 'POST', path: `/tenants/${id}/tenantScreens/my-vacations/remove`, body: { reason: 'Access check' }, status: 201 },
    { method: 'POST', path: `/tenants/${id}/overlay`, body: { overlay: emptyOverlay, reason: 'Access check' }, status: 201 },
    { method: 'POST', path: `/tenants/${id}/revisions/1/restore`, body: {}, status: 201 },
  ];

  /** `METHOD /path: status` of each endpoint called in turn by `login` (null: without a token, at `host`). */
  async function outcomes(endpoints: readonly Endpoint[], login: string | null, host = demo): Promise<string[]> {
    const lines: string[] = [];
    for (const endpoint of endpoints) {
      const response = await call(endpoint.method, endpoint.path, login, endpoint.body, host);
      lines.push(`${endpoint.method} ${endpoint.path}: ${response.statusCode}`);
    }
    return lines;
  }
  const expected = (endpoints: readonly Endpoint[], status?: number) =>
    endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}: ${status ?? endpoint.status}`);
  const every = [...endpointsOf(moyoId, 'crew@demo.test'), ...endpointsOf(acmeId, 'crew@acme.test')];
  const listEndpoint: Endpoint = { method: 'GET', path: '/tenants', status: 200 };

  it('refuses every endpoint without a token (401), and to logins without tenantConfig.EDIT (403)', async () => {
    const all = [listEndpoint, ...every];
    const revisions = async () => (await expectStatus<ListResponse<ConfigurableTenant>>(call('GET', '/tenants', 'support@demo.test'), 200))
      .items.map((tenant) => tenant.revision);
    const before = await revisions();
    expect(await outcomes(all, null)).toEqual(expected(all, 401));
    expect(await outcomes(all, null, acme)).toEqual(expected(all, 401));
    expect(await outcomes(all, 'crew@demo.test')).toEqual(expected(all, 403));
    expect(await outcomes(all, 'office@demo.test')).toEqual(expected(all, 403));
    expect(await outcomes(all, 'crew@acme.test')).toEqual(expected(all, 403));
    expect(await revisions()).toEqual(before);
  });

  it("gives Acme's own support Acme only: the other tenant answers 404 on every endpoint, and is not listed", async () => {
    const moyo = endpointsOf(moyoId, 'crew@demo.test');
    const before = (await expectStatus<TenantConfiguration>(call('GET', `/tenants/${moyoId}`, 'support@demo.test'), 200)).revision;
    expect(await outcomes(moyo, support)).toEqual(expected(moyo, 404));
    expect((await call('GET', `/tenants/${moyoId}`, support)).json<ApiError>().error.message).toBe('This tenant does not exist');
    expect((await call('GET', '/tenants/99', support)).statusCode).toBe(404);
    expect((await expectStatus<TenantConfiguration>(call('GET', `/tenants/${moyoId}`, 'support@demo.test'), 200)).revision).toBe(before);
    const listed = await expectStatus<ListResponse<ConfigurableTenant>>(call('GET', '/tenants', support), 200);
    expect(listed.items).toEqual([{ id: acmeId, name: 'Acme Events', hosts: [acme], revision: expect.any(Number), own: true }]);
    const own = endpointsOf(acmeId, 'crew@acme.test');
    expect(await outcomes(own, support)).toEqual(expected(own));
  });

  it('gives the support login with tenantConfig.ALL_TENANTS both tenants', async () => {
    const listed = await expectStatus<ListResponse<ConfigurableTenant>>(call('GET', '/tenants', 'support@demo.test'), 200);
    expect(listed.items.map(({ id, name, own }) => ({ id, name, own }))).toEqual([
      { id: moyoId, name: 'Moyo Crew', own: true }, { id: acmeId, name: 'Acme Events', own: false },
    ]);
    expect(await outcomes(every, 'support@demo.test')).toEqual(expected(every));
    // The last change on each restored revision 1, the empty overlay: the demo tenant runs the product's screens again.
    expect((await tenantAt(demo)).overlay).toMatchObject({ disabledScreens: [], menus: {}, screens: [], texts: {} });
  });
});

describe('switching a screen off', () => {
  it("takes personal-calendar out of Acme's app and refuses the calls only it makes, for Acme only", async () => {
    const off = await expectStatus<OverlayRevisionSummary>(switchScreen('personal-calendar', false), 201);
    expect(await tenantAt(acme)).toMatchObject({ name: 'Acme Events', overlay: { revision: off.revision, disabledScreens: ['personal-calendar'] } });
    expect((await tenantAt(demo)).overlay.disabledScreens).toEqual([]);
    const refused = await call('POST', '/blockDates', 'crew@acme.test', blockDate());
    expect(refused.statusCode).toBe(404);
    expect(refused.json<ApiError>().error.message).toBe('This is not available for this tenant');
    expect((await call('GET', '/vacationRequests', 'crew@acme.test')).statusCode).toBe(404);
    expect((await call('POST', '/blockDates', 'crew@demo.test', blockDate())).statusCode).toBe(201);
    expect((await call('GET', '/vacationRequests', 'crew@demo.test')).statusCode).toBe(200);
    expect((await call('GET', '/jobs', 'crew@acme.test')).statusCode).toBe(200);

    const on = await expectStatus<OverlayRevisionSummary>(switchScreen('personal-calendar', true), 201);
    expect(on.revision).toBe(off.revision + 1);
    expect((await tenantAt(acme)).overlay).toMatchObject({ revision: on.revision, disabledScreens: [] });
    expect((await call('POST', '/blockDates', 'crew@acme.test', blockDate())).statusCode).toBe(201);
    expect((await call('GET', '/vacationRequests', 'crew@acme.test')).statusCode).toBe(200);
    expect((await acmeConfiguration()).current.overlay).toEqual(emptyOverlay);
  });

  it('answers 404 for a screen the tenant does not have', async () => {
    const before = (await acmeConfiguration()).revision;
    const unknown = await switchScreen('personal-calendr', false);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ApiError>().error.message).toBe('Screen "personal-calendr" does not exist for this tenant');
    expect((await acmeConfiguration()).revision).toBe(before);
  });
});

describe('revisions', () => {
  it('restores a revision as a new one whose overlay equals the restored one', async () => {
    const start = (await acmeConfiguration()).revision;
    const switched = await expectStatus<OverlayRevisionSummary>(switchScreen('personal-calendar', false), 201);
    const placed = await expectStatus<OverlayRevisionSummary>(call('POST', `/tenants/${acmeId}/screens/jobs/menu`, support, {
      menu: 'bottom', inMenu: true, order: 9, icon: 'briefcase', reason: 'Jobs last in the bottom menu',
    }), 201);
    const pushed = await expectStatus<OverlayRevisionSummary>(pushOverlay({
      ...withMyVacations, screens: { 'personal-calendar': { enabled: false }, 'my-vacations': { side: { order: 91, icon: 'calendar-event' } } },
    }), 201);
    expect([switched, placed, pushed].map((revision) => revision.revision)).toEqual([start + 1, start + 2, start + 3]);
    expect((await expectStatus<OverlayRevision>(call('GET', `/tenants/${acmeId}/revisions/${placed.revision}`, support), 200)).overlay).toEqual({
      screens: { 'personal-calendar': { enabled: false }, jobs: { bottom: { order: 9, icon: 'briefcase' } } }, files: {}, texts: {},
    });

    const restores = [placed.revision, pushed.revision, switched.revision, start];
    for (const [index, revision] of restores.entries()) {
      const restored = await expectStatus<OverlayRevisionSummary>(call('POST', `/tenants/${acmeId}/revisions/${revision}/restore`, support, {}), 201);
      expect(restored).toMatchObject({ revision: start + 4 + index, restoredFrom: revision, author: support, reason: `Restored revision ${revision}` });
      const original = await expectStatus<OverlayRevision>(call('GET', `/tenants/${acmeId}/revisions/${revision}`, support), 200);
      const current = await acmeConfiguration();
      expect(current.revision).toBe(restored.revision);
      expect(current.current).toMatchObject({ revision: restored.revision, restoredFrom: revision, author: support });
      expect(current.current.overlay).toEqual(original.overlay);
      expect((await tenantAt(acme)).overlay.revision).toBe(restored.revision);
    }

    const history = await expectStatus<ListResponse<OverlayRevisionSummary>>(call('GET', `/tenants/${acmeId}/revisions`, support), 200);
    const newest = history.items.slice(0, 8);
    expect(newest.map((revision) => revision.revision)).toEqual([7, 6, 5, 4, 3, 2, 1, 0].map((step) => start + step));
    expect(newest.slice(0, 7).every((revision) => revision.author === support)).toBe(true);
    expect(newest.slice(0, 4).map((revision) => revision.restoredFrom)).toEqual([...restores].reverse());
  });

  it('refuses a change made on an older revision (409) and saves nothing', async () => {
    const start = (await acmeConfiguration()).revision;
    const first = await expectStatus<OverlayRevisionSummary>(switchScreen('personal-calendar', false, { baseRevision: start }), 201);
    expect(first.revision).toBe(start + 1);
    const served = await tenantAt(acme);

    const late = await switchScreen('jobs', false, { baseRevision: start });
    expect(late.statusCode).toBe(409);
    expect(late.json<ApiError>().error.message).toMatch(/changed meanwhile \(revision \d+, you started from \d+\)/);
    expect((await pushOverlay(withMyVacations, { baseRevision: start })).statusCode).toBe(409);

    const after = await acmeConfiguration();
    expect(after.revision).toBe(first.revision);
    expect(after.current.overlay).toEqual({ screens: { 'personal-calendar': { enabled: false } }, files: {}, texts: {} });
    const history = await expectStatus<ListResponse<OverlayRevisionSummary>>(call('GET', `/tenants/${acmeId}/revisions`, support), 200);
    expect(history.items[0]!.revision).toBe(first.revision);
    expect(await tenantAt(acme)).toEqual(served);
  });
});

describe('a broken overlay', () => {
  /** A tenant screen YAML in lines; the line numbers in the messages below count these. */
  const yaml = (lines: string[]) => `${lines.join('\n')}\n`;
  const unknownKey = yaml([
    'id: my-vacations', 'route: /my-vacations', 'title: acmeVacations.title', 'access: { loginTypes: [crew] }', 'layout: list',
    'source: { endpoint: /vacationRequests }', 'item:', '  title: "{{ reason }}"', '  colour: red', 'empty: acmeVacations.empty',
  ]);
  const duplicateRoute = yaml([
    'id: my-jobs', 'route: /jobs', 'title: jobs.title', 'access: { loginTypes: [crew] }', 'layout: list',
    'source: { endpoint: /jobs }', 'item: { title: "{{ id }}" }',
  ]);
  const plusCrew = yaml([
    'id: plus-crew', 'route: /plus-crews/{number}', 'title: plusCrew.title', 'access: { rights: [plusCrews.READ] }', 'layout: list',
    'source: { endpoint: /plusCrews }', 'item: { title: "{{ id }}" }',
  ]);
  const cases: { name: string; overlay: TenantOverlay; messages: string[] }[] = [
    {
      name: 'an unknown key in a tenant screen',
      overlay: { screens: {}, files: { 'my-vacations.yaml': unknownKey }, texts: vacationTexts },
      messages: ['tenant-screens/my-vacations.yaml:9:3 unknown key "colour" (allowed here: title, subtitle, description, fullText, badge, flags, link, image, avatar)'],
    },
    {
      name: 'a route a product screen has',
      overlay: { screens: {}, files: { 'my-jobs.yaml': duplicateRoute }, texts: {} },
      messages: ['tenant-screens/my-jobs.yaml:2:8 route "/jobs" is already used by screens/jobs.yaml ("/jobs")'],
    },
    {
      name: 'a text the screen names but nobody wrote',
      overlay: { ...withMyVacations, texts: { ...vacationTexts, nl: { acmeVacations: { title: 'Mijn vakanties' } } } },
      messages: ['tenant-screens/my-vacations.yaml:11:8 i18n key "acmeVacations.empty" is missing from tenant-locales/nl.json'],
    },
    {
      name: 'a typo in a screen id of the settings',
      overlay: { ...emptyOverlay, screens: { 'personal-calendr': { enabled: false } } },
      messages: ['settings.yaml:/screens/personal-calendr screen "personal-calendr" does not exist (did you mean "personal-calendar"?)'],
    },
    {
      name: 'the login screen switched off',
      overlay: { ...emptyOverlay, screens: { login: { enabled: false } } },
      messages: ['settings.yaml:/screens/login/enabled screen "login" is the login screen: it cannot be switched off'],
    },
    {
      name: 'the hand-written plus-crew screen replaced',
      overlay: { screens: {}, files: { 'plus-crew.yaml': plusCrew }, texts: {} },
      messages: ['tenant-screens/plus-crew.yaml:1:5 screen "plus-crew" is hand-written (component plusCrew): it can be switched off or moved in the menu, not replaced'],
    },
  ];

  it.each(cases)('is refused with every problem at its line and column, and nothing changes: $name', async ({ overlay, messages }) => {
    const previous = await expectStatus<OverlayRevisionSummary>(switchScreen('personal-calendar', false), 201);
    const served = await tenantAt(acme);
    const refused = await pushOverlay(overlay);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ApiError>().error.details).toEqual(messages.map((message) => ({ path: 'overlay', message })));
    expect(refused.json<ApiError>().error.message).toMatch(/^The configuration was not changed: /);
    const checked = await expectStatus<{ errors: string[] }>(call('POST', `/tenants/${acmeId}/overlay/check`, support, { overlay }), 200);
    expect(checked.errors).toEqual(messages);
    expect((await acmeConfiguration()).revision).toBe(previous.revision);
    expect(await tenantAt(acme)).toEqual(served);
    expect((await call('POST', '/blockDates', 'crew@acme.test', blockDate())).statusCode).toBe(404);
  });

  it('reports every problem of one overlay, sorted by file and position', async () => {
    const before = (await acmeConfiguration()).revision;
    const refused = await pushOverlay({
      screens: { login: { enabled: false } }, files: { 'my-jobs.yaml': duplicateRoute, 'my-vacations.yaml': unknownKey }, texts: vacationTexts,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ApiError>().error.details!.map((detail) => detail.message.split(' ')[0])).toEqual([
      'settings.yaml:/screens/login/enabled', 'tenant-screens/my-jobs.yaml:2:8', 'tenant-screens/my-vacations.yaml:9:3',
    ]);
    expect((await acmeConfiguration()).revision).toBe(before);
  });

  it('is refused the same way through the one-change endpoints, at their own body fields', async () => {
    const before = (await acmeConfiguration()).revision;
    const login = await switchScreen('login', false);
    expect(login.statusCode).toBe(400);
    expect(login.json<ApiError>().error.details).toEqual([
      { path: 'enabled', message: 'settings.yaml:/screens/login/enabled screen "login" is the login screen: it cannot be switched off' },
    ]);
    const job = await call('POST', `/tenants/${acmeId}/screens/job/menu`, support, { menu: 'side', inMenu: true, order: 1, icon: 'briefcase', reason: 'x' });
    expect(job.statusCode).toBe(400);
    expect(job.json<ApiError>().error.details).toEqual([
      { path: 'side', message: 'settings.yaml:/screens/job/side screen "job" has parameters in its route (/jobs/{id}) and cannot be in a menu' },
    ]);
    const replaced = await call('POST', `/tenants/${acmeId}/tenantScreens`, support, { text: plusCrew, reason: 'x' });
    expect(replaced.statusCode).toBe(400);
    expect(replaced.json<ApiError>().error.details).toEqual([{ path: 'text', message: expect.stringMatching(/^tenant-screens\/plus-crew\.yaml:1:5 screen "plus-crew" is hand-written/) }]);
    expect((await acmeConfiguration()).revision).toBe(before);
  });

  it('with a YAML syntax error in a pasted tenant screen answers 400 at the line and column of the error', async () => {
    const before = (await acmeConfiguration()).revision;
    const pasted = await call('POST', `/tenants/${acmeId}/tenantScreens`, support, {
      text: yaml(['id: my-vacations', 'route: /my-vacations', 'title: [acmeVacations.title', 'layout: list']), reason: 'Pasted',
    });
    expect(pasted.statusCode).toBe(400);
    // The unclosed `[` of line 3 is found where the next key starts.
    expect(pasted.json<ApiError>().error.details).toEqual([{
      path: 'text',
      message: 'tenant-screens/pasted-screen.yaml:4:1 YAML syntax: Flow sequence in block collection must be sufficiently indented and end with a ]',
    }]);
    expect((await acmeConfiguration()).revision).toBe(before);
  });
});

describe('the menu preview and tenant screens', () => {
  it("lists /personal-calendar for Acme's crew login while it is on, and not once it is off", async () => {
    expect(routesIn(await previewOf('crew@acme.test'))).toEqual(expect.arrayContaining(['side /personal-calendar', 'bottom /personal-calendar']));
    await expectStatus(switchScreen('personal-calendar', false), 201);
    const off = routesIn(await previewOf('crew@acme.test'));
    expect(off.filter((entry) => entry.endsWith('/personal-calendar'))).toEqual([]);
    expect(off).toContain('side /jobs');
    expect((await call('GET', `/tenants/${acmeId}/menuPreview?login=crew@demo.test`, support)).statusCode).toBe(404);
  });

  it('previews a limited login\'s own pages, named from its login data as the app names them', async () => {
    const previewIn = async (login: string) => routesIn((await expectStatus<ListResponse<MenuPreviewEntry>>(
      call('GET', `/tenants/${moyoId}/menuPreview?login=${encodeURIComponent(login)}`, 'support@demo.test'), 200)).items);
    expect(await previewIn('PC-7')).toEqual(['side /plus-crews/7', 'side /plus-crews/7/data', 'side /logout']);
    expect(await previewIn('P-1001')).toEqual(['side /projects/1001', 'side /logout']);
  });

  it("shows a pushed tenant screen in Acme's preview and app, and nowhere in the demo tenant", async () => {
    expect(routesIn(await previewOf('crew@acme.test'))).not.toContain('side /my-vacations');
    await expectStatus(pushOverlay(withMyVacations), 201);
    expect(await previewOf('crew@acme.test')).toContainEqual({ menu: 'side', to: '/my-vacations', label: 'acmeVacations.title', icon: 'calendar-event', order: 95 });
    const served = (await tenantAt(acme)).overlay;
    expect(served.screens.map((screen) => screen.id)).toEqual(['my-vacations']);
    expect(served.texts).toEqual(vacationTexts);
    const screens = await expectStatus<ListResponse<{ id: string; origin: string }>>(call('GET', `/tenants/${acmeId}/screens`, support), 200);
    expect(screens.items.find((screen) => screen.id === 'my-vacations')).toMatchObject({ origin: 'tenant', route: '/my-vacations', enabled: true });
    const moyo = (await tenantAt(demo)).overlay;
    expect(moyo.screens).toEqual([]);
    expect(moyo.texts).toEqual({});
  });

  it("removes a tenant screen with its settings; a replaced product screen's settings stay for the product screen", async () => {
    await expectStatus(pushOverlay(withMyVacations), 201);
    await expectStatus(call('POST', `/tenants/${acmeId}/screens/my-vacations/menu`, support, { menu: 'side', inMenu: false, reason: 'Out of the menu' }), 201);
    await expectStatus(call('POST', `/tenants/${acmeId}/tenantScreens/my-vacations/remove`, support, { reason: 'Not needed' }), 201);
    expect((await acmeConfiguration()).current.overlay).toEqual({ screens: {}, files: {}, texts: vacationTexts });
    expect((await tenantAt(acme)).overlay.screens).toEqual([]);

    const ownJobs = ['id: jobs', 'route: /jobs', 'title: jobs.title', 'access: { loginTypes: [crew] }', 'layout: list', 'source: { endpoint: /jobs }', 'item: { title: "{{ id }}" }', ''];
    await expectStatus(pushOverlay({ screens: { jobs: { bottom: null } }, files: { 'jobs.yaml': ownJobs.join('\n') }, texts: {} }), 201);
    expect((await expectStatus<ListResponse<{ id: string; origin: string }>>(call('GET', `/tenants/${acmeId}/screens`, support), 200)).items)
      .toContainEqual(expect.objectContaining({ id: 'jobs', origin: 'replaced' }));
    await expectStatus(call('POST', `/tenants/${acmeId}/tenantScreens/jobs/remove`, support, { reason: 'Back to the product screen' }), 201);
    expect((await acmeConfiguration()).current.overlay).toEqual({ screens: { jobs: { bottom: null } }, files: {}, texts: {} });
    expect(routesIn(await previewOf('crew@acme.test'))).toEqual(expect.arrayContaining(['side /jobs']));
    expect(routesIn(await previewOf('crew@acme.test'))).not.toContain('bottom /jobs');
  });
});
