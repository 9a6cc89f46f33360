import type { CallSamples, SampleApi } from './CallSample';

type Items = { items: { id: number; status?: string; statusId?: number | null; crew?: { id: number }; person?: unknown }[] };

const planner = 'pm@demo.test';
const itemsOf = (api: SampleApi, number: string) => api.get<Items>(`/projects/${number}/projectCrewItems`, planner);
/** A fresh crew item on project 1008's expo crew, so state changes never use up the demo rows. */
const freshItem = async (api: SampleApi) => {
  const crews = await api.get<{ items: { id: number }[] }>('/projects/1008/projectCrews', planner);
  const created = await api.post<Items>('/projects/1008/projectCrewItems', planner, {
    crewId: crews.items[0]!.id, startDate: '2099-03-01', startTime: '08:00', endTime: '17:00', function: 'Stagehand', amount: 1,
  });
  return created.items[0]!;
};
/** A fresh position with Sam planned on it (he applied); `startDate` moved afterwards by the planner when given. */
const plannedItem = async (api: SampleApi, startDate?: string) => {
  const { id } = await freshItem(api);
  await api.get(`/projectCrewItems/${id}/applyVacancy`, 'crew@demo.test');
  if (startDate) await api.post(`/projectCrewItems/${id}`, planner, { startDate, endDate: startDate });
  return api.get<{ id: number; statusId: number }>(`/projectCrewItems/${id}`, planner);
};
const activity = { caption: 'Called the client', type: 'LOG', body: 'Confirmed the load-in time.' };

