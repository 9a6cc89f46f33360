// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, ListResponse, PlanningItem } from '../../src/ground/contract';
import type { CrewDocument } from '../../src/ground/contract/documents';
import { checkUpload } from '../../server/files/checkUpload';
import { safeFileName } from '../../server/files/safeFileName';
import { callMultipart, removeDataDir, startTestServer, type TestServer } from './testServer';
import { exeBytes, pdfBytes, pngBytes } from './uploadFixtures';
import { personIdOf } from './tokenPerson';

let server: TestServer;
let sam: string;
let samId: number;
beforeAll(async () => {
  server = await startTestServer();
  sam = await server.login('crew@demo.test');
  samId = personIdOf(sam);
}, 60_000);
afterAll(async () => {
  await server.close();
  removeDataDir(server.dataDir);
});

const upload = (name: string, type: string, bytes: Uint8Array, fields: Record<string, string> = {}, path = `/persons/${samId}/documents`) =>
  callMultipart(server, path, sam, fields, { file: { name, type, bytes } });

describe('checkUpload judges by content', () => {
  it('a PNG renamed .pdf is a PNG, with its size and a matching extension', async () => {
    const checked = await checkUpload({ fileName: 'scan.pdf', mimeType: 'application/pdf', bytes: pngBytes(3, 2) }, { kinds: ['pdf', 'png'] });
    expect(checked).toEqual({ kind: 'png', mimeType: 'image/png', width: 3, height: 2, safeName: 'scan.png' });
  });

  it('a PNG renamed .pdf is refused where only PDFs are taken', async () => {
    await expect(checkUpload({ fileName: 'scan.pdf', mimeType: 'application/pdf', bytes: pngBytes() }, { kinds: ['pdf'] }))
      .rejects.toMatchObject({ status: 400, details: [{ path: 'file', message: expect.stringContaining('image/png') }] });
  });

  it('an executable renamed .png is refused', async () => {
    await expect(checkUpload({ fileName: 'cat.png', mimeType: 'image/png', bytes: exeBytes() }, { kinds: ['png', 'jpeg'] }))
      .rejects.toMatchObject({ status: 400 });
  });

  it('a bomb-sized image (huge dimensions in the header) is refused before decoding', async () => {
    await expect(checkUpload({ fileName: 'bomb.png', mimeType: 'image/png', bytes: pngBytes(100_000, 100_000, true) }, { kinds: ['png'] }))
      .rejects.toMatchObject({ status: 400, details: [{ message: expect.stringContaining('8000') }] });
    await expect(checkUpload({ fileName: 'wide.png', mimeType: 'image/png', bytes: pngBytes(7000, 7000, true) }, { kinds: ['png'] }))
      .rejects.toMatchObject({ status: 400, details: [{ message: expect.stringContaining('megapixels') }] });
  });

  it('makes names safe: no folders, no .., no control characters, a matching extension', () => {
    expect(safeFileName('../../etc/passwd', 'pdf')).toBe('passwd.pdf');
    expect(safeFileName('..\\..\\boot.ini', 'png')).toBe('boot.png');
    expect(safeFileName('in\u0000voice\u202e.pdf', 'pdf')).toBe('invoice.pdf');
    expect(safeFileName('...', 'jpeg')).toBe('upload.jpg');
    expect(safeFileName('photo.JPEG', 'jpeg')).toBe('photo.jpeg');
  });
});

