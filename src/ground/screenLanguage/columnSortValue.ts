import { resolvePath } from './resolvePath';

const firstPart = /\{\{\s*([^}|]+?)\s*(?:\|[^}]*)?\}\}/;

/**
 * What a table column sorted in the browser compares: the paths of its template's first `{{ … }}` part (`a ?? b`
 * gives two), so that `{{ beginDate | date }}` sorts by the date itself, not by its formatted text. Undefined when
 * the template reads no value.
 */
export function sortPathsOf(template: string): string[] | undefined {
  const part = firstPart.exec(template)?.[1];
  return part ? part.split('??').map((path) => path.trim()) : undefined;
}

/** The value a record sorts by in a column of this template: the first of its paths that has one. */
export function columnSortValue(template: string, record: Record<string, unknown>): unknown {
  for (const path of sortPathsOf(template) ?? []) {
    const value = resolvePath(record, path);
    if (value !== null && value !== undefined && value !== '') return value;
  }
  return undefined;
}
