// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, CrewChiefJob, CrewSheet, ListResponse, LiveLocation, ProjectCrew, ProjectCrewRating, ProjectCrewStatus, SecurityCheck } from '../../src/ground/contract';
import { noisePng } from '../../server/files/drawSignaturePng';
import { maxSignatureBytes, pngDataUrl } from '../../server/files/pngSignature';
import type { Problem } from '../../src/ground/contract/fields/fields';
import { crewPositions } from '../../server/demo/seeds/crewsDemo';
import { crewIdOf, signatureOf } from './product-calls/crewsSamples';
import { removeDataDir, startTestServer, type TestServer } from './testServer';

let server: TestServer;
const tokens: Record<string, string> = {};
const crews: Record<string, number> = {};

const get = async <T>(login: string, path: string) => {
  const response = await server.call('GET', path, tokens[login]);
  expect(response.statusCode, `${path} ${response.body.slice(0, 200)}`).toBe(200);
  return response.json<T>();
};
const api = { get: <T>(path: string, login: string) => get<T>(login, path) };
const post = (login: string, path: string, body: unknown = {}) => server.call('POST', path, tokens[login], body);
const call = (login: string, path: string) => server.call('GET', path, tokens[login]);

beforeAll(async () => {
  server = await startTestServer();
  for (const login of ['crew@demo.test', 'chief@demo.test', 'planner@demo.test', 'client@demo.test', 'office@demo.test', 'P-1001']) {
    tokens[login] = await server.login(login);
  }
  for (const crew of ['fair', 'summit', 'festival'] as const) crews[crew] = await crewIdOf(api, 'crew@demo.test', crew);
  const { items } = await get<ListResponse<{ crew: { id: number; name: string } }>>('crew@demo.test', '/jobs');
  crews.boats = items.find((job) => job.crew.name === 'Build-up crew')!.crew.id;
}, 60_000);
afterAll(async () => {
  await server.close();
  removeDataDir(server.dataDir);
});

const sheet = (id: number) => get<CrewSheet>('chief@demo.test', `/projectCrews/${id}/deliveryNote`);
/** Where the crew's delivery note stands as the chief's crew list (GET /jobs/crewChief, home's delivery notes) says. */
const noteOnChiefsList = async (id: number) =>
  (await get<ListResponse<CrewChiefJob>>('chief@demo.test', '/jobs/crewChief')).items.find((crew) => crew.crewId === id)?.deliveryNote;

describe('the crew page', () => {
  it('shows the crew with its project, location, chief, role and the caller’s check-ins', async () => {
    const crew = await get<ProjectCrew>('crew@demo.test', `/projectCrews/${crews.festival}`);
    expect(crew).toMatchObject({ name: 'Main stage build crew', project: { number: '1001' }, location: { city: 'Den Haag' }, myRole: 'member' });
    expect(crew.checkIn.state).toBe('checkedOut');
    expect(crew.myChecks.length).toBe(6);
    expect(crew.location).toMatchObject({ latitude: crewPositions.festival![0], longitude: crewPositions.festival![1] });
    expect(crew.checkInRadiusMeters).toBe(250);
    expect((await get<ProjectCrew>('chief@demo.test', `/projectCrews/${crews.fair}`)).myRole).toBe('chief');
  });

  it('counts the positions per status, every status included', async () => {
    const status = await get<ProjectCrewStatus>('planner@demo.test', `/projectCrews/${crews.fair}/status`);
    expect(Object.keys(status.byStatus).sort()).toEqual(['cancelled', 'changed', 'confirmed', 'doubleBooked', 'requested', 'spare']);
    expect(status.total).toBe(Object.values(status.byStatus).reduce((a, b) => a + b, 0));
  });

  it('shows a crew member only their own ratings, a planner all', async () => {
    const path = `/projectCrews/${crews.festival}/ratings`;
    const own = await get<ListResponse<ProjectCrewRating>>('crew@demo.test', path);
    const all = await get<ListResponse<ProjectCrewRating>>('planner@demo.test', path);
    expect(own.items.every((rating) => rating.person.lastName === 'Crew')).toBe(true);
    expect(all.total).toBeGreaterThanOrEqual(own.total);
  });

  it('lets members, the chief, planners and the own project login read; everyone else gets 404', async () => {
    expect((await call('planner@demo.test', `/projectCrews/${crews.boats}`)).statusCode).toBe(200);
    expect((await call('P-1001', `/projectCrews/${crews.festival}`)).statusCode).toBe(200);
    expect((await call('P-1001', `/projectCrews/${crews.fair}`)).statusCode).toBe(404);
    expect((await call('client@demo.test', `/projectCrews/${crews.fair}`)).statusCode).toBe(404);
    expect((await call('office@demo.test', `/projectCrews/${crews.fair}/items`)).statusCode).toBe(404);
    for (const path of ['', '/items', '/status', '/ratings', '/deliveryNote', '/securityChecks', '/liveLocations']) {
      const response = await call('chief@demo.test', `/projectCrews/${crews.boats}${path}`);
      expect(response.statusCode, path).toBe(404);
    }
    expect((await call('crew@demo.test', '/projectCrews/999999')).statusCode).toBe(404);
    const acme = await server.login('crew@acme.test', 'acme.localhost');
    const otherTenant = await server.app.inject({
      method: 'GET', url: `/api/v1/projectCrews/${crews.fair}`,
      headers: { type: 'MOBILE', host: 'acme.localhost', authorization: `Bearer ${acme}` },
    });
    expect(otherTenant.statusCode).toBe(404);
    expect((await call('crew@demo.test', '/projectCrews/abc')).statusCode).toBe(400);
  });
});

