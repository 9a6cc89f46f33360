import type { Payroll, PayrollItem, StaffContract } from '../../../src/ground/contract';
import type { CallSamples, SampleApi } from './CallSample';
import { personIdOf } from '../tokenPerson';

type List<T> = { items: T[] };

/** The person id in a login's token. */
export async function personOf(api: SampleApi, login: string): Promise<number> {
  const token = await api.server.login(login);
  return personIdOf(token);
}

const payrollsOf = async (api: SampleApi, login: string, query = '') =>
  (await api.get<List<Payroll>>(`/persons/${await personOf(api, login)}/payrolls${query}`, login)).items;

/** A waiting payroll item of `login`'s open payroll. */
const waitingItem = async (api: SampleApi, login: string) => {
  const [open] = await payrollsOf(api, login, '?toConfirm=true');
  const items = (await api.get<List<PayrollItem>>(`/payrolls/${open!.id}/items`, login)).items;
  return items.find((item) => item.status === 'toConfirm')!;
};

const activity = { caption: 'Question about my payroll', type: 'LOG', body: 'Is the travel allowance included?' };

/** Real calls for staff contracts, payrolls and payroll items. */
export const payrollsSamples: CallSamples = {
  'GET /staffContracts/:id': {
    login: 'crew@demo.test',
    path: async (api) => {
      const me = await personOf(api, 'crew@demo.test');
      return `/staffContracts/${(await api.get<List<StaffContract>>(`/persons/${me}/staffContracts`, 'crew@demo.test')).items[0]!.id}`;
    },
  },
  'GET /persons/:id/staffContracts': { login: 'crew@demo.test', path: async (api) => `/persons/${await personOf(api, 'crew@demo.test')}/staffContracts` },
  'GET /persons/:id/activeStaffContracts': {
    login: 'accountant@demo.test', path: async (api) => `/persons/${await personOf(api, 'crew@demo.test')}/activeStaffContracts`,
  },
  'GET /persons/:id/payrolls': { login: 'crew@demo.test', path: async (api) => `/persons/${await personOf(api, 'crew@demo.test')}/payrolls` },
  'GET /payrolls/:id': { login: 'crew@demo.test', path: async (api) => `/payrolls/${(await payrollsOf(api, 'crew@demo.test'))[0]!.id}` },
  'GET /payrolls/:id/items': { login: 'crew@demo.test', path: async (api) => `/payrolls/${(await payrollsOf(api, 'crew@demo.test'))[0]!.id}/items` },
  'GET /payrolls/:id/download/:documentId': {
    login: 'crew@demo.test',
    path: async (api) => {
      const paid = (await payrollsOf(api, 'crew@demo.test')).find((payroll) => payroll.status === 'paid')!;
      return `/payrolls/${paid.id}/download/${paid.documents.find((document) => document.type === 'payslip')!.id}`;
    },
  },
  'POST /payrolls/:id/activities': {
    login: 'crew@demo.test', status: 201, body: activity,
    path: async (api) => `/payrolls/${(await payrollsOf(api, 'crew@demo.test'))[0]!.id}/activities`,
  },
  'GET /payrollItems/:id': { login: 'crew@demo.test', path: async (api) => `/payrollItems/${(await waitingItem(api, 'crew@demo.test')).id}` },
  'POST /payrollItems/:id': {
    login: 'chief@demo.test', body: { confirmed: true },
    path: async (api) => `/payrollItems/${(await waitingItem(api, 'chief@demo.test')).id}`,
  },
  'POST /payrollItems/:id/decline': {
    login: 'crew@demo.test', body: { reason: 'I worked 13 hours that day, not 12.' },
    path: async (api) => `/payrollItems/${(await waitingItem(api, 'crew@demo.test')).id}/decline`,
  },
  'GET /payrollItems/:id/activities': {
    login: 'crew@demo.test', path: async (api) => `/payrollItems/${(await waitingItem(api, 'crew@demo.test')).id}/activities`,
  },
  'POST /payrollItems/:id/activities': {
    login: 'crew@demo.test', status: 201, body: activity,
    path: async (api) => `/payrollItems/${(await waitingItem(api, 'crew@demo.test')).id}/activities`,
  },
};
