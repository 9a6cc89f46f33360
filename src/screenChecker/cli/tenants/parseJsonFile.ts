import type { SpecError } from '../../../ground/screenLanguage/SpecError';

/** A JSON file's value, or where and why it does not parse. */
export type ParsedJson = { ok: true; value: unknown } | { ok: false; error: SpecError };

/**
 * Parses a JSON text named `file`; a syntax error gets a line and column. Node 20 names no position for some errors
 * ("Unexpected token"), so the position is found as the shortest start of the text that is already wrong: every
 * shorter start is JSON cut short.
 */
export function parseJsonFile(text: string, file: string): ParsedJson {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    const offset = errorOffset(text);
    const message = errorMessage(error).replace(/( in JSON)? at position \d+.*$/s, '').replace(/, ".*" is not valid JSON$/s, '');
    return { ok: false, error: { file, ...positionOf(text, offset), pointer: '', message: `invalid JSON: ${message}` } };
  }
}

/** The offset of the first character that cannot continue the text as JSON (the text's length when it ends too early). */
function errorOffset(text: string): number {
  let low = 0;
  let high = text.length;
  // low: a start known to be JSON cut short; high: the shortest start known to be wrong (or the whole text).
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (cutShort(text.slice(0, middle))) low = middle;
    else high = middle;
  }
  return cutShort(text.slice(0, high)) ? text.length : high - 1;
}

function cutShort(start: string): boolean {
  try {
    JSON.parse(start);
    return true;
  } catch (error) {
    const message = errorMessage(error);
    const position = /at position (\d+)/.exec(message)?.[1];
    return message.includes('Unexpected end of JSON input') || (position !== undefined && Number(position) >= start.length);
  }
}

/** What JSON.parse's error says (it throws a SyntaxError). */
function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function positionOf(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}
