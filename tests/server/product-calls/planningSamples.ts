import type { CallSamples, SampleApi } from './CallSample';
import { personIdOf } from '../tokenPerson';

interface Listed { items: { id: number; kind?: string; contactId?: number | null; personId?: number }[] }

const planner = 'planner@demo.test';
const firstId = async (api: SampleApi, path: string, login = planner) => (await api.get<Listed>(path, login)).items[0]!.id;
/** The person of a login, read from its token's claims. */
export async function personIdOfLogin(api: SampleApi, login: string): Promise<number> {
  const { token } = await api.post<{ token: string }>('/auth/token', '', { username: login, password: 'demo1234' });
  return personIdOf(token);
}
const subscribe = (api: SampleApi) => api.post<{ id: number }>('/publicCalendarSubscriptions', 'crew@demo.test', {});

/** Real calls for planner crews, membership crews, the planning calendar, rate cards and calendar subscriptions. */
export const planningSamples: CallSamples = {
  'GET /plannerCrews': { login: planner },
  'GET /plannerCrews/:id': { login: planner, path: async (api) => `/plannerCrews/${await firstId(api, '/plannerCrews')}` },
  'GET /plannerCrews/:id/items': { login: planner, path: async (api) => `/plannerCrews/${await firstId(api, '/plannerCrews')}/items` },
  'GET /plannerCrews/:id/crewMembers': {
    login: planner, path: async (api) => `/plannerCrews/${await firstId(api, '/plannerCrews')}/crewMembers`,
  },
  'GET /pCrews': { login: 'client@demo.test' },
  'GET /plannerCrewTypes': { login: planner },
  'POST /pCrews': { login: planner, body: { name: 'Boat show hosts' }, status: 201 },
  'POST /plannerCrewMemberships': {
    login: planner, status: 201,
    body: async (api: SampleApi) => {
      const crew = await api.post<{ id: number }>('/pCrews', planner, { name: 'Walker crew' });
      const members = await api.get<Listed>(`/plannerCrews/${await firstId(api, '/plannerCrews')}/crewMembers`, planner);
      return { plannerCrewId: crew.id, personId: members.items[0]!.personId };
    },
  },
  'DELETE /plannerCrewMemberships/:id': {
    login: planner,
    path: async (api) => {
      const crew = await api.post<{ id: number }>('/pCrews', planner, { name: 'Walker crew 2' });
      const members = await api.get<Listed>(`/plannerCrews/${await firstId(api, '/plannerCrews')}/crewMembers`, planner);
      const added = await api.post<{ id: number }>('/plannerCrewMemberships', planner,
        { plannerCrewId: crew.id, personId: members.items[0]!.personId });
      return `/plannerCrewMemberships/${added.id}`;
    },
  },
  'GET /persons/:id/plannerCrewMemberships': {
    login: planner,
    path: async (api) => {
      const members = await api.get<Listed>(`/plannerCrews/${await firstId(api, '/plannerCrews')}/crewMembers`, planner);
      return `/persons/${members.items[0]!.personId}/plannerCrewMemberships`;
    },
  },
  'GET /contacts/:id/plannerPlanningItems': {
    login: 'client@demo.test',
    path: async (api) => `/contacts/${(await api.get<Listed>('/pCrews', 'client@demo.test')).items[0]!.contactId ?? 1}/plannerPlanningItems`,
  },
  'GET /contacts/:id/pCrews': {
    login: 'client@demo.test',
    path: async (api) => `/contacts/${(await api.get<Listed>('/pCrews', 'client@demo.test')).items[0]!.contactId ?? 1}/pCrews`,
  },
  'GET /mobileDocuments': { login: 'crew@demo.test' },
  'GET /findBestMethods': { login: planner },
  'GET /rateCards': { login: planner },
  'GET /rateCards/:id/items': { login: planner, path: async (api) => `/rateCards/${await firstId(api, '/rateCards')}/items` },
  'GET /rateCards/:id/documents': { login: planner, path: async (api) => `/rateCards/${await firstId(api, '/rateCards')}/documents` },
  'GET /companies/:id/rateCards': {
    login: planner,
    path: async (api) => `/companies/${(await api.get<{ items: { companyId: number | null }[] }>('/rateCards', planner)).items[0]!.companyId ?? 1}/rateCards`,
  },
  'POST /publicCalendarSubscriptions': { login: 'crew@demo.test', body: {}, status: 201 },
  'DELETE /publicCalendarSubscriptions/:id': {
    login: 'crew@demo.test', path: async (api) => `/publicCalendarSubscriptions/${(await subscribe(api)).id}`,
  },
  'POST /publicCalendarSubscriptionsRefresh': { login: 'crew@demo.test', body: async (api: SampleApi) => ({ id: (await subscribe(api)).id }) },
  'GET /persons/:id/calendarSubscriptions': {
    login: 'crew@demo.test',
    path: async (api) => `/persons/${await personIdOfLogin(api, 'crew@demo.test')}/calendarSubscriptions`,
  },
};
