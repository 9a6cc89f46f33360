// @vitest-environment node
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../../server/api/apiRoutes';
import { apiPrefix } from '../../../server/api/registerApi';
import { openApiDocument } from '../../../server/api/reference/openApiDocument';
import { demoUsers } from '../../../server/demo/demoUsers';
import { takesFiles } from '../../../server/kernel/fileField';
import type { ApiRoute } from '../../../server/kernel/route';
import { openApiPathOf } from '../../../src/screenChecker/apiCalls';
import { decideAccess } from '../../../src/ground/access/decideAccess';
import { loginTypesOf } from '../../../src/ground/access/loginTypeCaptions';
import { removeDataDir, startTestServer, type TestServer } from '../testServer';

/**
 * The example of every JSON request body in the OpenAPI document is one the server takes: it is valid by its schema,
 * and the running server does not refuse it as a bad request (a 403, 404 or 409 for a record that does not exist is
 * fine: the body passed validation). The documented bounds hold too: text of exactly `maxLength` characters, and one
 * more; a whole number or number at `minimum` and `maximum`, and one beyond: the server refuses exactly those the
 * schema refuses (with the rest of the example, so a rule across fields counts as well).
 */

const ajv = addFormats(new Ajv2020({ allErrors: true, strict: false }));

/** A JSON Schema as the document holds it, read loosely. */
interface Schema {
  type?: string; properties?: Record<string, Schema>; anyOf?: Schema[]; examples?: unknown[];
  maxLength?: number; minLength?: number; pattern?: string; format?: string; minimum?: number; maximum?: number;
}

/** The demo logins of the first tenant, most rights first: each call goes as the first its access rule lets in. */
const logins = ['pm@demo.test', 'planner@demo.test', 'accountant@demo.test', 'chief@demo.test', 'crew@demo.test', 'client@demo.test',
  'support@demo.test', 'p-1001', 'pc-7'];

/** The first demo login `route`'s access rule allows (none for a public call). */
function loginFor(route: ApiRoute): string | undefined {
  if (route.access.public) return undefined;
  const login = logins.find((name) => {
    const user = demoUsers.find((candidate) => candidate.login === name)!;
    const subject = { tokenType: user.tokenType, loginTypes: loginTypesOf(user.loginTypes), rightsMaps: [user.rights, user.mailboxRights ?? {}] };
    return decideAccess(subject, route.access).allowed;
  });
  if (!login) throw new Error(`No demo login may call ${route.method} ${route.path}`);
  return login;
}

/**
 * A path parameter's value naming no record: the largest whole number it allows, or its example text (`1` and `1001`
 * would change demo records, and their rules would answer for the records rather than for the body).
 */
function noRecord(schema: Schema): string {
  const value = schema.anyOf?.[0] ?? schema;
  return value.type === 'integer' ? String(value.maximum) : `${value.examples?.[0] ?? 'x'}-none`.slice(0, value.maxLength ?? 40);
}

/** One documented call with a JSON body: its row, where it goes, as whom, and the document's body schema and example. */
interface DocumentedCall { call: string; route: ApiRoute; url: string; login: string | undefined; schema: Schema; example: unknown }

const document = openApiDocument(apiRoutes, apiPrefix);
const calls: DocumentedCall[] = apiRoutes.filter((route) => route.body && !takesFiles(route.body)).map((route) => {
  const operation = document.paths[`${apiPrefix}${openApiPathOf(route.path)}`]![route.method.toLowerCase()]!;
  const parameters = operation.parameters as { name: string; in: string; schema: Schema }[];
  const url = route.path.replace(/:(\w+)/g, (_, name: string) => noRecord(parameters.find((parameter) => parameter.name === name)!.schema));
  const { schema } = (operation.requestBody as { content: Record<string, { schema: Schema }> }).content['application/json']!;
  return { call: `${route.method} ${route.path}`, route, url, login: loginFor(route), schema, example: schema.examples?.[0] };
});

/** One value set somewhere in an example: the key path (`keys.auth`) and the value. */
interface Variant { at: string[]; value: unknown }

/**
 * The documented bounds of a body's fields (nested objects too; not list items), as values at and just past them.
 * Text is filled with x's, and only where x's match the field's pattern (a data URL or a key cannot be x's).
 */
