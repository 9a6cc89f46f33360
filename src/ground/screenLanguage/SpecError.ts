/**
 * One problem found in a screen spec, menus file or locale: where it is and what was expected.
 * `line`/`column` are 1-based and present for files parsed with positions; specs that arrive at run time
 * (tenant overlays) only have the JSON pointer.
 */
export interface SpecError {
  /** Relative to the checked root (`screens/jobs.yaml`), or a source name such as `tenant-overlay`. */
  file: string;
  line?: number;
  column?: number;
  /** JSON pointer of the value or key at fault, e.g. `/tabs/0/label`; `''` for the whole file. */
  pointer: string;
  /** A sentence that names the key and what was expected, e.g. `layout must be one of list, detail`. */
  message: string;
}

/** Orders errors by file, then line and column: how every check reports them. */
export function byPosition(a: SpecError, b: SpecError): number {
  if (a.file !== b.file) return a.file < b.file ? -1 : 1;
  return (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0);
}
