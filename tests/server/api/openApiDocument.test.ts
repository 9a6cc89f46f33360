// @vitest-environment node
import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../../server/api/apiRoutes';
import { apiPrefix, registerApi } from '../../../server/api/registerApi';
import { openApiDocument } from '../../../server/api/reference/openApiDocument';
import { openApiPathOf } from '../../../src/screenChecker/apiCalls';
import { apiDocumentPath, apiDocumentText } from '../../../server/api/reference/writeApiDocument';
import type { Db } from '../../../server/kernel/database';
import type { Tokens } from '../../../server/kernel/sessionTokens';
import { startTestServer, type TestServer } from '../testServer';
import type { PushService } from '../../../server/store/push/pushService';

/** The calls the server registers under /api/v1, as `METHOD /api/v1/path/{param}`. */
function registeredCalls(): string[] {
  const app = Fastify();
  const calls: string[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') calls.push(`${method} ${openApiPathOf(route.url)}`);
    }
  });
  // Registering needs no database, tokens or push service: they are only used when a call is handled.
  registerApi(app, apiRoutes, { db: {} as Db, tokens: {} as Tokens, push: {} as PushService }, { checkAnswers: true });
  return calls.sort();
}

const documentedCalls = (document: ReturnType<typeof openApiDocument>) =>
  Object.entries(document.paths)
    .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`))
    .sort();

describe('the OpenAPI document of /api/v1', () => {
  const document = openApiDocument(apiRoutes, apiPrefix);

  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
  });

  it('covers every call the server registers, and no other', () => {
    expect(documentedCalls(document)).toEqual(registeredCalls());
  });

  it('declares what every call answers: JSON of a schema, a file, or nothing (204)', () => {
    const undeclared = apiRoutes.filter((route) => route.status !== 204 && !route.answer).map((route) => `${route.method} ${route.path}`);
    expect(undeclared).toEqual([]);
  });

  it('says who may call each call, and documents bodies, path parameters and error answers', () => {
    const login = document.paths['/api/v1/auth/token']?.post;
    expect(login?.['x-access']).toEqual({ public: true });
    expect(login?.security).toEqual([]);
    expect(login?.requestBody).toMatchObject({ content: { 'application/json': { schema: { required: ['username', 'password'] } } } });
    const job = document.paths['/api/v1/jobs/{id}']?.get;
    expect(job?.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true, schema: expect.objectContaining({ type: 'integer' }) })]);
    expect(job?.responses).toHaveProperty('4XX');
  });

  it('lets no query parameter take null, which a query string cannot carry: a filter says to leave it out instead', () => {
    const parameters = Object.entries(document.paths).flatMap(([path, operations]) => Object.entries(operations).flatMap(([method, operation]) =>
      (operation.parameters as { name: string; in: string; schema: unknown }[]).map((parameter) => ({ call: `${method} ${path}`, ...parameter }))));
    const takingNull = parameters.filter((parameter) => parameter.in === 'query' && JSON.stringify(parameter.schema).includes('"null"'));
    expect(takingNull.map((parameter) => `${parameter.call} ${parameter.name}`)).toEqual([]);
    const company = parameters.find((parameter) => parameter.call === 'get /api/v1/contacts' && parameter.name === 'company');
    expect(company).toMatchObject({ schema: { type: 'integer', minimum: 1 }, description: 'Leave out for no filter.' });
  });

  it('documents the media types a file answer really has, and is served relative to its host', () => {
    const picture = document.paths['/api/v1/persons/{id}/picture']?.get?.responses as Record<string, { content?: object }>;
    expect(Object.keys(picture['200']?.content ?? {})).toEqual(expect.arrayContaining(['image/png', 'image/jpeg', 'image/svg+xml']));
    expect(JSON.stringify(document.paths)).not.toContain('application/octet-stream');
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })]);
  });
});

describe('serving the document and the reference page', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('serves the document at /api/v1/openapi.json to anyone', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual(JSON.parse(JSON.stringify(openApiDocument(apiRoutes, apiPrefix))));
  });

  it('serves the reference page with Swagger UI from the origin itself', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/api/v1/reference' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(sources.every((source) => source.startsWith('/api/v1/reference/'))).toBe(true);
    for (const source of sources) {
      expect((await server.app.inject({ method: 'GET', url: source })).statusCode, source).toBe(200);
    }
  });
});

describe('the document the screen checker reads (schemas/openapi.json)', () => {
  it('is the route table as it is now (run `npm run api:document` after changing a route or the contract)', () => {
    expect(readFileSync(apiDocumentPath, 'utf8')).toBe(apiDocumentText());
  });
});
