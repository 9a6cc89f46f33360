import type { ErrorObject } from 'ajv';
import { appendPointer, describePointer, valueAtPointer } from './jsonPointer';
import type { SchemaFacts } from './schemaFacts';

/** What a message is about: where it points and the sentence. */
export interface ErrorSentence {
  pointer: string;
  /** Point at the key of the last pointer segment rather than its value. */
  part: 'value' | 'key';
  message: string;
}

/** The context a sentence needs: the validated data and the schema facts. */
export interface SentenceContext {
  data: unknown;
  facts: SchemaFacts;
  rootName: string;
}

const typeNames: Record<string, string> = {
  string: 'a string', integer: 'a whole number', number: 'a number', boolean: 'true or false',
  object: 'a mapping (key: value)', array: 'a list', null: 'empty',
};

const patternHints: Record<string, string> = {
  i18nKey: 'an i18n key such as jobs.title',
  i18nPrefix: 'an i18n key prefix such as positionStatus',
  identifier: 'an identifier (a letter, then letters, digits or -)',
  path: 'a field path such as project.name',
  right: 'a right such as receipts.CREATE',
  route: 'a route such as /jobs/{id}',
  format: 'a formatter such as date or t:positionStatus',
  endpoint: 'a path starting with /',
};

/** A plain sentence for one Ajv error other than `if`, `additionalProperties` and `unevaluatedProperties`. */
export function describeAjvError(error: ErrorObject, context: SentenceContext): ErrorSentence {
  const pointer = error.instancePath;
  const name = describePointer(pointer, context.rootName);
  const value = valueAtPointer(context.data, pointer);
  const params = error.params as Record<string, unknown>;
  const at = (message: string): ErrorSentence => ({ pointer, part: 'value', message });
  switch (error.keyword) {
    case 'enum':
      return at(`${name} must be one of ${(params.allowedValues as unknown[]).join(', ')}`);
    case 'type': {
      const types = String(params.type).split(',').map((type) => typeNames[type] ?? type);
      return at(`${name} must be ${joinOr(types)} (got ${describeValue(value)})`);
    }
    case 'pattern': {
      const patternName = context.facts.patternNames[String(params.pattern)];
      const hint = (patternName && patternHints[patternName]) ?? `text matching ${String(params.pattern)}`;
      return at(`${name} must be ${hint} (got ${describeValue(value)})`);
    }
    case 'required':
      return at(`${name} needs key "${String(params.missingProperty)}"${branchNote(error, value)}`);
    case 'dependentRequired':
      return {
        pointer: appendPointer(pointer, String(params.property)),
        part: 'key',
        message: `${name} needs key "${String(params.missingProperty)}" when it has "${String(params.property)}"`,
      };
    case 'minItems':
      return at(`${name} needs at least ${plural(Number(params.limit), 'item')}`);
    case 'minProperties':
      return at(`${name} needs at least ${plural(Number(params.limit), 'key')}`);
    case 'const':
      return at(`${name} must be ${JSON.stringify(params.allowedValue)} (got ${describeValue(value)})`);
    case 'uniqueItems':
      return at(`${name} lists the same value twice (items ${String(params.j)} and ${String(params.i)})`);
    default:
      return at(`${name} ${error.message ?? `fails ${error.keyword}`}`);
  }
}

/** A required key that only a layout (or action kind) branch asks for says which one. */
function branchNote(error: ErrorObject, value: unknown): string {
  if (!error.schemaPath.includes('/then/') || value === null || typeof value !== 'object') return '';
  const record = value as Record<string, unknown>;
  if (typeof record.layout === 'string') return ` for layout ${record.layout}`;
  if (typeof record.kind === 'string') return ` for kind ${record.kind}`;
  return '';
}

function describeValue(value: unknown): string {
  if (value === null || value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  return JSON.stringify(value);
}

function joinOr(items: string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}
