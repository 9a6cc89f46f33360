import type { CallSamples, SampleApi } from './CallSample';

const pc7 = 'pc-7';
const firstValueId = async (api: SampleApi) =>
  (await api.get<{ items: { id: number }[] }>('/plusCrewValues?plusCrew=7', pc7)).items[0]!.id;
const addValueData = async (api: SampleApi) => api.post<{ id: number }>('/plusCrewValueDatas', pc7,
  { plusCrewValueId: await firstValueId(api), dateFrom: '2030-01-01', dateTo: '2030-01-31', value: 100, type: 'manual' });

/** Real calls for plus crews: the crew member's and the plus-crew login's. */
export const plusCrewsSamples: CallSamples = {
  'GET /plusCrews': { login: 'crew@demo.test' },
  'GET /plusCrews/:number': { login: pc7, path: '/plusCrews/7' },
  'GET /plusCrews/:number/prgrss': { login: 'crew@demo.test', path: '/plusCrews/7/prgrss' },
  'GET /plusCrewValues': { login: pc7 },
  'GET /plusCrewValueDatas': { login: pc7, path: '/plusCrewValueDatas?plusCrew=7' },
  'POST /plusCrewValueDatas': {
    login: pc7, status: 201,
    body: async (api: SampleApi) => ({ plusCrewValueId: await firstValueId(api), dateFrom: '2030-02-01', dateTo: '2030-02-28', value: 250.5, type: 'correction' }),
  },
  'DELETE /plusCrewValueDatas/:id': { login: pc7, path: async (api) => `/plusCrewValueDatas/${(await addValueData(api)).id}` },
  'POST /plusCrewValues/:id': { login: 'chief@demo.test', path: async (api) => `/plusCrewValues/${await firstValueId(api)}`, body: { weight: 1 } },
  'GET /plusCrewValueTypes': { login: pc7 },
  'GET /plusCrewTypes': { login: 'crew@demo.test' },
  'GET /plusCrewValueDataSourceTypes': { login: pc7 },
};
