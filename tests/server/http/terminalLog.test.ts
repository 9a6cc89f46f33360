// @vitest-environment node
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../../server/app';
import { logFormatOf } from '../../../server/http/logFormat';
import { databaseFor } from '../testDatabase';
import { makeDataDir, removeDataDir, testSecret } from '../testServer';

describe('logFormatOf', () => {
  it('reads short lines in a terminal and JSON through a pipe', () => {
    expect(logFormatOf({}, true)).toBe('terminal');
    expect(logFormatOf({}, false)).toBe('json');
  });

  it('does as LOG_FORMAT asks, either way', () => {
    expect(logFormatOf({ LOG_FORMAT: 'json' }, true)).toBe('json');
    expect(logFormatOf({ LOG_FORMAT: 'Terminal' }, false)).toBe('terminal');
  });

  it('refuses a LOG_FORMAT it does not know, saying what to write', () => {
    expect(() => logFormatOf({ LOG_FORMAT: 'pretty' }, true)).toThrow('LOG_FORMAT is pretty: write json (for log shippers) or terminal (for a person)');
  });
});

describe('the terminal log', () => {
  const dataDir = makeDataDir();
  const log = new PassThrough();
  const lines: string[] = [];
  log.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createServer({ dataDir, databaseUrl: await databaseFor(dataDir), jwtSecret: testSecret, logger: log, logFormat: 'terminal' });
  });
  afterAll(async () => {
    await app.close();
    removeDataDir(dataDir);
  });

  it('writes one short line per request, with method, address, status and time, and no secret', async () => {
    const before = lines.length;
    await app.inject({ method: 'GET', url: '/api/v1/tenant' });
    await app.inject({ method: 'GET', url: '/api/v1/jobs?login=P-1001&password=demo1234' });
    const written = lines.slice(before);
    expect(written).toEqual([
      expect.stringMatching(/^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/v1\/tenant 200 \d+ ms$/),
      expect.stringMatching(/^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/v1\/jobs\?login=\[redacted\]&password=\[redacted\] 401 \d+ ms$/),
    ]);
  });
});
