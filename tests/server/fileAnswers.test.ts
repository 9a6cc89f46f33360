// @vitest-environment node
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListResponse } from '../../src/ground/contract';
import type { CrewDocument } from '../../src/ground/contract/documents';
import type { ProfilePicture } from '../../src/ground/contract/persons';
import { FileReply } from '../../server/kernel/FileReply';
import { callMultipart, removeDataDir, startTestServer, type TestServer } from './testServer';
import { pdfBytes, pngBytes } from './uploadFixtures';
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

/** GETs a file answer and checks what every one carries: a sandbox, nosniff, no caching. */
async function fileAt(path: string): Promise<LightMyRequestResponse> {
  const response = await server.call('GET', path, sam);
  expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
  expect(response.headers['content-security-policy'], path).toBe('sandbox');
  expect(response.headers['x-content-type-options'], path).toBe('nosniff');
  expect(response.headers['cache-control'], path).toBe('no-store');
  return response;
}

describe('file answers', () => {
  it('go out sandboxed: uploaded pictures and documents, generated PDFs', async () => {
    const upload = await callMultipart(server, `/persons/${samId}/profilePictures`, sam, {}, { file: { name: 'me.png', type: 'image/png', bytes: pngBytes(8, 8) } });
    expect(upload.statusCode, upload.body).toBe(201);
    const picture = await fileAt(`/profilePictures/${upload.json<ProfilePicture>().id}/file`);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.headers['content-disposition']).toBe('inline; filename="me.png"');

    const document = await callMultipart(server, `/persons/${samId}/documents`, sam, { caption: 'Sandboxed' }, { file: { name: 'vca.pdf', type: 'application/pdf', bytes: pdfBytes() } });
    expect(document.statusCode, document.body).toBe(201);
    const stored = await fileAt(`/file/${document.json<CrewDocument>().file!.id}`);
    expect(stored.headers['content-disposition']).toBe('inline; filename="vca.pdf"');
    const download = await fileAt(`/documents/${document.json<CrewDocument>().id}/file`);
    expect(download.headers['content-disposition']).toBe('attachment; filename="vca.pdf"');
  });

  it('send an SVG only as an attachment: the seeded pictures and the initials', async () => {
    const seeded = (await server.call('GET', `/persons/${samId}/profilePictures`, sam)).json<ListResponse<ProfilePicture>>().items
      .find((picture) => picture.mimeType === 'image/svg+xml');
    expect(seeded).toBeDefined();
    const file = await fileAt(`/profilePictures/${seeded!.id}/file`);
    expect(file.headers['content-type']).toBe('image/svg+xml');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="[\w.-]+\.svg"$/);
    const face = await fileAt(`/persons/${samId}/picture`);
    expect(face.headers['content-type']).toBe('image/svg+xml');
    expect(face.headers['content-disposition']).toMatch(/^attachment; /);
  });

  it('keep JSON answers without a policy of their own', async () => {
    const json = await server.call('GET', `/persons/${samId}/profilePictures`, sam);
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    expect(json.headers['content-security-policy']).toBeUndefined();
  });
});

describe('FileReply', () => {
  it('turns inline into attachment for every type a browser runs scripts in', () => {
    const bytes = new Uint8Array([60]);
    const dispositionOf = (type: string) => new FileReply(bytes, type, 'f', 'inline').disposition;
    expect(['image/svg+xml', 'IMAGE/SVG+XML; charset=utf-8', 'text/html', 'application/xhtml+xml', 'text/xml', 'application/xml']
      .map(dispositionOf)).toEqual(Array(6).fill('attachment'));
    expect(['image/png', 'application/pdf', 'text/calendar; charset=utf-8', 'image/jpeg'].map(dispositionOf)).toEqual(Array(4).fill('inline'));
    expect(new FileReply(bytes, 'image/svg+xml', 'face.svg', 'inline').contentDisposition()).toBe('attachment; filename="face.svg"');
  });

  it('offers a name in other letters whole, as filename* in UTF-8, after a plain ASCII one for old clients', () => {
    const bytes = new Uint8Array([60]);
    expect(new FileReply(bytes, 'image/png', 'Überweisung-café.png').contentDisposition())
      .toBe("attachment; filename=\"Uberweisung-cafe.png\"; filename*=UTF-8''%C3%9Cberweisung-caf%C3%A9.png");
    expect(new FileReply(bytes, 'application/pdf', 'Ночь "1".pdf\r\n').contentDisposition())
      .toBe("attachment; filename=\"_1_.pdf_\"; filename*=UTF-8''%D0%9D%D0%BE%D1%87%D1%8C%20%221%22.pdf_");
  });
});
