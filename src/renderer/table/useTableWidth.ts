import { useMediaQuery } from '@mantine/hooks';

/** From this width on (768 px) a list or section with `columns:` is a table; narrower, it stays cards. */
export const tableMediaQuery = '(min-width: 48em)';

/**
 * Whether the screen is wide enough for a table. Read at once (not after the first paint): the first fetch already
 * carries the table's sort, and the cards are never drawn first only to be swapped for the table.
 */
export function useTableWidth(): boolean {
  return useMediaQuery(tableMediaQuery, false, { getInitialValueInEffect: false });
}
