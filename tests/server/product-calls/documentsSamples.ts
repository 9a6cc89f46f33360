import type { ListResponse } from '../../../src/ground/contract';
import type { CrewDocument } from '../../../src/ground/contract/documents';
import type { CallSamples, SampleApi } from './CallSample';
import { pdfBytes, pngBytes } from '../uploadFixtures';
import { personIdOf } from '../tokenPerson';

const crew = 'crew@demo.test';
const chief = 'chief@demo.test';
const office = 'office@demo.test';
const signature = `data:image/png;base64,${pngBytes(40, 20).toString('base64')}`;

const personId = async (api: SampleApi, login = crew) => personIdOf(await api.server.login(login));
const documentsOf = async (api: SampleApi, login = crew) =>
  (await api.get<ListResponse<CrewDocument>>(`/persons/${await personId(api, login)}/documents`, login)).items;
const documentNamed = async (api: SampleApi, caption: string, login = crew) => {
  const found = (await documentsOf(api, login)).find((document) => document.caption.startsWith(caption));
  if (!found) throw new Error(`No demo document "${caption}" for ${login}`);
  return found;
};
/** The first id another part lists, or 1 while that part is not there yet. */
const firstId = async (api: SampleApi, path: string, login: string) => {
  try {
    return (await api.get<ListResponse<{ id: number }>>(path, login)).items[0]?.id ?? 1;
  } catch {
    return 1;
  }
};
const pdf = { file: { name: 'certificate.pdf', type: 'application/pdf', bytes: pdfBytes() } };

/** Real calls for this part of section 7. */
export const documentsSamples: CallSamples = {
  'GET /documents/:id': { login: crew, path: async (api) => `/documents/${(await documentNamed(api, 'Crew briefing')).id}` },
  'GET /documents/:id/file': { login: crew, path: async (api) => `/documents/${(await documentNamed(api, 'Crew briefing')).id}/file` },
  'GET /documentsToSign': { login: crew },
  'GET /documentsStatus': { login: crew },
  'GET /documentTypes': { login: crew },
  'POST /documents/:id/file': { login: crew, path: async (api) => `/documents/${(await documentNamed(api, 'A1 certificate')).id}/file`, files: pdf },
  'POST /documents/:id': {
    login: crew, path: async (api) => `/documents/${(await documentNamed(api, 'Passport or ID card')).id}`,
    body: { documentNumber: 'NX4512873', validUntil: '2031-05-14' },
  },
  'POST /documents/:id/sign/:signatoryId': {
    login: crew, body: { signature, rating: 4 },
    path: async (api) => {
      const document = await documentNamed(api, 'Code of conduct');
      return `/documents/${document.id}/sign/${document.signatories[0]!.id}`;
    },
  },
  'POST /documentSignatories/:id/sign': {
    login: chief, body: { signature },
    path: async (api) => `/documentSignatories/${(await documentNamed(api, 'Crew chief responsibilities', chief)).signatories[0]!.id}/sign`,
  },
  'GET /file/:id': { login: crew, path: async (api) => (await documentNamed(api, 'Confidentiality agreement')).signedUrl!.replace('/api/v1', '') },
  'GET /persons/:id/documents': { login: crew, path: async (api) => `/persons/${await personId(api)}/documents` },
  'GET /persons/:id/documentsTraining': { login: crew, path: async (api) => `/persons/${await personId(api)}/documentsTraining` },
  'POST /persons/:id/documents': {
    login: crew, status: 201, path: async (api) => `/persons/${await personId(api)}/documents`, body: { caption: 'First aid certificate' }, files: pdf,
  },
  'GET /staffContracts/:id/documents': {
    login: crew, path: async (api) => `/staffContracts/${(await documentNamed(api, 'Part-time contract')).owner.id}/documents`,
  },
  'GET /receipts/:id/documents': { login: 'accountant@demo.test', path: async (api) => `/receipts/${await firstId(api, '/receipts', 'accountant@demo.test')}/documents` },
  'GET /invoices/:id/documents': { login: 'accountant@demo.test', path: async (api) => `/invoices/${await firstId(api, '/invoices', 'accountant@demo.test')}/documents` },
  'GET /companies/:id/documents': { login: office, path: async (api) => `/companies/${await firstId(api, '/tenant/companies', office)}/documents` },
  'POST /companies/:id/exportCrewMembersDocuments': {
    login: office, path: async (api) => `/companies/${await firstId(api, '/tenant/companies', office)}/exportCrewMembersDocuments`,
  },
  'GET /contacts/:id/documents': { login: office, path: async (api) => `/contacts/${await firstId(api, '/contacts', office)}/documents` },
  'GET /projects/:number/documents': { login: 'p-1001', path: '/projects/1001/documents' },
  'POST /projects/:number/documents': { login: 'pm@demo.test', status: 201, path: '/projects/1001/documents', body: { caption: 'Stage plot v3' }, files: pdf },
  'GET /projects/:number/crewMembersDocuments': { login: office, path: '/projects/1001/crewMembersDocuments' },
  'GET /projects/:number/socialSecurityDocuments': { login: office, path: '/projects/1003/socialSecurityDocuments' },
  'POST /projects/:number/exportCrewMembersDocuments': { login: office, path: '/projects/1003/exportCrewMembersDocuments' },
};