/** Real calls for projects, crew items, crew members, crew-chief jobs and locations. */
export const projectsSamples: CallSamples = {
  'GET /projects': { login: 'client@demo.test', path: '/projects?tab=all&closed=false' },
  'POST /projects': {
    login: planner, status: 201,
    body: { company: 'Northwind Insurance', clientMark: 'NWI', name: 'Northwind Summer Party', beginDate: '2099-06-01', endDate: '2099-06-02' },
  },
  'GET /projects/:number': { login: 'P-1001', path: '/projects/1001' },
  'GET /projects/:number/crewBooking': { login: planner, path: '/projects/1008/crewBooking' },
  'GET /projects/:number/projectCrews': { login: 'client@demo.test', path: '/projects/1008/projectCrews' },
  'POST /projects/:number/projectCrews': { login: planner, path: '/projects/1008/projectCrews', body: { name: 'Catering plaza crew' }, status: 201 },
  'GET /projects/:number/invoices': { login: 'client@demo.test', path: '/projects/1001/invoices' },
  'GET /projects/:number/projectCrewItems': { login: 'P-1001', path: '/projects/1001/projectCrewItems' },
  'POST /projects/:number/projectCrewItems': {
    login: planner, path: '/projects/1008/projectCrewItems', status: 201,
    body: async (api: SampleApi) => ({
      crewId: (await api.get<{ items: { id: number }[] }>('/projects/1008/projectCrews', planner)).items[0]!.id,
      startDate: '2099-03-02', endDate: '2099-03-03', startTime: '07:00', endTime: '16:00', function: 'Rigger', amount: 2,
    }),
  },
  'GET /projects/:number/crewProfile/:personId': {
    login: 'client@demo.test',
    path: async (api) => {
      const items = await api.get<{ items: { person: { personId: number } | null }[] }>('/projects/1008/projectCrewItems', 'client@demo.test');
      return `/projects/1008/crewProfile/${items.items.find((item) => item.person)!.person!.personId}`;
    },
  },
  'GET /projects/:number/report': { login: 'P-1001', path: '/projects/1001/report' },
  'POST /projects/:number/exportDeliveryNotes': { login: planner, path: '/projects/1008/exportDeliveryNotes' },
  'POST /projects/:number/activities': { login: planner, path: '/projects/1008/activities', body: activity, status: 201 },
  'GET /companies/:id/projects': {
    login: planner, path: async (api) => `/companies/${(await api.get<{ companyId: number | null }>('/projects/1001', planner)).companyId ?? 1}/projects`,
  },
  'GET /contacts/:id/projects': {
    login: planner, path: async (api) => `/contacts/${(await api.get<{ contact: { contactId: number | null } | null }>('/projects/1001', planner)).contact?.contactId ?? 1}/projects`,
  },
  'GET /projectCrewItems/:id': { login: 'crew@demo.test', path: async (api) => `/projectCrewItems/${(await api.get<Items>('/jobs', 'crew@demo.test')).items[0]!.id}` },
  'POST /projectCrewItems/:id': {
    login: 'chief@demo.test', body: { remarks: 'Meet at gate D at 07:45.' },
    path: async (api) => `/projectCrewItems/${(await itemsOf(api, '1008')).items.find((item) => item.status === 'requested')!.id}`,
  },
  'GET /projectCrewItems/vacant': { login: 'crew@demo.test' },
  'POST /projectCrewItems/vacant': { login: 'crew@demo.test', body: { function: 'Steward' } },
  'GET /projectCrewItems/:id/status': { login: planner, path: async (api) => `/projectCrewItems/${(await itemsOf(api, '1008')).items[0]!.id}/status` },
  'GET /projectCrewItems/:id/applyVacancy': { login: 'crew@demo.test', path: async (api) => `/projectCrewItems/${(await freshItem(api)).id}/applyVacancy` },
  'GET /projectCrewItems/:id/unapplyVacancy': {
    login: 'crew@demo.test',
    path: async (api) => {
      const { id } = await freshItem(api);
      await api.get(`/projectCrewItems/${id}/applyVacancy`, 'crew@demo.test');
      return `/projectCrewItems/${id}/unapplyVacancy`;
    },
  },
  'POST /projectCrewItems/:id/activities': {
    login: planner, body: activity, status: 201, path: async (api) => `/projectCrewItems/${(await itemsOf(api, '1008')).items[0]!.id}/activities`,
  },
  'POST /projectCrewItemStatus': {
    login: planner, status: 201, body: async (api: SampleApi) => ({ crewItemId: (await plannedItem(api)).id, status: 'spare', remark: 'Back-up for day 1' }),
  },
  'POST /projectCrewItemStatus/:id': {
    login: planner, body: { remark: 'Asked by the client' }, path: async (api) => `/projectCrewItemStatus/${(await freshItem(api)).statusId}`,
  },
  'POST /projectCrewItemStatus/:id/activate': {
    login: 'chief@demo.test', path: async (api) => `/projectCrewItemStatus/${(await plannedItem(api)).statusId}/activate`,
  },
  'POST /projectCrewItemStatus/:id/notNeeded': {
    login: planner, path: async (api) => `/projectCrewItemStatus/${(await freshItem(api)).statusId}/notNeeded`,
  },
  'POST /projectCrewItemStatus/:id/reactivate': {
    login: planner,
    path: async (api) => {
      const cancelled = await api.post<{ id: number }>(`/projectCrewItemStatus/${(await freshItem(api)).statusId}/notNeeded`, planner);
      return `/projectCrewItemStatus/${cancelled.id}/reactivate`;
    },
  },
  'POST /projectCrewItemStatus/:id/noShow': {
    login: planner,
    path: async (api) => {
      const activated = await api.post<{ id: number }>(`/projectCrewItemStatus/${(await plannedItem(api, '2026-01-05')).statusId}/activate`, planner);
      return `/projectCrewItemStatus/${activated.id}/noShow`;
    },
  },
  'GET /crewMember/:id/crewRatings': { login: 'crew@demo.test', path: async (api) => `/crewMember/${(await api.get<{ personId: number }>('/crewInfo', 'crew@demo.test')).personId}/crewRatings` },
  'POST /crewMember/:id/crewRatings': {
    login: 'chief@demo.test', status: 201,
    path: async (api) => `/crewMember/${(await api.get<{ personId: number }>('/crewInfo', 'crew@demo.test')).personId}/crewRatings`,
    body: async (api: SampleApi) => ({ ratingTypeId: (await api.get<Items>('/crewRatingTypes', 'chief@demo.test')).items[0]!.id, score: 4, comment: 'Good day' }),
  },
  'GET /crewMember/:id/crewFunctions': { login: 'crew@demo.test', path: async (api) => `/crewMember/${(await api.get<{ personId: number }>('/crewInfo', 'crew@demo.test')).personId}/crewFunctions` },
  'GET /crewMember/:id/crewTags': { login: planner, path: async (api) => `/crewMember/${(await api.get<{ personId: number }>('/crewInfo', 'crew@demo.test')).personId}/crewTags` },
  'GET /crewMember/:id/documentBasedSkills': { login: 'chief@demo.test', path: async (api) => `/crewMember/${(await api.get<{ personId: number }>('/crewInfo', 'crew@demo.test')).personId}/documentBasedSkills` },
  'GET /crewRatingTypes': { login: 'chief@demo.test' },
  'GET /crewInfo': { login: 'crew@demo.test' },
  'GET /jobs/crewChief': { login: 'chief@demo.test' },
  'GET /locations/:id': { login: 'P-1001', path: async (api) => `/locations/${(await api.get<{ location: { id: number } }>('/projects/1001', 'P-1001')).location.id}` },
  'GET /locations': { login: 'crew@demo.test', path: '/locations?q=amsterdam' },
  'POST /locations': { login: planner, status: 201, body: { name: 'Amsterdam Arena', address: 'Johan Cruijff Boulevard 1', city: 'Amsterdam' } },
};
