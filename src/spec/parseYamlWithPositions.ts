import { isAlias, isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml';
import { splitPointer } from './jsonPointer';
import type { SpecError } from './SpecError';

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
  const errors = doc.errors.map((error): SpecError => ({
    file,
    ...position(error.pos[0]),
    pointer: '',
    message: `YAML syntax: ${error.message}`,
  }));
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