describe('delivery note: release, sign, send', () => {
  it('goes release → sign → send, and each step out of order is a 409; the chief\'s crew list follows each step', async () => {
    const id = crews.summit!;
    const signed = `/projectCrews/${id}/deliveryNote/signed`;
    expect((await post('chief@demo.test', signed, signatureOf('Dana de Vries'))).statusCode).toBe(409);
    expect((await post('chief@demo.test', `${signed}/send`)).statusCode).toBe(409);
    expect(await sheet(id)).toMatchObject({ released: false, downloaded: false, signed: false });
    expect(await noteOnChiefsList(id)).toBe('toRelease');

    const released = await post('chief@demo.test', `/projectCrews/${id}/deliveryNote/release`);
    expect(released.statusCode).toBe(200);
    expect(released.json<CrewSheet>()).toMatchObject({ released: true, downloaded: true, signed: false });
    expect((await post('chief@demo.test', `/projectCrews/${id}/deliveryNote/release`)).statusCode).toBe(409);
    expect((await post('chief@demo.test', `${signed}/send`)).statusCode).toBe(409);
    expect(await noteOnChiefsList(id)).toBe('toSign');

    const signing = await post('chief@demo.test', signed, signatureOf('Dana de Vries'));
    expect(signing.statusCode).toBe(200);
    expect(signing.json<CrewSheet>()).toMatchObject({ signed: true, signedBy: 'Dana de Vries', sentAt: null });
    expect((await post('chief@demo.test', signed, signatureOf('Dana de Vries'))).statusCode).toBe(409);
    expect(await noteOnChiefsList(id)).toBe('toSend');

    const sent = await post('chief@demo.test', `${signed}/send`);
    expect(sent.statusCode).toBe(200);
    expect(sent.json<CrewSheet>().sentAt).not.toBeNull();
    expect(await noteOnChiefsList(id)).toBe('sent');
  });

  it('downloads a released sheet as a PDF with ?format=pdf, and not before release', async () => {
    const note = await call('crew@demo.test', `/projectCrews/${crews.festival}/deliveryNote?format=pdf`);
    expect(note.headers['content-type']).toBe('application/pdf');
    expect(note.headers['content-disposition']).toContain('delivery-note-');
    expect(note.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await call('crew@demo.test', `/projectCrews/${crews.boats}/crewChiefSheet?format=pdf`)).statusCode).toBe(409);
    expect((await call('crew@demo.test', `/projectCrews/${crews.festival}/deliveryNote?format=doc`)).statusCode).toBe(400);
  });

  it('releases the crew chief sheet once', async () => {
    const path = `/projectCrews/${crews.summit}/crewChiefSheet/release`;
    expect((await post('chief@demo.test', path)).json<CrewSheet>()).toMatchObject({ kind: 'crewChiefSheet', downloaded: true });
    expect((await post('chief@demo.test', path)).statusCode).toBe(409);
  });

  it('lets only the crew chief release and sign (403 for a member or planner)', async () => {
    expect((await post('crew@demo.test', `/projectCrews/${crews.fair}/deliveryNote/release`)).statusCode).toBe(403);
    expect((await post('planner@demo.test', `/projectCrews/${crews.fair}/deliveryNote/release`)).statusCode).toBe(403);
    expect((await sheet(crews.fair!)).released).toBe(false);
  });

  it('refuses a bad signature with 400 and stores nothing', async () => {
    const id = crews.fair!;
    expect((await post('chief@demo.test', `/projectCrews/${id}/deliveryNote/release`)).statusCode).toBe(200);
    const path = `/projectCrews/${id}/deliveryNote/signed`;
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70]).toString('base64');
    const brokenPng = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]).toString('base64');
    const bodies = [
      { signature: `data:image/png;base64,${jpeg}`, signerName: 'Dana' },
      { signature: 'data:image/png;base64,not*base64!', signerName: 'Dana' },
      { signature: `data:image/jpeg;base64,${jpeg}`, signerName: 'Dana' },
      { signature: `data:image/png;base64,${brokenPng}`, signerName: 'Dana' },
      { ...signatureOf('Dana'), signerName: '' },
      { ...signatureOf('Dana'), extra: true },
    ];
    for (const body of bodies) {
      const response = await post('chief@demo.test', path, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json<ApiError>().error.details?.length).toBeGreaterThan(0);
    }
    const big = Buffer.from(noisePng(1100, 1000));
    expect(big.length).toBeGreaterThan(1024 * 1024);
    const tooBig = await post('chief@demo.test', path, { signature: `data:image/png;base64,${big.toString('base64')}`, signerName: 'Dana' });
    // Signature calls take bodies of up to 1.5 MB, so a signature just over 1 MB meets the field's own rule.
    expect(tooBig.statusCode).toBe(400);
    const huge = await post('chief@demo.test', path, { signature: `data:image/png;base64,${'A'.repeat(2_000_000)}`, signerName: 'Dana' });
    expect(huge.statusCode).toBe(413);
    expect(await sheet(id)).toMatchObject({ released: true, signed: false, signedBy: null });
  });

  it('reads a signature only as a PNG data URL of at most 1 MB', () => {
    const read = (bytes: Uint8Array) => {
      const problems: Problem[] = [];
      pngDataUrl()(`data:image/png;base64,${Buffer.from(bytes).toString('base64')}`, 'signature', problems);
      return problems;
    };
    expect(read(noisePng(1000, 1000))).toEqual([]);
    expect(read(noisePng(1100, 1000))).toEqual([{ path: 'signature', message: `must be at most ${maxSignatureBytes} bytes` }]);
    expect(read(new Uint8Array([1, 2, 3]))).toEqual([{ path: 'signature', message: 'must be a PNG image' }]);
  });

  it('confirms the hours digitally once', async () => {
    const path = `/projectCrews/${crews.fair}/digitalConfirm`;
    expect((await post('chief@demo.test', path, { remarks: 'All as planned' })).statusCode).toBe(200);
    expect((await post('chief@demo.test', path)).statusCode).toBe(409);
    expect((await sheet(crews.fair!)).hoursConfirmedAt).not.toBeNull();
  });
});

