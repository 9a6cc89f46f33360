const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/**
 * How two values of a column sorted in the browser compare, ascending: numbers as numbers, anything else as text
 * in the reader's collation with numbers in it counted (P-9 before P-10). ISO dates and times sort as their text.
 * Empty values never reach it (the table puts them last).
 */
export function compareCells(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}
