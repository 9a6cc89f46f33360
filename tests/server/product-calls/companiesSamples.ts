import type { CallSamples, SampleApi } from './CallSample';

interface Named { id: number; name: string }

/** The id of the first item of a list whose name is `name`. */
async function idOf(api: SampleApi, path: string, name: string): Promise<number> {
  const { items } = await api.get<{ items: Named[] }>(path, 'planner@demo.test');
  const found = items.find((item) => item.name === name);
  if (!found) throw new Error(`${path} has no "${name}"`);
  return found.id;
}
const summerSound = (api: SampleApi) => idOf(api, '/companies', 'Summer Sound Events BV');
const claire = (api: SampleApi) => idOf(api, '/contacts', 'Claire Hughes');

/** Real calls for companies and contacts. */
export const companiesSamples: CallSamples = {
  'GET /companies': { login: 'planner@demo.test' },
  'GET /companies/:id': { login: 'client@demo.test', path: async (api) => `/companies/${await summerSound(api)}` },
  'GET /companies/:id/settings': { login: 'client@demo.test', path: async (api) => `/companies/${await summerSound(api)}/settings` },
  'GET /companies/:id/receiptTemplates': {
    login: 'accountant@demo.test',
    path: async (api) => `/companies/${(await api.get<{ items: Named[] }>('/tenant/companies', 'accountant@demo.test')).items[0]!.id}/receiptTemplates`,
  },
  'GET /contacts': { login: 'client@demo.test' },
  'GET /contacts/:id/persons': { login: 'client@demo.test', path: async (api) => `/contacts/${await claire(api)}/persons` },
  'GET /contacts/:id/valueStaff': { login: 'planner@demo.test', path: async (api) => `/contacts/${await claire(api)}/valueStaff` },
};
