import { afterEach, describe, expect, it } from 'vitest';
import { setWire } from '../../src/api/apiClient';
import { ApiFailure, offlineFailure } from '../../src/api/ApiFailure';
import { fetchFile, fileNameOf } from '../../src/api/fetchFile';
import type { WireRequest } from '../../src/api/wire';
import { mockApi } from '../renderer/mockApi';

afterEach(() => setWire(null));

describe('fileNameOf', () => {
  it('reads an RFC 5987 filename* and decodes it as UTF-8', () => {
    expect(fileNameOf("attachment; filename*=UTF-8''na%C3%AFve%20report.pdf", 'x')).toBe('naïve report.pdf');
    expect(fileNameOf("inline; filename*=utf-8''%E2%82%AC%20rates.txt", 'x')).toBe('€ rates.txt');
  });

  it('prefers filename* over the plain name, in either order', () => {
    expect(fileNameOf("attachment; filename=\"resume.pdf\"; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf", 'x')).toBe('résumé.pdf');
    expect(fileNameOf("attachment; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf; filename=\"resume.pdf\"", 'x')).toBe('résumé.pdf');
  });

  it('drops the language tag of an RFC 5987 value', () => {
    expect(fileNameOf("attachment; filename*=UTF-8'en'Contract%202026.pdf", 'x')).toBe('Contract 2026.pdf');
    expect(fileNameOf("attachment; filename*=UTF-8'de-AT'Vertrag.pdf", 'x')).toBe('Vertrag.pdf');
    // Latin-1 bytes are no UTF-8: the plain name is used.
    expect(fileNameOf("attachment; filename*=ISO-8859-1'en'%A3%20rates.txt; filename=\"rates.txt\"", 'x')).toBe('rates.txt');
  });

  it('reads a quoted or a bare plain name', () => {
    expect(fileNameOf('attachment; filename="Payslip 11-2026.pdf"', 'x')).toBe('Payslip 11-2026.pdf');
    expect(fileNameOf('attachment; filename=payslip.pdf', 'x')).toBe('payslip.pdf');
    expect(fileNameOf('attachment; filename = "spaced.pdf" ; size=12', 'x')).toBe('spaced.pdf');
  });

  it('falls back when there is no header or no name in it', () => {
    expect(fileNameOf(undefined, 'file')).toBe('file');
    expect(fileNameOf('', 'file')).toBe('file');
    expect(fileNameOf('attachment', 'file')).toBe('file');
    expect(fileNameOf('attachment; filename=""', 'file')).toBe('file');
  });

  it('falls back to the plain name, then the fallback, on a malformed escape', () => {
    expect(fileNameOf("attachment; filename*=UTF-8''bad%E2%82.pdf; filename=\"plain.pdf\"", 'x')).toBe('plain.pdf');
    expect(fileNameOf("attachment; filename*=UTF-8''bad%zz.pdf", 'fallback.bin')).toBe('fallback.bin');
  });
});

describe('fetchFile', () => {
  it('GETs the templated endpoint as a blob with the query and returns bytes, type and the server name', async () => {
    const seen = mockApi({
      'GET /documents/12/file': {
        data: new Blob(['%PDF-1.7'], { type: 'application/pdf' }),
        headers: { 'content-type': 'application/pdf', 'content-disposition': "attachment; filename*=UTF-8''Contract%20%C3%A9.pdf" },
      },
    });
    const file = await fetchFile({ endpoint: '/documents/{{ id }}/file', query: { version: '{{ version }}', inline: true } }, { id: 12, version: 3 });
    expect(seen).toEqual([{ method: 'GET', url: '/documents/12/file', params: { version: 3, inline: true }, data: undefined }]);
    expect(file.blob).toBeInstanceOf(Blob);
    expect(await file.blob.text()).toBe('%PDF-1.7');
    expect(file.contentType).toBe('application/pdf');
    expect(file.fileName).toBe('Contract é.pdf');
  });

  it('encodes template values in the endpoint', async () => {
    const seen = mockApi({ 'GET /files/a%2Fb': { data: new Blob(['x']), headers: { 'content-type': 'text/plain' } } });
    await fetchFile({ endpoint: '/files/{{ name }}' }, { name: 'a/b' });
    expect(seen[0]?.url).toBe('/files/a%2Fb');
  });

  it('takes the type from the blob, and the name from the last part of the path, when the headers lack them', async () => {
    mockApi({ 'GET /persons/4/picture': { data: new Blob(['png'], { type: 'image/png' }) } });
    const file = await fetchFile({ endpoint: '/persons/{{ id }}/picture' }, { id: 4 });
    expect(file.contentType).toBe('image/png');
    expect(file.fileName).toBe('picture');
  });

  it('calls a file of unknown type application/octet-stream', async () => {
    mockApi({ 'GET /exports/9': { data: new Blob(['raw']) } });
    const file = await fetchFile({ endpoint: '/exports/9' }, {});
    expect(file.contentType).toBe('application/octet-stream');
    expect(file.fileName).toBe('9');
  });

  it('asks for the answer as a file', async () => {
    const asked: WireRequest[] = [];
    setWire(async (request) => {
      asked.push(request);
      return { status: 200, body: new Blob(['x']), headers: {} };
    });
    await fetchFile({ endpoint: '/exports/9' }, {});
    expect(asked.map((request) => request.as)).toEqual(['blob']);
  });

  it("turns the server's JSON error into its message", async () => {
    mockApi({
      'GET /documents/12/file': { status: 403, data: { error: { code: 'forbidden', message: 'You may not open this document' } } },
    });
    const failure = await fetchFile({ endpoint: '/documents/12/file' }, {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure).toMatchObject({ message: 'You may not open this document', status: 403, code: 'forbidden' });
  });

  it('keeps the 404 of a missing file, so a preview can show its empty message', async () => {
    mockApi({ 'GET /documents/13/file': { status: 404, data: { error: { code: 'not_found', message: 'Document not found' } } } });
    await expect(fetchFile({ endpoint: '/documents/13/file' }, {})).rejects.toMatchObject({ status: 404, message: 'Document not found' });
  });

  it('lets the status decide the message when the error body is not JSON', async () => {
    mockApi({ 'GET /documents/12/file': { status: 502, data: '<html>Bad gateway</html>' } });
    await expect(fetchFile({ endpoint: '/documents/12/file' }, {})).rejects.toMatchObject({ name: 'ApiFailure', message: 'errors.server', status: 502 });
  });

  it('reports an unreachable server as offline', async () => {
    setWire(async () => {
      throw offlineFailure();
    });
    await expect(fetchFile({ endpoint: '/documents/12/file' }, {})).rejects.toMatchObject({ message: 'errors.offline', status: 0 });
  });
});
