import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { TSchema } from 'typebox';
import { isFileAnswer } from '../../src/ground/contract/shapes';
import { FileReply } from '../kernel/FileReply';
import { HttpError } from '../kernel/HttpError';
import type { ApiRoute } from '../kernel/route';

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
const compiled = new WeakMap<object, ValidateFunction>();

/**
 * Holds an answer to its route's contract (outside production): a JSON answer must match the route's schema
 * exactly (no undeclared keys), a file answer must be a FileReply. A mismatch answers 500 `contract_violation`
 * naming the route and the fields, so a test or a developer sees at once where the store and the contract part.
 */
export function checkAnswer(spec: ApiRoute, body: unknown): void {
  if (spec.status === 204 || !spec.answer) return;
  const where = `${spec.method} ${spec.path}`;
  const file = isFileAnswer(spec.answer) ? spec.answer : undefined;
  if (body instanceof FileReply) {
    if (!file) throw violation(`${where} answered a file, but its contract declares JSON`);
    return;
  }
  const json = file ? file.json : (spec.answer as TSchema);
  if (!json) throw violation(`${where} must answer a file (${file?.mediaTypes.join(', ')})`);
  let validate = compiled.get(json);
  if (!validate) compiled.set(json, (validate = ajv.compile(json)));
  if (validate(body)) return;
  const problems = (validate.errors ?? []).slice(0, 5).map((error) => {
    const extra = error.keyword === 'additionalProperties' ? ` (${String(error.params.additionalProperty)})` : '';
    return `${error.instancePath || '/'} ${error.message ?? 'is not valid'}${extra}`;
  });
  throw violation(`${where} answered outside its contract: ${problems.join('; ')}`);
}

const violation = (message: string) => new HttpError(500, 'contract_violation', message);