describe('security checks', () => {
  it('downloads a real PDF, signs once and sends only when signed', async () => {
    const base = `/projectCrews/${crews.fair}/securityChecks`;
    const { items } = await get<ListResponse<SecurityCheck>>('crew@demo.test', base);
    const check = items.find((item) => !item.signed)!;
    const download = await call('crew@demo.test', `${base}/${check.id}/download`);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await post('crew@demo.test', `${base}/${check.id}/signed/send`)).statusCode).toBe(409);
    const signed = await post('crew@demo.test', `${base}/${check.id}/download/signed`, signatureOf('Sam Crew'));
    expect(signed.statusCode).toBe(200);
    expect(signed.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await post('crew@demo.test', `${base}/${check.id}/download/signed`, signatureOf('Sam Crew'))).statusCode).toBe(409);
    expect((await post('crew@demo.test', `${base}/${check.id}/signed/send`)).json<SecurityCheck>().sentAt).not.toBeNull();
    expect((await call('crew@demo.test', `/projectCrews/${crews.summit}/securityChecks/${check.id}`)).statusCode).toBe(404);
  });
});

describe('live locations', () => {
  const path = () => `/projectCrews/${crews.fair}/liveLocations`;
  const good = { latitude: 52.3414, longitude: 4.8884, accuracy: 6, recordedAt: new Date().toISOString() };
  /** Checks Sam out of the fair crew if the demo data (or an earlier test) left him checked in. */
  const startCheckedOut = async (recordedAt: string) => {
    if ((await get<ProjectCrew>('crew@demo.test', `/projectCrews/${crews.fair}`)).checkIn.state !== 'checkedIn') return;
    const response = await post('crew@demo.test', path(), { ...good, recordedAt, check: 'checkOut' });
    if (response.statusCode !== 201) throw new Error(`checking Sam out first: ${response.statusCode} ${response.body}`);
  };

  it('validates the bounds and stores nothing for bad input', async () => {
    const before = await get<ListResponse<LiveLocation>>('chief@demo.test', path());
    for (const bad of [
      { ...good, latitude: 90.5 }, { ...good, latitude: -91 }, { ...good, longitude: 180.1 }, { ...good, longitude: -181 },
      { ...good, accuracy: -1 }, { ...good, latitude: '52' }, { ...good, recordedAt: 'yesterday' },
      { ...good, recordedAt: '2030-01-01T00:00:00Z' }, { ...good, speed: 3 },
    ]) {
      const response = await post('crew@demo.test', path(), bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(await get<ListResponse<LiveLocation>>('chief@demo.test', path())).toEqual(before);
  });

  it('shows each member’s latest position of the last 12 hours; only members share', async () => {
    expect((await post('crew@demo.test', path(), good)).statusCode).toBe(201);
    const { items } = await get<ListResponse<LiveLocation>>('planner@demo.test', path());
    expect(items.filter((item) => item.person.lastName === 'Crew')).toEqual([expect.objectContaining({ latitude: 52.3414, accuracy: 6 })]);
    expect(items.every((item) => Date.now() - Date.parse(item.recordedAt) < 12 * 3_600_000)).toBe(true);
    expect((await post('planner@demo.test', path(), good)).statusCode).toBe(403);
    expect((await post('chief@demo.test', `/projectCrews/${crews.boats}/liveLocations`, good)).statusCode).toBe(404);
  });

  it('records a check-in and a check-out at the shared position, in order', async () => {
    const crewPath = `/projectCrews/${crews.fair}`;
    const state = async () => (await get<ProjectCrew>('crew@demo.test', crewPath)).checkIn.state;
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
    await startCheckedOut(at(30));
    expect(await state()).not.toBe('checkedIn');
    const checksBefore = (await get<ProjectCrew>('crew@demo.test', crewPath)).myChecks.length;
    expect((await post('crew@demo.test', path(), { ...good, recordedAt: at(20), check: 'checkOut' })).statusCode).toBe(409);
    const checkIn = await post('crew@demo.test', path(), { ...good, recordedAt: at(20), check: 'checkIn' });
    expect(checkIn.statusCode).toBe(201);
    expect(checkIn.json()).toMatchObject({ latitude: 52.3414, check: { kind: 'checkIn' } });
    expect(await state()).toBe('checkedIn');
    expect((await post('crew@demo.test', path(), { ...good, recordedAt: at(15), check: 'checkIn' })).statusCode).toBe(409);
    expect((await post('crew@demo.test', path(), { ...good, check: 'checkAround' })).statusCode).toBe(400);
    expect((await post('crew@demo.test', path(), { ...good, recordedAt: at(10), check: 'checkOut' })).statusCode).toBe(201);
    const after = await get<ProjectCrew>('crew@demo.test', crewPath);
    expect(after.checkIn.state).toBe('checkedOut');
    expect(after.myChecks.length).toBe(checksBefore + 2);
    expect(after.myChecks.at(-1)).toMatchObject({ kind: 'checkOut', latitude: 52.3414, longitude: 4.8884 });
  });
});

describe('crew checks', () => {
  it('downloads a check as PDF, signs it once, and hides it from other crew members', async () => {
    const crew = await get<ProjectCrew>('crew@demo.test', `/projectCrews/${crews.festival}`);
    const unsigned = crew.myChecks.find((check) => !check.signed)!;
    const pdf = await call('crew@demo.test', `/crewChecks/${unsigned.id}/download`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await post('crew@demo.test', `/crewChecks/${unsigned.id}/download`)).statusCode).toBe(200);
    expect((await call('crew@demo.test', `/crewChecks/${unsigned.id}/download/signed`)).statusCode).toBe(409);
    expect((await post('crew@demo.test', `/crewChecks/${unsigned.id}/download/signed`, signatureOf('Sam Crew'))).statusCode).toBe(200);
    expect((await call('crew@demo.test', `/crewChecks/${unsigned.id}/download/signed`)).statusCode).toBe(200);
    expect((await post('crew@demo.test', `/crewChecks/${unsigned.id}/download/signed`, signatureOf('Sam Crew'))).statusCode).toBe(409);
    expect((await call('chief@demo.test', `/crewChecks/${unsigned.id}/download`)).statusCode).toBe(404);
    expect((await call('client@demo.test', `/crewChecks/${unsigned.id}/download`)).statusCode).toBe(404);
    expect((await call('planner@demo.test', `/crewChecks/${unsigned.id}/download`)).statusCode).toBe(200);
    expect((await call('P-1001', `/crewChecks/${unsigned.id}/download`)).statusCode).toBe(200);
  });
});