describe('multipart uploads', () => {
  it('stores a PDF pending approval, under a safe name', async () => {
    const response = await upload('../../etc/passwd', 'text/plain', pdfBytes(), { caption: 'First aid certificate' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<CrewDocument>().file).toMatchObject({ fileName: 'passwd.pdf', kind: 'pdf', mimeType: 'application/pdf', status: 'pending' });
  });

  it('judges a PNG sent as .pdf by its content', async () => {
    const response = await upload('id-card.pdf', 'application/pdf', pngBytes(4, 4));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<CrewDocument>().file).toMatchObject({ fileName: 'id-card.png', kind: 'png', width: 4, height: 4 });
  });

  it('refuses an executable renamed .png', async () => {
    const response = await upload('holiday.png', 'image/png', exeBytes());
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().error.details?.[0]?.path).toBe('file');
  });

  it('refuses a file over 10 MB with 413, not a 500', async () => {
    const response = await upload('big.pdf', 'application/pdf', Buffer.concat([pdfBytes(), Buffer.alloc(12 * 1024 * 1024)]));
    expect(response.statusCode).toBe(413);
    expect(response.json<ApiError>().error).toMatchObject({ code: 'payload_too_large', message: expect.stringContaining('10 MB') });
  });

  it('refuses more than 5 files and unknown fields', async () => {
    const files = Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`file${i}`, { name: `${i}.pdf`, type: 'application/pdf', bytes: pdfBytes() }]));
    expect((await callMultipart(server, `/persons/${samId}/documents`, sam, {}, files)).statusCode).toBe(413);
    const extra = await upload('a.pdf', 'application/pdf', pdfBytes(), { owner: 'someone else' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json<ApiError>().error.details).toEqual([{ path: 'owner', message: 'is not a known field' }]);
  });

  it('refuses a JSON body where a file is needed, and a malformed multipart body', async () => {
    const json = await server.call('POST', `/persons/${samId}/documents`, sam, { file: 'not a file' });
    expect(json.statusCode).toBe(400);
    const broken = await server.app.inject({
      method: 'POST', url: `/api/v1/persons/${samId}/documents`,
      headers: { type: 'MOBILE', authorization: `Bearer ${sam}`, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF',
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
  });

  it('refuses multipart on a call that takes no files (415), which still takes JSON', async () => {
    const blockDate = { startDate: '2031-05-04', reason: 'Sent as multipart first' };
    const multipart = await callMultipart(server, '/blockDates', sam, blockDate, {});
    expect(multipart.statusCode).toBe(415);
    expect(multipart.json<ApiError>().error).toEqual({
      code: 'unsupported_media_type', message: 'This call takes no files: send the body as application/json, not multipart/form-data',
    });
    const withFile = await callMultipart(server, '/blockDates', sam, blockDate, { file: { name: 'a.pdf', type: 'application/pdf', bytes: pdfBytes() } });
    expect(withFile.statusCode).toBe(415);
    const anonymous = await callMultipart(server, '/blockDates', undefined, blockDate, {});
    expect(anonymous.statusCode).toBe(415);
    const json = await server.call('POST', '/blockDates', sam, { ...blockDate, endDate: null });
    expect(json.statusCode, json.body).toBe(201);
    const items = (await server.call('GET', '/planningCalendarItems?from=2031-05-01&to=2031-05-31', sam)).json<ListResponse<PlanningItem>>().items;
    expect(items.filter((item) => item.reason === blockDate.reason)).toHaveLength(1);
  });

  it('refuses a multipart body without a session before reading it (401)', async () => {
    const response = await callMultipart(server, `/persons/${samId}/documents`, undefined, {}, { file: { name: 'a.pdf', type: 'application/pdf', bytes: pdfBytes() } });
    expect(response.statusCode).toBe(401);
  });

  it('authenticates and decides access before reading an upload: a bogus token 401, a login without the right 403', async () => {
    // An oversized file: had the body been read first, the answer would be 413.
    const oversized = { file: { name: 'big.pdf', type: 'application/pdf', bytes: Buffer.concat([pdfBytes(), Buffer.alloc(12 * 1024 * 1024)]) } };
    const bogus = await callMultipart(server, `/persons/${samId}/documents`, 'not-a-token', {}, oversized);
    expect(bogus.statusCode).toBe(401);
    // A crew member has no projects.READ.
    const withoutRight = await callMultipart(server, '/projects/P-1001/documents', sam, {}, oversized);
    expect(withoutRight.statusCode).toBe(403);
    expect(withoutRight.json<ApiError>().error.code).toBe('forbidden');
  });

  it('keeps uploaded bytes in the database, across a restart', async () => {
    const bytes = pngBytes(5, 3);
    const response = await upload('keep.png', 'image/png', bytes);
    const id = response.json<CrewDocument>().id;
    await server.close();
    server = await startTestServer({ dataDir: server.dataDir });
    sam = await server.login('crew@demo.test');
    const file = await server.call('GET', `/documents/${id}/file`, sam);
    expect(file.statusCode).toBe(200);
    expect(Buffer.compare(file.rawPayload, bytes)).toBe(0);
  }, 60_000);

  it("answers 404 for another person's documents", async () => {
    const response = await upload('a.pdf', 'application/pdf', pdfBytes(), {}, `/persons/${samId + 1}/documents`);
    expect(response.statusCode).toBe(404);
  });
});
