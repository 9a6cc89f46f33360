/**
 * How a row's default summary names its records, read from its path (camelCase split into words): the records of
 * the last part that is not a parameter, one of them, and the record they hang under when a parameter comes first.
 * `/payrollItems/:id/activities` → `{ records: 'activities', record: 'activity', owner: 'payroll item' }`.
 */
export interface PathNouns {
  /** The records, as the path names them: `activities`. */
  records: string;
  /** One of them: `activity`. */
  record: string;
  /** The record a sub-list hangs under: `payroll item`; none for a top-level path. */
  owner?: string;
}

/** `payrollItems` → `payroll items`. */
const wordsOf = (part: string) => part.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();

/** The singular of the last word: `activities` → `activity`, `statuses` → `status`, `data` stays. */
function singular(words: string): string {
  if (/ies$/.test(words)) return words.replace(/ies$/, 'y');
  if (/(ss|x|ch|sh|us)es$/.test(words)) return words.replace(/es$/, '');
  return words.replace(/([^s])s$/, '$1');
}

/** `an activity`, `a receipt` (a `u` takes `a`: `a user`). */
export const withArticle = (noun: string) => `${/^[aeio]/.test(noun) ? 'an' : 'a'} ${noun}`;

/** The nouns of a path below `/api/v1`, e.g. `/receipts/:id/items`. */
export function pathNouns(path: string): PathNouns {
  const parts = path.split('/').filter(Boolean);
  const last = parts.findLastIndex((part) => !part.startsWith(':'));
  const records = wordsOf(parts[last] ?? '');
  const before = parts[last - 1];
  const ownerPart = before?.startsWith(':') ? parts[last - 2] : undefined;
  return {
    records,
    record: singular(records),
    ...(ownerPart !== undefined && { owner: singular(wordsOf(ownerPart)) }),
  };
}
