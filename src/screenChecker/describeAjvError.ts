import { editDistance } from './nearestNames';
import type { ErrorObject } from 'ajv';
import { appendPointer, describePointer, valueAtPointer } from '../ground/screenLanguage/jsonPointer';
import type { SchemaFacts } from './schemaFacts';
import { isRecord } from '../ground/isRecord';
import { asArray } from '../ground/screenLanguage/specRecord';

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
  route: 'a route such as /jobs/{id}',
  format: 'a formatter such as date or t:positionStatus',
  endpoint: 'a path starting with /',
};

/** Enums longer than this are not listed in a message: the values nearest to the wrong one are suggested instead. */
const listedEnumLength = 10;

/** What a long enum holds, by the schema entry that declares it (`…/$defs/<name>/enum`). */
const enumHints: Record<string, string> = {
  right: 'a right of the catalogue (src/ground/access/rightsCatalogue.ts)',
  icon: 'an icon of iconNames (src/ground/screenLanguage/types.ts)',
};

/** A plain sentence for one Ajv error other than `if`, `additionalProperties` and `unevaluatedProperties`. */
export function describeAjvError(error: ErrorObject, context: SentenceContext): ErrorSentence {
  const pointer = error.instancePath;
  const name = describePointer(pointer, context.rootName);
  const value = valueAtPointer(context.data, pointer);
  const params: Record<string, unknown> = error.params;
  const at = (message: string): ErrorSentence => ({ pointer, part: 'value', message });
  switch (error.keyword) {
    case 'enum':
      return at(describeEnum(name, asArray(params.allowedValues), value, error.schemaPath));
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

/**
 * A short enum lists its values; a long one (rights, icons) says what it holds and suggests the values nearest to
 * the wrong one: `rights[0] must be a right of the catalogue (…); did you mean "payrolls.READ"?`.
 */
function describeEnum(name: string, allowed: readonly unknown[], value: unknown, schemaPath: string): string {
  if (allowed.length <= listedEnumLength) return `${name} must be one of ${allowed.join(', ')}`;
  const hint = enumHints[/([^/]+)\/enum$/.exec(schemaPath)?.[1] ?? ''] ?? `one of ${allowed.length} values`;
  const near = typeof value === 'string' ? nearestValues(value, allowed.map(String)) : [];
  if (near.length === 0) return `${name} must be ${hint}, not ${describeValue(value)}`;
  return `${name} must be ${hint}; did you mean ${joinOr(near.map((candidate) => `"${candidate}"`))}?`;
}

/**
 * The allowed values nearest to a wrong one (case aside), when near enough to be a typo; failing that, those with
 * the same first dotted part (`receipts.WRITE` → the `receipts.` rights). At most four.
 */
function nearestValues(value: string, allowed: string[]): string[] {
  const typed = value.toLowerCase();
  const scored = allowed.map((candidate) => ({ candidate, distance: editDistance(typed, candidate.toLowerCase()) }));
  const best = Math.min(...scored.map((entry) => entry.distance));
  if (best <= Math.max(2, Math.floor(value.length / 4))) {
    return scored.filter((entry) => entry.distance === best).slice(0, 4).map((entry) => entry.candidate);
  }
  const prefix = typed.includes('.') ? `${typed.split('.')[0]}.` : undefined;
  return prefix ? allowed.filter((candidate) => candidate.toLowerCase().startsWith(prefix)).slice(0, 4) : [];
}


/** A required key that only a layout (or action kind) branch asks for says which one. */
function branchNote(error: ErrorObject, value: unknown): string {
  if (!error.schemaPath.includes('/then/') || !isRecord(value)) return '';
  if (typeof value.layout === 'string') return ` for layout ${value.layout}`;
  if (typeof value.kind === 'string') return ` for kind ${value.kind}`;
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
