import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransferPercent } from '../../src/api/transfer';
import type { WireRequest } from '../../src/api/wire';
import { sendByXhr } from '../../src/api/xhrWire';

/** What the server was sent: method, address, headers and the body's size. */
const received: { method: string; url: string; headers: IncomingMessage['headers']; bytes: number }[] = [];
let server: Server;
let origin = '';

/** A server of its own (jsdom's XMLHttpRequest makes real requests): it allows the page's origin, as a CORS api would. */
beforeAll(async () => {
  server = createServer((incoming, reply) => {
    reply.setHeader('Access-Control-Allow-Origin', '*');
    reply.setHeader('Access-Control-Allow-Headers', '*');
    reply.setHeader('Access-Control-Expose-Headers', 'Content-Disposition');
    if (incoming.method === 'OPTIONS') return void reply.writeHead(204).end();
    let bytes = 0;
    incoming.on('data', (chunk: Buffer) => (bytes += chunk.length));
    incoming.on('end', () => {
      received.push({ method: incoming.method ?? '', url: incoming.url ?? '', headers: incoming.headers, bytes });
      if (incoming.url?.startsWith('/api/v1/files/contract')) {
        const pdf = '%PDF-1.7 '.repeat(4000);
        return void reply.writeHead(200, { 'Content-Type': 'application/pdf', 'Content-Length': pdf.length, 'Content-Disposition': 'attachment; filename="c.pdf"' }).end(pdf);
      }
      if (incoming.url?.startsWith('/api/v1/files/secret')) {
        return void reply.writeHead(403, { 'Content-Type': 'application/json' }).end('{"error":{"code":"forbidden","message":"No"}}');
      }
      reply.writeHead(201, { 'Content-Type': 'application/json' }).end(JSON.stringify({ got: bytes }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const request = (change: Partial<WireRequest>): WireRequest =>
  ({ method: 'GET', base: '/api/v1', path: '/files/contract', headers: { Type: 'MOBILE' }, as: 'json', ...change });

describe('a transfer over XMLHttpRequest', () => {
  it('uploads a form with its progress and answers the server\'s JSON', async () => {
    const heard: TransferPercent[] = [];
    const form = new FormData();
    form.set('file', new Blob(['x'.repeat(200_000)]), 'photo.png');
    const answer = await sendByXhr(request({ method: 'POST', path: '/persons/1/pictures', data: form, progress: { direction: 'upload', listener: (percent) => heard.push(percent) } }), origin);
    expect(answer.status).toBe(201);
    expect((answer.body as { got: number }).got).toBeGreaterThan(200_000);
    expect(received.at(-1)).toMatchObject({ method: 'POST', url: '/api/v1/persons/1/pictures', headers: { type: 'MOBILE' } });
    expect(received.at(-1)!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(heard.length).toBeGreaterThan(0);
    expect(heard.at(-1)).toBe(100);
  });

  it('downloads a file as a Blob with its progress and headers', async () => {
    const heard: TransferPercent[] = [];
    const answer = await sendByXhr(request({ as: 'blob', query: { version: 2 }, progress: { direction: 'download', listener: (percent) => heard.push(percent) } }), origin);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-disposition']).toBe('attachment; filename="c.pdf"');
    expect((answer.body as Blob).size).toBe(36_000);
    expect(received.at(-1)!.url).toBe('/api/v1/files/contract?version=2');
    expect(heard.at(-1)).toBe(100);
  });

  it('reads a refused file as the server\'s JSON error', async () => {
    const answer = await sendByXhr(request({ as: 'blob', path: '/files/secret' }), origin);
    expect(answer).toMatchObject({ status: 403, body: { error: { code: 'forbidden', message: 'No' } } });
  });

  it('fails as cancelled when its signal aborts, and as offline when nothing answers', async () => {
    const stop = new AbortController();
    const sent = sendByXhr(request({ signal: stop.signal }), origin);
    stop.abort();
    await expect(sent).rejects.toMatchObject({ code: 'cancelled' });
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(sendByXhr(request({}), `http://127.0.0.1:${port}`)).rejects.toMatchObject({ code: 'offline', status: 0 });
  });
});
