import { parseYamlWithPositions, type LocatePointer, type ParsedYaml } from './parseYamlWithPositions';
import type { SpecError } from '../ground/screenLanguage/SpecError';

/** One language's texts as the checks read them. */
export interface LocaleFile {
  /** `en`, `nl`, `deAt`, …: the file's name without `.json`. */
  language: string;
  /** As messages name it: `locales/nl.json`, or for a tenant's texts laid over the product's `tenant-locales/nl.json`. */
  file: string;
  /** The parsed texts, nested by key: `jobs.title` is `{ "jobs": { "title": "…" } }`. */
  texts: unknown;
  /** Positions in the file, when it was read from text. */
  locate?: LocatePointer;
}

/**
 * Parses a locale file as JSON (the app imports it so); positions are read on first use, by the YAML parser since JSON
 * is YAML (most checks find nothing to place). A syntax error, a key written twice in one group (JSON.parse keeps the
 * last without a word) or a file that is not an object of texts gives an error and no locale.
 */
export function parseLocaleFile(source: { file: string; text: string }): { locale?: LocaleFile; errors: SpecError[] } {
  const { file, text } = source;
  const language = file.slice(file.lastIndexOf('/') + 1).replace(/\.json$/, '');
  let texts: unknown;
  try {
    texts = JSON.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const offset = Number(/position (\d+)/.exec(message)?.[1] ?? 0);
    const before = text.slice(0, offset).split('\n');
    const column = (before[before.length - 1]?.length ?? 0) + 1;
    return { errors: [{ file, line: before.length, column, pointer: '', message: `invalid JSON: ${message}` }] };
  }
  if (texts === null || typeof texts !== 'object' || Array.isArray(texts)) {
    return { errors: [{ file, line: 1, column: 1, pointer: '', message: 'must be a JSON object of texts' }] };
  }
  let parsed: ParsedYaml | undefined;
  const withPositions = () => (parsed ??= parseYamlWithPositions(text, file));
  // Fewer keys parsed than written means one was written twice: the YAML parser refuses it, at the second.
  if (keysParsed(texts) !== keysWritten(text)) {
    const errors = withPositions().errors;
    if (errors.length > 0) return { errors: errors.map((error) => ({ ...error, message: yamlProblem(text, error) })) };
  }
  return { locale: { language, file, texts, locate: (pointer, part) => withPositions().locate(pointer, part) }, errors: [] };
}

/** How many keys a JSON text writes: its strings, matched in turn from the start, that a colon follows. */
function keysWritten(text: string): number {
  const colon = /\s*:/y;
  let count = 0;
  for (const match of text.matchAll(/"(?:[^"\\]|\\.)*"/g)) {
    colon.lastIndex = match.index + match[0].length;
    if (colon.test(text)) count += 1;
  }
  return count;
}

function keysParsed(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0;
  const inner = Object.values(value).reduce((sum: number, item) => sum + keysParsed(item), 0);
  return (Array.isArray(value) ? 0 : Object.keys(value).length) + inner;
}

/** `key "title" is written twice …` for the YAML parser's duplicate key, named from the text at its position. */
function yamlProblem(text: string, error: SpecError): string {
  const message = error.message.replace(/^YAML syntax: /, '');
  if (!/keys must be unique/i.test(message)) return message;
  const line = text.split('\n')[(error.line ?? 1) - 1] ?? '';
  const key = /^"(?:[^"\\]|\\.)*"/.exec(line.slice((error.column ?? 1) - 1))?.[0];
  return `${key ? `key ${key}` : 'a key'} is written twice in one group: JSON keeps only the last`;
}
