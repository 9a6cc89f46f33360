import type { TSchema } from 'typebox';
import { isFileAnswer } from '../../../src/api/contract/shapes';
import type { AccessRule } from '../../../src/spec/types';
import type { Field } from '../fields';
import type { ApiRoute } from '../route';

/** An OpenAPI 3.1 document, as plain JSON (its JSON Schemas are draft 2020-12, as TypeBox builds them). */
export type OpenApiDocument = Record<string, unknown> & { paths: Record<string, Record<string, Operation>> };

type Operation = Record<string, unknown>;
type SchemaObject = Record<string, unknown>;

/** Where the document and the reference page are served, below the API prefix. */
export const openApiPath = '/openapi.json';
export const referencePath = '/reference';

const errorSchema: SchemaObject = {
  type: 'object',
  required: ['error'],
  additionalProperties: false,
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      additionalProperties: false,
      properties: {
        code: { type: 'string', description: 'Machine-readable, e.g. `unauthorized`, `forbidden`, `not_found`, `bad_request`.' },
        message: { type: 'string', description: 'A sentence for a person.' },
        details: {
          type: 'array',
          description: 'For bad requests: which field, and what was wrong.',
          items: { type: 'object', required: ['path', 'message'], properties: { path: { type: 'string' }, message: { type: 'string' } } },
        },
      },
    },
  },
};

/** `/jobs/:id` as OpenAPI writes it: `/jobs/{id}`. */
export const openApiPathOf = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/**
 * The OpenAPI 3.1 document of a route table: for every row its parameters, query, headers and body (the JSON
 * Schemas its field readers carry), its answer (the contract's schema), who may call it (`x-access`) and the
 * error answers. Built from the same rows the server registers, so it cannot leave one out.
 */
export function openApiDocument(routes: readonly ApiRoute[], prefix: string): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    const path = `${prefix}${openApiPathOf(route.path)}`;
    (paths[path] ??= {})[route.method.toLowerCase()] = operationOf(route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Crew app API',
      version: '1',
      description: 'The calls the crew app makes, as the reference server answers them. Every error answers an ApiError. '
        + 'Calls behind a session send `Authorization: Bearer <token>` (from `POST /auth/token`); `x-access` says which '
        + 'login types, token types and rights a call needs.',
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    paths,
    components: {
      schemas: { ApiError: errorSchema },
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}

function operationOf(route: ApiRoute): Operation {
  const status = String(route.status ?? 200);
  const tag = route.path.split('/')[1] ?? 'api';
  return {
    operationId: operationIdOf(route),
    summary: route.summary ?? `${route.method} ${route.path}`,
    tags: [tag],
    ...(route.access.public ? { security: [] } : { security: [{ bearer: [] }] }),
    'x-access': accessOf(route.access),
    parameters: [
      ...parametersOf(route.params, 'path'),
      ...parametersOf(route.query, 'query'),
      ...parametersOf(route.headers, 'header'),
    ],
    ...(route.body && { requestBody: requestBodyOf(route.body) }),
    responses: {
      [status]: answerOf(route, status),
      '4XX': { description: 'The call failed; the body says why.', content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } } },
    },
  };
}

/** `GET /jobs/:id/confirmation` → `getJobsIdConfirmation`. */
function operationIdOf(route: ApiRoute): string {
  const words = route.path.split(/[/:._-]+/).filter(Boolean);
  return route.method.toLowerCase() + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
}

function accessOf(access: AccessRule): AccessRule {
  return access.public ? { public: true } : { tokenTypes: ['user'], ...access };
}

function parametersOf(field: Field<unknown> | undefined, place: 'path' | 'query' | 'header'): SchemaObject[] {
  const schema = field?.schema as { properties?: Record<string, TSchema>; required?: string[] } | undefined;
  return Object.entries(schema?.properties ?? {}).map(([name, property]) => ({
    name,
    in: place,
    required: place === 'path' || (schema?.required ?? []).includes(name),
    schema: property,
    ...(typeof (property as SchemaObject).description === 'string' && { description: (property as SchemaObject).description }),
  }));
}

function requestBodyOf(body: Field<unknown>): SchemaObject {
  const withFile = JSON.stringify(body.schema).includes('"format":"binary"');
  return { required: !body.optional, content: { [withFile ? 'multipart/form-data' : 'application/json']: { schema: body.schema } } };
}

function answerOf(route: ApiRoute, status: string): SchemaObject {
  if (status === '204') return { description: 'Done; no body.' };
  const answer = route.answer;
  if (!answer) return { description: 'The answer (not yet described by the contract).' };
  if (isFileAnswer(answer)) {
    const file = { [answer.file]: { schema: { type: 'string', format: 'binary' } } };
    if (answer.json) return { description: `The answer, or a file (${answer.file}) when asked for one.`, content: { 'application/json': { schema: answer.json }, ...file } };
    return { description: `A file (${answer.file}).`, content: file };
  }
  return { description: 'The answer.', content: { 'application/json': { schema: answer } } };
}
