// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListResponse } from '../../src/ground/contract';
import type { Company, CompanySettings, Contact, ContactPerson, ValuedStaff } from '../../src/ground/contract/companies';
import type { Template } from '../../src/ground/contract/reference';
import { removeDataDir, startTestServer, type TestServer } from './testServer';

let server: TestServer;
let client: string;
let planner: string;
let sam: string;
let accountant: string;
beforeAll(async () => {
  server = await startTestServer();
  [client, planner, sam, accountant] = await Promise.all(
    ['client@demo.test', 'planner@demo.test', 'crew@demo.test', 'accountant@demo.test'].map((login) => server.login(login))) as [string, string, string, string];
}, 60_000);
afterAll(async () => {
  await server.close();
  removeDataDir(server.dataDir);
});

const get = async <T>(path: string, token: string, status = 200) => {
  const response = await server.call('GET', path, token);
  expect(response.statusCode, `${path}: ${response.body}`).toBe(status);
  return response.json<T>();
};
const statusOf = async (path: string, token: string) => (await server.call('GET', path, token)).statusCode;
const companyId = async (name: string) =>
  (await get<ListResponse<Company>>('/companies', planner)).items.find((company) => company.name === name)!.id;

describe('companies', () => {
  it('lists client companies to a planner, with address, VAT number and client mark', async () => {
    const list = await get<ListResponse<Company>>('/companies', planner);
    expect(list.items.length).toBeGreaterThanOrEqual(7);
    expect(list.items.every((company) => !company.own)).toBe(true);
    expect(list.items.find((company) => company.clientMark === 'SSE')).toMatchObject({
      name: 'Summer Sound Events BV', vatNumber: 'NL812345678B01', address: { city: 'Den Haag', countryCode: 'NL' },
    });
    expect((await get<ListResponse<Company>>('/companies?q=aurora', planner)).items.map((c) => c.clientMark)).toEqual(['AUR']);
  });

  it("shows a client only its own company; another client's is a 404", async () => {
    const list = await get<ListResponse<Company>>('/companies', client);
    expect(list.items.map((company) => company.name)).toEqual(['Summer Sound Events BV']);
    await get(`/companies/${await companyId('Northwind Insurance')}`, client, 404);
    await get(`/companies/${await companyId('Northwind Insurance')}/settings`, client, 404);
    const settings = await get<CompanySettings>(`/companies/${list.items[0]!.id}/settings`, client);
    expect(settings).toMatchObject({ currency: 'EUR', paymentTermDays: 14, receiptPrefix: 'R-SSE-' });
  });

  it('is closed to crew (403) and answers 404 for an unknown id and 400 for a bad one', async () => {
    expect(await statusOf('/companies', sam)).toBe(403);
    expect(await statusOf('/contacts', sam)).toBe(403);
    expect(await statusOf('/companies/999999', planner)).toBe(404);
    expect(await statusOf('/companies/abc', planner)).toBe(400);
  });

  it("lists the tenant's own companies and their receipt templates", async () => {
    const own = await get<ListResponse<Company>>('/tenant/companies', sam);
    expect(own.items.map((company) => company.name)).toEqual(['Moyo Crew B.V.', 'Moyo Crew Ltd']);
    const templates = await get<ListResponse<Template>>(`/companies/${own.items[0]!.id}/receiptTemplates`, accountant);
    expect(templates.items.map((t) => t.name)).toEqual(['Expenses receipt', 'Standard receipt']);
    expect(templates.items.every((t) => t.type === 'receipt')).toBe(true);
  });
});

describe('contacts', () => {
  it('lists contacts with their company; a client sees only its own company', async () => {
    const all = await get<ListResponse<Contact>>('/contacts', planner);
    expect(all.items.length).toBeGreaterThanOrEqual(9);
    const mine = await get<ListResponse<Contact>>('/contacts', client);
    expect(mine.items.map((contact) => contact.name)).toEqual(['Claire Hughes', 'Bas Vermeulen']);
    expect(mine.items[0]).toMatchObject({ role: 'Project manager', company: { clientMark: 'SSE' }, email: 'client@demo.test' });
    const emma = all.items.find((contact) => contact.name === 'Emma Clarke')!;
    await get(`/contacts/${emma.id}/persons`, client, 404);
    expect((await get<ListResponse<Contact>>(`/contacts?company=${emma.company.id}`, planner)).items.map((c) => c.name)).toEqual(['Emma Clarke']);
  });

  it('answers the persons shared with a contact and the staff they value most', async () => {
    const claire = (await get<ListResponse<Contact>>('/contacts', client)).items[0]!;
    const persons = await get<ListResponse<ContactPerson>>(`/contacts/${claire.id}/persons`, client);
    expect(persons.items.find((person) => person.name === 'Sam Crew')).toMatchObject({ permissions: ['profile', 'contact', 'ratings'] });
    const valued = await get<ListResponse<ValuedStaff>>(`/contacts/${claire.id}/valueStaff`, planner);
    expect(valued.items.map((staff) => [staff.name, staff.value])).toEqual([['Sam Crew', 5], ['Dana de Vries', 4]]);
  });
});
