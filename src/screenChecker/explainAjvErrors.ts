import type { ErrorObject } from 'ajv';
import { describeAjvError, type ErrorSentence, type SentenceContext } from './describeAjvError';
import { appendPointer, valueAtPointer } from '../ground/screenLanguage/jsonPointer';
import type { LocatePointer } from './parseYamlWithPositions';
import type { SpecError } from '../ground/screenLanguage/SpecError';

/** Where the errors come from and how to place them. */
export interface ExplainContext extends SentenceContext {
  /** Relative file name or run-time source name. */
  file: string;
  /** Positions for YAML files; without it errors carry only their pointer. */
  locate?: LocatePointer;
}

/**
 * Turns Ajv errors (from validators compiled with `verbose: true`) into one SpecError per real problem, sorted by
 * position. Ajv reports a failing `if/then` branch and every property it no longer counts as evaluated; those
 * echoes are dropped so that a wrong `layout:` yields one error, not five.
 */
export function explainAjvErrors(errors: readonly ErrorObject[], context: ExplainContext): SpecError[] {
  const relevant = errors.filter((error) => error.keyword !== 'if');
  const sentences: ErrorSentence[] = [];
  const echoes: { objectPointer: string; key: string; allowed: string[] | undefined }[] = [];
  for (const error of relevant) {
    if (error.keyword !== 'additionalProperties' && error.keyword !== 'unevaluatedProperties') {
      sentences.push(describeAjvError(error, context));
      continue;
    }
    const key = String(error.params.additionalProperty ?? error.params.unevaluatedProperty);
    const verdict = judgeExtraKey(error, key, context);
    if (verdict.kind === 'echo') echoes.push({ objectPointer: error.instancePath, key, allowed: verdict.allowed });
    else sentences.push({ pointer: appendPointer(error.instancePath, key), part: 'key', message: verdict.message });
  }
  for (const echo of echoes) {
    const explained = sentences.some((s) => isAtOrBelow(s.pointer, echo.objectPointer));
    if (!explained) sentences.push(unknownKey(echo.objectPointer, echo.key, echo.allowed));
  }
  return toSpecErrors(sentences, context);
}

type Verdict = { kind: 'report'; message: string } | { kind: 'echo'; allowed: string[] | undefined };

/** Decides whether an extra key is a real mistake or an echo of another error on the same object. */
function judgeExtraKey(error: ErrorObject, key: string, context: ExplainContext): Verdict {
  const ownKeys = Object.keys((error.parentSchema?.properties ?? {}) as object);
  if (error.keyword === 'additionalProperties') {
    return { kind: 'report', message: unknownKey('', key, error.parentSchema ? ownKeys : undefined).message };
  }
  const { layoutBodyKeys, layoutKeys } = context.facts;
  const layout = (valueAtPointer(context.data, error.instancePath) as { layout?: unknown } | null)?.layout;
  const layoutKnown = typeof layout === 'string' && layout in layoutKeys;
  const allowed = [...ownKeys, ...layoutBodyKeys, ...(layoutKnown ? (layoutKeys[layout] ?? []) : [])];
  const declared = allowed.includes(key) || Object.values(layoutKeys).some((keys) => keys.includes(key));
  if (!declared) return { kind: 'report', message: unknownKey('', key, allowed).message };
  if (layoutKnown && !allowed.includes(key)) {
    return { kind: 'report', message: `key "${key}" is not allowed for layout ${String(layout)}` };
  }
  return { kind: 'echo', allowed };
}

function unknownKey(objectPointer: string, key: string, allowed: string[] | undefined): ErrorSentence {
  const list = allowed?.filter((name) => !name.startsWith('$'));
  const hint = list ? ` (allowed here: ${list.join(', ')})` : '';
  return { pointer: appendPointer(objectPointer, key), part: 'key', message: `unknown key "${key}"${hint}` };
}

function isAtOrBelow(pointer: string, objectPointer: string): boolean {
  return pointer === objectPointer || pointer.startsWith(`${objectPointer}/`);
}

function toSpecErrors(sentences: ErrorSentence[], context: ExplainContext): SpecError[] {
  const seen = new Set<string>();
  const errors: SpecError[] = [];
  for (const { pointer, part, message } of sentences) {
    if (seen.has(`${pointer} ${message}`)) continue;
    seen.add(`${pointer} ${message}`);
    const position = context.locate?.(pointer, part);
    errors.push({ file: context.file, ...position, pointer, message });
  }
  return errors.sort(
    (a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0) || a.pointer.localeCompare(b.pointer),
  );
}
