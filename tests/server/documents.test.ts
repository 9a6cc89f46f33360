// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, ListResponse } from '../../src/ground/contract';
import type { CrewDocument, DocumentsStatus } from '../../src/ground/contract/documents';
import { callMultipart, removeDataDir, startTestServer, type TestServer } from './testServer';
import { pdfBytes, pngBytes } from './uploadFixtures';
import { personIdOf } from './tokenPerson';

let server: TestServer;
let sam: string;
let office: string;
let chief: string;
let samId: number;
const signature = `data:image/png;base64,${pngBytes(40, 20).toString('base64')}`;
beforeAll(async () => {
  server = await startTestServer();
  sam = await server.login('crew@demo.test');
  office = await server.login('office@demo.test');
  chief = await server.login('chief@demo.test');
  samId = personIdOf(sam);
}, 60_000);
afterAll(async () => {
  await server.close();
  removeDataDir(server.dataDir);
});

const get = async <T>(path: string, token: string) => {
  const response = await server.call('GET', path, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
};
const samDocument = async (caption: string) => {
  const list = await get<ListResponse<CrewDocument>>(`/persons/${samId}/documents`, sam);
  const found = list.items.find((document) => document.caption.startsWith(caption));
  if (!found) throw new Error(`no document ${caption}`);
  return found;
};

describe('reading documents', () => {
  it('counts the crew member’s documents to sign, verifying, to upload and information ready', async () => {
    const status = await get<DocumentsStatus>('/documentsStatus', sam);
    expect(status).toEqual({ toSign: 2, verifying: 1, toUpload: 2, informationReady: 2 });
  });

  it('lists the documents awaiting the caller’s signature, with whose turn it is', async () => {
    const list = await get<ListResponse<CrewDocument>>('/documentsToSign', sam);
    expect(list.items.map((document) => document.caption).sort()).toEqual(['Code of conduct 2026', 'Part-time contract 2026 – Sam Crew']);
    const contract = list.items.find((document) => document.parameters.signatoriesOrder)!;
    expect(contract.signatories.map((signatory) => [signatory.status, signatory.canSignNow])).toEqual([['Ready to sign', true], ['Ready to sign', false]]);
    expect((await get<ListResponse<CrewDocument>>('/documentsToSign', office)).items).toHaveLength(1);
  });

  it('serves a seeded document as a real PDF, and keeps training documents apart', async () => {
    const briefing = await samDocument('Crew briefing');
    const file = await server.call('GET', `/documents/${briefing.id}/file`, sam);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const training = await get<ListResponse<CrewDocument>>(`/persons/${samId}/documentsTraining`, sam);
    expect(training.items.length).toBe(2);
    expect(training.items.every((document) => document.training)).toBe(true);
  });

  it("hides another person's and another tenant's documents (404), and crew-chief documents from crew", async () => {
    const chiefId = personIdOf(chief);
    expect((await server.call('GET', `/persons/${chiefId}/documents`, sam)).statusCode).toBe(404);
    const chiefs = await get<ListResponse<CrewDocument>>(`/persons/${chiefId}/documents`, chief);
    expect(chiefs.items.every((document) => document.crewChiefOnly)).toBe(true);
    expect((await server.call('GET', `/documents/${chiefs.items[0]!.id}`, sam)).statusCode).toBe(404);
    expect((await server.call('GET', '/documents/999999', sam)).statusCode).toBe(404);
  });

  it('lets a project login read its own project documents only', async () => {
    const project = await server.login('p-1001');
    expect((await get<ListResponse<CrewDocument>>('/projects/1001/documents', project)).items).toHaveLength(1);
    expect((await server.call('GET', '/projects/1003/documents', project)).statusCode).toBe(404);
    expect((await get<ListResponse<CrewDocument>>('/projects/1003/documents', sam)).items).toHaveLength(1);
    expect((await server.call('GET', '/projects/1007/documents', chief)).statusCode).toBe(404);
    expect((await server.call('GET', '/projects/9999/documents', project)).statusCode).toBe(404);
  });

  it("lets a client open the documents of their own projects, and no other project's", async () => {
    const client = await server.login('client@demo.test');
    const own = (await get<ListResponse<{ number: string }>>('/projects', client)).items.map((project) => project.number);
    expect(own).toContain('1001');
    const documents = await get<ListResponse<CrewDocument>>('/projects/1001/documents', client);
    expect(documents.items.map((document) => document.caption)).toEqual(['Site plan – Zuiderpark main stage']);
    const file = await server.call('GET', `/documents/${documents.items[0]!.id}/file`, client);
    expect(file.statusCode).toBe(200);
    expect(own).not.toContain('1003');
    expect((await server.call('GET', '/projects/1003/documents', client)).statusCode).toBe(404);
  });

  it("answers a record's documents that are not the caller's exactly as a record that does not exist (404)", async () => {
    const client = await server.login('client@demo.test');
    const accountant = await server.login('accountant@demo.test');
    const ids = async (path: string, token: string) => (await get<ListResponse<{ id: number }>>(path, token)).items.map((item) => item.id);
    const notTheirs = async (list: string, token: string) => {
      const theirs = new Set(await ids(list, token));
      const other = (await ids(list, accountant)).find((id) => !theirs.has(id));
      if (other === undefined) throw new Error(`The demo data has nothing in ${list} that is not the caller's`);
      return other;
    };
    const chiefsContract = (await ids(`/persons/${personIdOf(chief)}/staffContracts`, accountant))[0]!;
    const cases: [string, string, string, number][] = [
      ['client', client, 'invoices', await notTheirs('/invoices', client)],
      ['client', client, 'companies', await notTheirs('/companies', client)],
      ['client', client, 'contacts', await notTheirs('/contacts', client)],
      ['crew', sam, 'staffContracts', chiefsContract],
    ];
    const answerOf = async (path: string, token: string) => {
      const response = await server.call('GET', path, token);
      return `${response.statusCode} ${response.statusCode === 200 ? '' : response.json<ApiError>().error.message}`;
    };
    for (const [who, token, owner, id] of cases) {
      const existing = await answerOf(`/${owner}/${id}/documents`, token);
      expect(`${who} on another's ${owner}: ${existing}`).toBe(`${who} on another's ${owner}: ${await answerOf(`/${owner}/99999999/documents`, token)}`);
      expect(existing, `${who} on /${owner}/${id}/documents`).toMatch(/^404 /);
    }
    expect((await server.call('GET', '/receipts/1/documents', client)).statusCode).toBe(403);
    expect((await server.call('GET', `/receipts/${(await ids('/receipts', accountant))[0]}/documents`, accountant)).statusCode).toBe(200);
  });
});

describe('signing (section 4)', () => {
  it('one by one: the office cannot sign before the crew member (409), then can; the document is then signed', async () => {
    const contract = await samDocument('Part-time contract');
    const [first, second] = contract.signatories;
    const early = await server.call('POST', `/documents/${contract.id}/sign/${second!.id}`, office, { signature });
    expect(early.statusCode).toBe(409);
    expect(early.json<ApiError>().error.message).toContain('Sam Crew must sign first');

    const mine = await server.call('POST', `/documents/${contract.id}/sign/${first!.id}`, sam, { signature, rating: 5, formFields: { iban: 'NL91ABNA0417164300' } });
    expect(mine.statusCode, mine.body).toBe(200);
    const afterFirst = mine.json<CrewDocument>();
    expect(afterFirst.state).toBe('toSign');
    expect(afterFirst.signatories.map((signatory) => signatory.status)).toEqual(['Signed', 'On Going']);
    expect(afterFirst.signatories[0]!.signatures.every((one) => one.signed)).toBe(true);
    expect(afterFirst.signedUrl).toBeNull();

    const again = await server.call('POST', `/documents/${contract.id}/sign/${first!.id}`, sam, { signature });
    expect(again.statusCode).toBe(409);

    const countersigned = await server.call('POST', `/documentSignatories/${second!.id}/sign`, office, { signature });
    expect(countersigned.statusCode, countersigned.body).toBe(200);
    const done = countersigned.json<CrewDocument>();
    expect(done.state).toBe('signed');
    expect(done.signedUrl).toMatch(/^\/api\/v1\/file\/\d+$/);
    const pdf = await server.call('GET', done.signedUrl!.replace('/api/v1', ''), sam);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await get<DocumentsStatus>('/documentsStatus', sam)).toSign).toBe(1);
  });

  it("refuses a non-signatory's signature: 404 when the document is not theirs, 403 when they only see it", async () => {
    const conduct = await samDocument('Code of conduct');
    const signatoryId = conduct.signatories[0]!.id;
    expect((await server.call('POST', `/documents/${conduct.id}/sign/${signatoryId}`, chief, { signature })).statusCode).toBe(404);
    expect((await server.call('POST', `/documentSignatories/${signatoryId}/sign`, chief, { signature })).statusCode).toBe(404);
    expect((await server.call('POST', `/documents/${conduct.id}/sign/${signatoryId}`, office, { signature })).statusCode).toBe(403);
    const contract = await samDocument('Part-time contract');
    expect((await server.call('POST', `/documents/${conduct.id}/sign/${contract.signatories[0]!.id}`, sam, { signature })).statusCode).toBe(404);
  });

  it('refuses a signature that is not a PNG data URL (400 with details) and writes nothing', async () => {
    const conduct = await samDocument('Code of conduct');
    const signatoryId = conduct.signatories[0]!.id;
    const bad = await server.call('POST', `/documents/${conduct.id}/sign/${signatoryId}`, sam,
      { signature: `data:image/png;base64,${pdfBytes().toString('base64')}`, rating: 9, extra: 1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ApiError>().error.details?.map((detail) => detail.path).sort()).toEqual(['extra', 'rating', 'signature']);
    expect((await samDocument('Code of conduct')).signatories[0]!.status).toBe('Ready to sign');
  });
});

