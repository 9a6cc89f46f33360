// @vitest-environment node
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '../../src/ground/contract';
import { createServer } from '../../server/app';
import { databaseFor } from './testDatabase';
import { makeDataDir, removeDataDir, testSecret } from './testServer';

const dataDir = makeDataDir();
let app: FastifyInstance;
beforeAll(async () => {
  app = await createServer({ jwtSecret: testSecret, logger: false, databaseUrl: await databaseFor(dataDir) });
}, 60_000);
afterAll(async () => {
  await app.close();
  removeDataDir(dataDir);
});

const call = (method: 'GET' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS' | 'POST', url: string) => app.inject({ method, url, headers: { type: 'MOBILE' } });
const expectApiHeaders = (response: LightMyRequestResponse, what: string) => {
  expect(response.headers['x-content-type-options'], what).toBe('nosniff');
  expect(response.headers['cache-control'], what).toBe('no-store');
};

describe('answers the router makes itself, in the api\'s envelope and headers', () => {
  it('answers a method the path does not take with 405 and Allow, OPTIONS with 204 and Allow, an unknown path with 404', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const response = await call(method, '/api/v1/jobs');
      expect(response.statusCode, method).toBe(405);
      expect(response.headers.allow, method).toBe('GET, HEAD');
      expect(response.json<ApiError>().error.code, method).toBe('method_not_allowed');
      expectApiHeaders(response, method);
    }
    const record = await call('PUT', '/api/v1/blockDates/12');
    expect([record.statusCode, record.headers.allow]).toEqual([405, 'DELETE']);
    const options = await call('OPTIONS', '/api/v1/projects');
    expect([options.statusCode, options.headers.allow]).toEqual([204, 'GET, HEAD, POST']);
    const unknown = await call('PUT', '/api/v1/nothing');
    expect([unknown.statusCode, unknown.headers.allow, unknown.json<ApiError>().error.code]).toEqual([404, undefined, 'not_found']);
  });

  it('answers a path part over the router\'s limit with 414, and a malformed escape with 400, without echoing the address', async () => {
    const long = `/api/v1/jobs/${'9'.repeat(150)}`;
    const tooLong = await call('GET', long);
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.json<ApiError>().error.code).toBe('uri_too_long');
    expect(tooLong.body).not.toContain('9'.repeat(150));
    expectApiHeaders(tooLong, '414');
    const malformed = await call('GET', '/api/v1/jobs/%zz');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<ApiError>().error.code).toBe('bad_request');
    expectApiHeaders(malformed, '400');
  });
});
