import type { CallSamples, SampleApi } from './product-calls/CallSample';
import { personIdOf, tinyPng } from './product-calls/personsSamples';
import { workedHoursSamples } from './product-calls/workedHoursSamples';
import { callMultipart } from './testServer';
import { emptyOverlay } from '../../src/ground/screenLanguage/overlay/TenantOverlay';

/** The support console's tenant in these samples: Acme (the demo tenant's screens stay as they are for the others). */
const acmeId = async (api: { get<T>(path: string, login: string): Promise<T> }) =>
  (await api.get<{ items: { id: number; name: string }[] }>('/tenants', 'support@demo.test')).items.find((tenant) => tenant.name === 'Acme Events')!.id;

/** A tenant screen of product texts only, for adding and removing. */
const ownScreen = [
  'id: my-vacations', 'route: /my-vacations', 'title: personalCalendar.vacationTab', 'access: { loginTypes: [crew] }',
  'layout: list', 'source: { endpoint: /vacationRequests }', 'item:', '  title: "{{ startDate | dateRange:endDate }}"',
  'empty: personalCalendar.vacationRequestsNotFound', '',
].join('\n');

/** A new message from Sam (crew@) to Dana (chief@), for her to mark read or done, or to answer: its address plus `part`. */
const messageToDana = (part: string) => async (api: SampleApi) => {
  const [sam, dana] = await Promise.all([personIdOf(api, 'crew@demo.test'), personIdOf(api, 'chief@demo.test')]);
  const sent = await api.post<{ id: number }>(`/persons/${sam}/activities`, 'crew@demo.test', {
    caption: 'Parking', type: 'TODO_INT', body: 'Where do we park?', parameters: { recipient: dana },
  });
  return `/activities/${sent.id}${part}`;
};

/** A sent invoice's or a receipt's share-link address, for the accountant (an office login with the right). */
const shareLinksOf = (kind: 'invoices' | 'receipts') => async (api: SampleApi) => {
  const records = await api.get<{ items: { id: number; status: string }[] }>(`/${kind}`, 'accountant@demo.test');
  return `/${kind}/${records.items.find((record) => record.status !== 'draft')!.id}/shareLinks`;
};
/** A link made for the sample to withdraw: its address plus `/revoke`. */
const madeLink = (kind: 'invoices' | 'receipts') => async (api: SampleApi) => {
  const path = await shareLinksOf(kind)(api);
  const link = await api.post<{ id: number }>(path, 'accountant@demo.test', {});
  return `${path}/${link.id}/revoke`;
};

/** A logo as a multipart file part. */
const logoFile = { file: { name: 'logo.png', type: 'image/png', bytes: tinyPng } };
/** Project 1012's logo address, with a logo uploaded first by the project manager, for the sample to remove. */
const uploadedLogo = async (api: SampleApi) => {
  const uploaded = await callMultipart(api.server, '/projects/1012/logo', await api.server.login('pm@demo.test'), {}, logoFile);
  if (uploaded.statusCode !== 200) throw new Error(`logo upload: ${uploaded.statusCode} ${uploaded.body}`);
  return '/projects/1012/logo';
};

/** A day crew@demo.test marked available, for the sample to delete: its address. */
const markedAvailability = async (api: SampleApi) => {
  const marked = await api.post<{ id: number }>('/availabilities', 'crew@demo.test', { startDate: '2032-04-02', endDate: null, part: 'wholeDay', note: null });
  return `/availabilities/${marked.id}`;
};

/**
 * Real requests for the write routes beyond section 7's calls (the person's language, fixed values, the support
 * console), each succeeding for its login; with the samples of section 7 they cover every write of a session.
 */
export const writeSamples: CallSamples = {
  ...workedHoursSamples,
  'POST /userLanguage': { login: 'accountant@demo.test', body: { language: 'fr' } },
  // Reads only: its key keeps its first answer like a write's (no second effect to have).
  'POST /batch': { login: 'crew@demo.test', body: { calls: ['/userRights', '/jobs?limit=1000&page=1'] } },
  'POST /activities/:id/read': { login: 'chief@demo.test', path: messageToDana('/read') },
  'POST /activities/:id/done': { login: 'chief@demo.test', path: messageToDana('/done') },
  'POST /activities/:id/replies': { login: 'chief@demo.test', path: messageToDana('/replies'), body: { body: 'Behind the hall.' }, status: 201 },
  'POST /invoices/:id/shareLinks': { login: 'accountant@demo.test', path: shareLinksOf('invoices'), body: { days: 3 }, status: 201 },
  'POST /invoices/:id/shareLinks/:linkId/revoke': { login: 'accountant@demo.test', path: madeLink('invoices') },
  'POST /receipts/:id/shareLinks': { login: 'accountant@demo.test', path: shareLinksOf('receipts'), body: { days: 3 }, status: 201 },
  'POST /receipts/:id/shareLinks/:linkId/revoke': { login: 'accountant@demo.test', path: madeLink('receipts') },
  'POST /persons/:id/publicProfile': {
    login: 'crew@demo.test', path: async (api) => `/persons/${await personIdOf(api, 'crew@demo.test')}/publicProfile`,
    body: { public: true, picture: true, functions: true, skills: false, rating: false, about: 'Rigger since 2015.' },
  },
  'POST /projects/:number/logo': { login: 'pm@demo.test', path: '/projects/1012/logo', files: logoFile },
  'DELETE /projects/:number/logo': { login: 'pm@demo.test', path: uploadedLogo },
  'POST /availabilities': { login: 'crew@demo.test', body: { startDate: '2032-04-01', endDate: null, part: 'evening', note: null }, status: 201 },
  'DELETE /availabilities/:id': { login: 'crew@demo.test', path: markedAvailability, status: 204 },
  'POST /projects/:number/fixedValues': { login: 'planner@demo.test', path: '/projects/1012/fixedValues', body: { hours: 40, cost: 900 } },
  'POST /tenants/:id/screens/:screenId/switch': {
    login: 'support@demo.test', path: async (api) => `/tenants/${await acmeId(api)}/screens/jobs/switch`,
    body: { enabled: true, reason: 'Idempotency' }, status: 201,
  },
  'POST /tenants/:id/screens/:screenId/menu': {
    login: 'support@demo.test', path: async (api) => `/tenants/${await acmeId(api)}/screens/jobs/menu`,
    body: { menu: 'side', inMenu: true, order: 80, icon: 'briefcase', reason: 'Idempotency' }, status: 201,
  },
  'POST /tenants/:id/tenantScreens': {
    login: 'support@demo.test', path: async (api) => `/tenants/${await acmeId(api)}/tenantScreens`,
    body: { text: ownScreen, reason: 'Idempotency' }, status: 201,
  },
  'POST /tenants/:id/tenantScreens/:screenId/remove': {
    login: 'support@demo.test', path: async (api) => `/tenants/${await acmeId(api)}/tenantScreens/my-vacations/remove`,
    body: { reason: 'Idempotency' }, status: 201,
  },
  'POST /tenants/:id/overlay': {
    login: 'support@demo.test', path: async (api) => `/tenants/${await acmeId(api)}/overlay`,
    body: { overlay: emptyOverlay, reason: 'Idempotency' }, status: 201,
  },
  'POST /tenants/:id/overlay/check': {
    login: 'support@demo.test', path: async (api) => `/tenants/${await acmeId(api)}/overlay/check`, body: { overlay: emptyOverlay },
  },
  'POST /tenants/:id/revisions/:revision/restore': {
    login: 'support@demo.test', path: async (api) => `/tenants/${await acmeId(api)}/revisions/1/restore`, body: {}, status: 201,
  },
};