function boundsOf(schema: Schema, at: string[] = []): Variant[] {
  const value = schema.anyOf?.find((option) => option.type !== 'null') ?? schema;
  if (value.properties) return Object.entries(value.properties).flatMap(([key, property]) => boundsOf(property, [...at, key]));
  if (value.type === 'string' && value.maxLength !== undefined && value.format === undefined) {
    const longest = 'x'.repeat(value.maxLength);
    if (value.pattern !== undefined && !new RegExp(value.pattern, 'u').test(longest)) return [];
    return [{ at, value: longest }, { at, value: `${longest}x` }];
  }
  if ((value.type === 'integer' || value.type === 'number') && value.minimum !== undefined && value.maximum !== undefined) {
    return [value.minimum - 1, value.minimum, value.maximum, value.maximum + 1].map((bound) => ({ at, value: bound }));
  }
  return [];
}

/** `example` with `value` set at the key path `at`. */
function withValue(example: unknown, at: string[], value: unknown): unknown {
  if (at.length === 0) return value;
  const [key, ...rest] = at as [string, ...string[]];
  const record = (example ?? {}) as Record<string, unknown>;
  return { ...record, [key]: withValue(record[key], rest, value) };
}

/** A short account of an answer for a failure message. */
const answerOf = (response: LightMyRequestResponse) => `${response.statusCode} ${response.body.slice(0, 160)}`;

/**
 * Whether the server refused the body as a bad request. A 400 that only says a record the body names does not exist
 * ("is not known", "is not a known company") comes from the data, after validation took the body: no schema can say it.
 */
function refused(response: LightMyRequestResponse): boolean {
  if (response.statusCode !== 400) return false;
  const { details = [] } = response.json<{ error: { details?: { message: string }[] } }>().error;
  return details.length === 0 || !details.every((detail) => /^is not (a )?known\b/.test(detail.message));
}

describe('the request body examples of the OpenAPI document', () => {
  it('gives every JSON body an example that its schema takes', () => {
    const invalid = calls.flatMap(({ call, route, example }) =>
      (example !== undefined && ajv.validate(route.body!.schema, example) ? [] : [`${call}: ${JSON.stringify(example)} ${ajv.errorsText()}`]));
    expect(calls.length).toBeGreaterThan(60);
    expect(invalid).toEqual([]);
  });

  describe('as the running server takes them', () => {
    let server: TestServer;
    const tokens = new Map<string, string>();
    beforeAll(async () => {
      server = await startTestServer();
      const needed = [...new Set(calls.flatMap(({ login }) => (login ? [login] : [])))];
      for (const login of needed) tokens.set(login, await server.login(login));
    }, 60_000);
    afterAll(async () => {
      await server.close();
      removeDataDir(server.dataDir);
    });
    const send = ({ route, url, login }: DocumentedCall, body: unknown) =>
      server.call(route.method, url, login && tokens.get(login), body);

    it('refuses no documented example as a bad request', async () => {
      const answers = await Promise.all(calls.map(async (call) => ({ call, response: await send(call, call.example) })));
      const refusals = answers.filter(({ response }) => refused(response))
        .map(({ call, response }) => `${call.call} as ${call.login ?? 'anyone'}: ${answerOf(response)}`);
      expect(refusals).toEqual([]);
    }, 30_000);

    it('refuses with 400 exactly the values at and just beyond the documented bounds that the schema refuses', async () => {
      const checks = calls.flatMap((call) => boundsOf(call.schema).map(({ at, value }) => {
        const body = withValue(call.example, at, value);
        return { call, at, value, body, documented: ajv.validate(call.route.body!.schema, body) };
      }));
      const answers = await Promise.all(checks.map(async (check) => ({ ...check, response: await send(check.call, check.body) })));
      const disagreements = answers.filter(({ documented, response }) => refused(response) === documented)
        .map(({ call, at, value, documented, response }) => {
          const shown = typeof value === 'string' ? `${value.length} characters` : String(value);
          return `${call.call} ${at.join('.')} = ${shown}: the schema ${documented ? 'takes' : 'refuses'} it, the server answers ${answerOf(response)}`;
        });
      expect(checks.filter(({ documented }) => documented).length).toBeGreaterThan(100);
      expect(checks.filter(({ documented }) => !documented).length).toBeGreaterThan(100);
      expect(disagreements).toEqual([]);
    }, 30_000);
  });
});
