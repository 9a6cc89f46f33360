import type { TSchema } from 'typebox';
import * as contract from '../../../src/ground/contract';
import { openApiPathOf } from '../../../src/screenChecker/apiCalls';
import { isFileAnswer } from '../../../src/ground/contract/shapes';
import * as tenantContract from '../../../src/ground/contract/tenantConfig';
import type { AccessRule } from '../../../src/ground/screenLanguage/types';
import { takesFiles } from '../../kernel/fileField';
import { joinWords, type Field } from '../../../src/ground/contract/fields/fields';
import { exampleOf, type ExampleSchema } from './exampleOf';
import type { ApiRoute } from '../../kernel/route';

/** An OpenAPI 3.1 document, as plain JSON (its JSON Schemas are draft 2020-12, as TypeBox builds them). */
export type OpenApiDocument = Record<string, unknown> & { paths: Record<string, Record<string, Operation>> };

type Operation = Record<string, unknown>;
type SchemaObject = Record<string, unknown>;

/** Where the document and the reference page are served, below the API prefix. */
export const openApiPath = '/openapi.json';
export const referencePath = '/reference';

/** The contract's schemas by object, named as they are exported: the document refers to each by `$ref`. */
const contractNames: ReadonlyMap<object, string> = (() => {
  const names = new Map<object, string>();
  for (const [name, value] of Object.entries({ ...contract, ...tenantContract })) {
    const isSchema = value !== null && typeof value === 'object' && !Array.isArray(value)
      && ['type', 'anyOf', 'enum', 'const'].some((keyword) => keyword in value);
    if (isSchema && !names.has(value)) names.set(value, name);
  }
  return names;
})();

/**
 * Replaces every schema of the contract inside `node` by a `$ref` to `components.schemas.<Name>`, adding it there
 * once: the document names the contract's shapes (Job, CrewItemBase, …) and holds each one once.
 */
function referTo(node: unknown, components: Record<string, unknown>): unknown {
  if (Array.isArray(node)) return node.map((entry) => referTo(entry, components));
  if (node === null || typeof node !== 'object') return node;
  const name = contractNames.get(node);
  if (name === undefined) return expand(node, components);
  if (!(name in components)) {
    components[name] = {};
    components[name] = expand(node, components);
  }
  return { $ref: `#/components/schemas/${name}` };
}

const expand = (node: object, components: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(node).map(([key, value]) => [key, referTo(value, components)]));


/**
 * The OpenAPI 3.1 document of a route table: for every row its parameters, query, headers and body (the JSON
 * Schemas its field readers carry), its answer (the contract's schema), who may call it (`x-access`) and the
 * error answers. Built from the same rows the server registers, so it cannot leave one out.
 */
export function openApiDocument(routes: readonly ApiRoute[], prefix: string): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const schemas: Record<string, unknown> = {};
  for (const route of routes) {
    const path = `${prefix}${openApiPathOf(route.path)}`;
    (paths[path] ??= {})[route.method.toLowerCase()] = referTo(operationOf(route), schemas) as Operation;
  }
  referTo(contract.ApiError, schemas);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Crew app API',
      version: '1',
      description: 'The calls the crew app makes, as the reference server answers them. Every error answers an ApiError. '
        + 'Calls behind a session send `Authorization: Bearer <token>` (from `POST /auth/token`); `x-access` says which '
        + 'login types, token types and rights a call needs.',
    },
    // Relative, so the document holds on any host that serves it: its paths already start with the API prefix.
    servers: [{ url: '/', description: 'The server that serves this document' }],
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b))),
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}

/** The header that makes a write of a session run once however often it is sent (`idempotentCalls.ts`). */
const idempotencyKeyParameter: SchemaObject = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7e]+$' },
  description: 'Makes the write run once: a repeat with the same key within 48 hours gets the first answer again '
    + '(header Idempotent-Replayed: true) and has no effect; 409 request_in_flight while the first is handled, 422 when '
    + 'the key was used for another request.',
};

function operationOf(route: ApiRoute): Operation {
  const status = String(route.status ?? 200);
  const tag = route.path.split('/')[1] ?? 'api';
  return {
    operationId: operationIdOf(route),
    ...(route.summary && { summary: route.summary }),
    ...(route.description && { description: route.description }),
    tags: [tag],
    ...(route.access.public ? { security: [] } : { security: [{ bearer: [] }] }),
    'x-access': accessOf(route.access),
    parameters: [
      ...parametersOf(route.params, 'path'),
      ...parametersOf(route.query, 'query'),
      ...parametersOf(route.headers, 'header'),
      ...(route.method !== 'GET' && !route.access.public ? [idempotencyKeyParameter] : []),
    ],
    ...(route.body && { requestBody: requestBodyOf(route.body, route.formBody === true) }),
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
  return Object.entries(schema?.properties ?? {}).map(([name, read]) => {
    const property = place === 'query' ? withoutNull(read as SchemaObject) : read as SchemaObject;
    return {
      name,
      in: place,
      required: place === 'path' || (schema?.required ?? []).includes(name),
      schema: property,
      ...(typeof property.description === 'string' && { description: property.description }),
    };
  });
}

/**
 * A query parameter's schema without its `null` branch: a query string cannot carry JSON null, and the server reads
 * the text "null" as text (or refuses it), so a filter that reads null when left out says so instead.
 */
function withoutNull(schema: SchemaObject): SchemaObject {
  const { anyOf, default: fallback, ...outer } = schema;
  const options = Array.isArray(anyOf) ? (anyOf as SchemaObject[]) : [];
  const kept = options.filter((option) => option.type !== 'null');
  if (kept.length === options.length) return schema;
  const value = kept.length === 1 ? kept[0]! : { anyOf: kept };
  const words = [value.description, outer.description].filter((text) => typeof text === 'string').join(' ');
  const keptDefault = fallback !== null && fallback !== undefined && { default: fallback };
  return { ...value, ...outer, ...keptDefault, description: joinWords(words, 'Leave out for no filter.') };
}

function requestBodyOf(body: Field<unknown>, asForm: boolean): SchemaObject {
  const types = takesFiles(body) ? ['multipart/form-data'] : ['application/json', ...(asForm ? ['application/x-www-form-urlencoded'] : [])];
  const schema = takesFiles(body) ? body.schema : withExample(body.schema);
  return { required: !body.optional, content: Object.fromEntries(types.map((type) => [type, { schema }])) };
}

/** A JSON body's schema with an example the server takes (`exampleOf`; tests/server/api/documentedExamples.test.ts sends each). */
function withExample(schema: TSchema): SchemaObject {
  return 'examples' in schema ? { ...schema } : { ...schema, examples: [exampleOf(schema as ExampleSchema)] };
}

function answerOf(route: ApiRoute, status: string): SchemaObject {
  if (status === '204') return { description: 'Done; no body.' };
  const answer = route.answer;
  if (!answer) return { description: 'The answer (not yet described by the contract).' };
  if (isFileAnswer(answer)) {
    const types = answer.mediaTypes.join(', ');
    const file = Object.fromEntries(answer.mediaTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]));
    if (answer.json) {
      return { description: `The answer, or a file (${types}) when asked for one.`, content: { 'application/json': { schema: answer.json }, ...file } };
    }
    return { description: `A file (${types}).`, content: file };
  }
  return { description: 'The answer.', content: { 'application/json': { schema: answer } } };
}
