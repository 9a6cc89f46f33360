import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultSchemasDir } from './readSpecSchemas';
import type { HttpMethod } from '../ground/screenLanguage/types';
import { asRecord, isRecord } from '../ground/screenLanguage/specRecord';

/** A JSON Schema as the API contract writes it (draft 2020-12, plain JSON). */
export type ContractSchema = { [key: string]: unknown };

/** One call of the API as the screen checker knows it: method, path and what it answers. */
export interface ApiCall {
  method: HttpMethod;
  /** Below `/api/v1`, OpenAPI style: `/jobs/{id}/confirmation`. */
  path: string;
  /** The JSON answer's schema; undefined for a file or an empty answer. */
  answer?: ContractSchema;
  /** True when the call answers a file (a download). */
  file: boolean;
  /** The names of its query parameters, where known. */
  query?: string[];
  /** The values a query parameter takes, for those that take only some (an enum, e.g. a list's `sort`). */
  queryValues?: Record<string, string[]>;
}

/** `/jobs/:id` (the router's spelling) as OpenAPI writes it: `/jobs/{id}`. */
export const openApiPathOf = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** `/jobs/{id}` (OpenAPI's spelling) as the router writes it: `/jobs/:id`. */
export const routerPath = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');

/** The API contract's document in the repository, written by `npm run api:document` from the server's route table. */
export const apiDocumentFile = 'openapi.json';

interface OpenApiLike {
  paths?: Record<string, Record<string, {
    parameters?: { name?: string; in?: string; schema?: { enum?: unknown[] } }[];
    responses?: Record<string, { content?: Record<string, { schema?: ContractSchema }> }>;
  }>>;
}

/**
 * The document with every `$ref` to `#/components/schemas/…` replaced by the schema it names (one object per name,
 * shared), so the checker walks answers without knowing about references.
 */
function dereferenced(document: unknown): unknown {
  const components = asRecord(asRecord(asRecord(document)?.components)?.schemas) ?? {};
  const resolved = new Map<string, Record<string, unknown>>();
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!isRecord(node)) return node;
    const ref = node.$ref;
    if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) {
      const name = ref.slice('#/components/schemas/'.length);
      let target = resolved.get(name);
      if (!target) {
        target = {};
        resolved.set(name, target);
        Object.assign(target, walk(components[name] ?? {}));
      }
      return target;
    }
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, walk(value)]));
  };
  return walk(document);
}

/** The calls of an OpenAPI document whose paths start with `prefix` (default `/api/v1`). */
export function apiCallsOf(openApi: unknown, prefix = '/api/v1'): ApiCall[] {
  const document = dereferenced(openApi);
  const calls: ApiCall[] = [];
  for (const [fullPath, operations] of Object.entries((document as OpenApiLike).paths ?? {})) {
    if (!fullPath.startsWith(prefix)) continue;
    for (const [method, operation] of Object.entries(operations)) {
      const success = Object.entries(operation.responses ?? {}).find(([status]) => /^2\d\d$/.test(status))?.[1];
      const content = success?.content ?? {};
      const json = content['application/json']?.schema;
      const file = Object.keys(content).some((type) => type !== 'application/json');
      const queryParameters = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
      const query = queryParameters.map((parameter) => String(parameter.name));
      const queryValues = Object.fromEntries(queryParameters.flatMap((parameter) => {
        const values = parameter.schema?.enum;
        return Array.isArray(values) ? [[String(parameter.name), values.map(String)]] : [];
      }));
      calls.push({ method: method.toUpperCase() as HttpMethod, path: fullPath.slice(prefix.length), answer: json, file, query, queryValues });
    }
  }
  return calls;
}

/** Reads the repository's API document (Node only): the calls a screen may make. */
export function readApiCalls(schemasDir: string = defaultSchemasDir): ApiCall[] {
  return apiCallsOf(JSON.parse(readFileSync(path.join(schemasDir, apiDocumentFile), 'utf8')));
}
