import type { CallSamples } from './CallSample';

/** Real calls for logging in, jobs and the personal calendar. */
export const coreSamples: CallSamples = {
  'POST /auth/token': { login: '', body: { username: 'crew@demo.test', password: 'demo1234' } },
  'GET /auth/refresh': { login: 'crew@demo.test' },
  'GET /userRights': { login: 'crew@demo.test' },
  'GET /mailboxUserRights': { login: 'client@demo.test' },
  'GET /tenant': { login: '' },
  'GET /jobs': { login: 'crew@demo.test' },
  'GET /jobs/:id': { login: 'crew@demo.test', path: async (api) => `/jobs/${(await api.get<{ items: { id: number }[] }>('/jobs', 'crew@demo.test')).items[0]!.id}` },
  'POST /jobs/:id/confirmation': {
    login: 'crew@demo.test',
    path: async (api) => {
      const { items } = await api.get<{ items: { id: number }[] }>('/jobs?period=toConfirm', 'crew@demo.test');
      return `/jobs/${items[0]!.id}/confirmation`;
    },
  },
  'GET /planningCalendarItems': { login: 'crew@demo.test' },
  'POST /blockDates': { login: 'crew@demo.test', body: { startDate: '2030-01-02', endDate: null, reason: 'Walk' }, status: 201 },
  'DELETE /blockDates/:id': {
    login: 'crew@demo.test',
    path: async (api) => {
      const created = await api.post<{ id: number }>('/blockDates', 'crew@demo.test', { startDate: '2030-02-02', endDate: null, reason: 'Walk' });
      return `/blockDates/${created.id}`;
    },
    status: 204,
  },
};
