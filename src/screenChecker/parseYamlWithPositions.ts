import { isAlias, isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml';
import { splitPointer } from '../ground/screenLanguage/jsonPointer';
import type { SpecError } from '../ground/screenLanguage/SpecError';

/** A 1-based line and column in a source file. */
export interface SourcePosition {
  line: number;
  column: number;
}

/**
 * Maps a JSON pointer to where it is written. `'value'` (default) gives the value node, `'key'` the key of the
 * last property (for "unknown key" errors). A pointer that goes past the document gives its deepest existing part.
 */
export type LocatePointer = (pointer: string, part?: 'value' | 'key') => SourcePosition;

/** A parsed YAML file: its plain value, a locator, and syntax errors (value is undefined when there are any). */
export interface ParsedYaml {
  value: unknown;
  locate: LocatePointer;
  errors: SpecError[];
}

/** Parses YAML keeping node positions, so that every later error can point at a line and column. */
export function parseYamlWithPositions(text: string, file: string): ParsedYaml {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const position = (offset: number): SourcePosition => {
    const { line, col } = lineCounter.linePos(offset);
    return { line, column: col };
  };
  const locate: LocatePointer = (pointer, part = 'value') => position(offsetOf(doc, pointer, part));
  const lines = text.split('\n');
  const errors = doc.errors.map((error): SpecError => {
    const at = position(error.pos[0]);
    const hint = indentationHint(lines, at.line, error.code);
    // Point at the line's first character rather than its margin when the trouble is how the line is indented.
    const column = hint ? (lines[at.line - 1]?.search(/\S/) ?? 0) + 1 : at.column;
    return { file, line: at.line, column, pointer: '', message: `YAML syntax: ${error.message.split(' at line')[0]}${hint}` };
  });
  return { value: errors.length > 0 ? undefined : doc.toJS({ maxAliasCount: 100 }), locate, errors };
}

function offsetOf(doc: Document, pointer: string, part: 'value' | 'key'): number {
  let node: unknown = doc.contents;
  let offset = start(node) ?? 0;
  for (const segment of splitPointer(pointer)) {
    if (isAlias(node)) node = node.resolve(doc);
    if (isMap(node)) {
      const pair = node.items.find((item) => isPair(item) && keyText(item.key) === segment);
      if (!pair) return offset;
      const keyOffset = start(pair.key) ?? offset;
      node = pair.value;
      offset = part === 'key' ? keyOffset : (start(node) ?? keyOffset);
    } else if (isSeq(node)) {
      const item = node.items[Number(segment)];
      if (item === undefined) return offset;
      node = item;
      offset = start(node) ?? offset;
    } else {
      return offset;
    }
  }
  return offset;
}

function keyText(key: unknown): string | undefined {
  if (isScalar(key)) return String(key.value);
  return typeof key === 'string' ? key : undefined;
}

function start(node: unknown): number | undefined {
  return (node as Node | null)?.range?.[0];
}

/** Errors the YAML parser gives when a line is indented like no key around it. */
const indentationCodes = new Set(['MISSING_CHAR', 'BAD_INDENT', 'BLOCK_AS_IMPLICIT_KEY', 'MULTILINE_IMPLICIT_KEY', 'UNEXPECTED_TOKEN']);

/**
 * For an error that comes from indentation: the line's indentation against the line before it, so the message says
 * what to fix (`line 30 is indented 3 spaces, line 29 4: keys of one map start in the same column`).
 */
function indentationHint(lines: readonly string[], line: number, code: string): string {
  if (!indentationCodes.has(code)) return '';
  const indent = (text: string | undefined) => (text ?? '').search(/\S/);
  const own = indent(lines[line - 1]);
  let before = line - 1;
  while (before > 0 && !/\S/.test(lines[before - 1] ?? '')) before -= 1;
  if (own < 0 || before === 0) return '';
  const previous = indent(lines[before - 1]);
  if (previous === own) return '';
  return `; check the indentation: line ${line} is indented ${own} spaces, line ${before} ${previous} (keys of one map start in the same column, list items under their key)`;
}