describe('uploading and filling in', () => {
  it('takes the file of a document to upload, which then waits for approval; a document to sign takes none (409)', async () => {
    const id = await samDocument('Passport or ID card');
    const response = await callMultipart(server, `/documents/${id.id}/file`, sam, {}, { file: { name: 'passport.jpg', type: 'image/jpeg', bytes: pngBytes(10, 6) } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<CrewDocument>()).toMatchObject({ state: 'verifying', file: { kind: 'png', fileName: 'passport.png', status: 'pending' } });
    const file = await server.call('GET', `/documents/${id.id}/file`, sam);
    expect(file.headers['content-type']).toBe('image/png');
    const conduct = await samDocument('Code of conduct');
    const refused = await callMultipart(server, `/documents/${conduct.id}/file`, sam, {}, { file: { name: 'a.pdf', type: 'application/pdf', bytes: pdfBytes() } });
    expect(refused.statusCode).toBe(409);
  });

  it('updates the fields of a document; refuses an empty change (400) and a document being signed (409)', async () => {
    const a1 = await samDocument('A1 certificate');
    const updated = await server.call('POST', `/documents/${a1.id}`, sam, { documentNumber: 'A1-2026-0042', validUntil: '2027-01-31' });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<CrewDocument>()).toMatchObject({ documentNumber: 'A1-2026-0042', validUntil: '2027-01-31' });
    const empty = await server.call('POST', `/documents/${a1.id}`, sam, {});
    expect(empty.statusCode).toBe(400);
    const bad = await server.call('POST', `/documents/${a1.id}`, sam, { validUntil: '2027-02-30' });
    expect(bad.json<ApiError>().error.details).toEqual([{ path: 'validUntil', message: 'must be a date written YYYY-MM-DD' }]);
    const conduct = await samDocument('Code of conduct');
    expect((await server.call('POST', `/documents/${conduct.id}`, sam, { description: 'x' })).statusCode).toBe(409);
  });

  it('a crew member uploads a document of their own; it is verifying', async () => {
    const response = await callMultipart(server, `/persons/${samId}/documents`, sam, { caption: 'VCA certificate' },
      { file: { name: 'vca.pdf', type: 'application/pdf', bytes: pdfBytes() } });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<CrewDocument>()).toMatchObject({ caption: 'VCA certificate', state: 'verifying', personId: samId, file: { status: 'pending' } });
  });
});
