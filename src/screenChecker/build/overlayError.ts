import { readFileSync } from 'node:fs';
import path from 'node:path';
import { formatSpecError } from '../../ground/screenLanguage/formatSpecError';
import type { SpecError } from '../../ground/screenLanguage/SpecError';

/** The error shape Vite's dev overlay reads: `id`, `loc` (1-based line and column) and a code `frame`. */
export interface OverlayError extends Error {
  id: string;
  loc: { file: string; line: number; column: number };
  frame?: string;
}

/**
 * One error listing every spec error (one per line), placed at the first one with a line (else the first) so the
 * overlay shows its file, line and source.
 */
export function overlayError(errors: readonly SpecError[], root: string): OverlayError {
  const first = errors.find((error) => error.line !== undefined) ?? errors[0];
  const file = path.resolve(root, first?.file ?? '.');
  const line = first?.line ?? 1;
  const column = first?.column ?? 1;
  const error = new Error(errors.map(formatSpecError).join('\n')) as OverlayError;
  error.id = file;
  error.loc = { file, line, column };
  if (first?.line !== undefined) error.frame = codeFrame(file, line, column);
  return error;
}

function codeFrame(file: string, line: number, column: number): string | undefined {
  let lines: string[];
  try {
    lines = readFileSync(file, 'utf8').split('\n');
  } catch {
    return undefined;
  }
  const from = Math.max(1, line - 2);
  const to = Math.min(lines.length, line + 2);
  const width = String(to).length;
  const out: string[] = [];
  for (let number = from; number <= to; number++) {
    out.push(`${number === line ? '>' : ' '} ${String(number).padStart(width)} | ${lines[number - 1] ?? ''}`);
    if (number === line) out.push(`  ${' '.repeat(width)} | ${' '.repeat(column - 1)}^`);
  }
  return out.join('\n');
}
