/** The width a column without `width` is given before the shares are taken (px). */
const flexibleWidth = 180;

/** About how wide a character of a heading is (bold, at the table's size), and what its cell adds around it (px). */
const headingCharacter = 9;
const headingPadding = 24;
const sortArrow = 18;

/**
 * The narrowest a column may be for its heading (px): its longest word whole, beside the sort arrow when it sorts. A
 * heading of several words wraps between them, so only a word, never a heading, sets the minimum.
 */
export function headingMinimum(label: string, sortable: boolean): number {
  const longestWord = Math.max(0, ...label.split(/\s+/).map((word) => word.length));
  return Math.ceil(longestWord * headingCharacter) + headingPadding + (sortable ? sortArrow : 0);
}

/** What the table is drawn in, once measured: the headings' minimums and the widths of the table and of its fixed column (px). */
export interface TableFit { minimums: readonly number[]; tableWidth: number; fixedWidth: number }

/**
 * Each column's share of the table's width (percentages): the widths asked for (`width`, in pixels; 180 for a column
 * without one) taken as proportions of their sum. So the columns always fit the screen, a laptop's or a tablet's,
 * without a sideways scroll that would unstick the header: a column never shrinks to nothing because the others asked
 * for more than there is. Once the table is measured (`fit`), a column whose share would be narrower than its heading
 * keeps the heading's minimum and the others share what is left in their proportions, so a heading is never cut to
 * `Mem…`; the shares then leave room for the column of fixed pixels (the actions').
 */
export function columnShares(widths: readonly (number | undefined)[], fit?: TableFit): string[] {
  const asked = widths.map((width) => width ?? flexibleWidth);
  const sum = asked.reduce((total, width) => total + width, 0);
  if (!fit || fit.tableWidth <= fit.fixedWidth) return asked.map((width) => percentOf(width, sum));
  const minimums = asked.map((_, index) => fit.minimums[index] ?? 0);
  return fitToMinimums(asked, minimums, fit.tableWidth - fit.fixedWidth).map((width) => percentOf(width, fit.tableWidth));
}

/** The asked widths scaled to `available`, each at least its minimum (a column held at its minimum leaves the rest). */
function fitToMinimums(asked: readonly number[], minimums: readonly number[], available: number): number[] {
  const held = new Set<number>();
  for (;;) {
    const free = available - [...held].reduce((total, index) => total + (minimums[index] ?? 0), 0);
    const askedByOthers = asked.reduce((total, width, index) => (held.has(index) ? total : total + width), 0);
    const widths = asked.map((width, index) => (held.has(index) ? (minimums[index] ?? 0) : Math.max(0, free) * (width / askedByOthers)));
    const tooNarrow = widths.flatMap((width, index) => (!held.has(index) && width < (minimums[index] ?? 0) ? [index] : []));
    if (tooNarrow.length === 0) return widths;
    for (const index of tooNarrow) held.add(index);
  }
}

const percentOf = (width: number, whole: number) => `${((width / whole) * 100).toFixed(2)}%`;

/** About how wide a character of a button's label is at the table's size (px), and what a button adds around it. */
const labelCharacter = 8.5;
const buttonChrome = 84;

/**
 * The actions column's width in pixels: room for its widest button (label as shown, in the person's language, with
 * its icon), the buttons standing one above the other. Fixed, so a label is never cut on a narrow laptop.
 */
export function actionsColumnWidth(labels: readonly string[]): number {
  const longest = Math.max(0, ...labels.map((label) => label.length));
  return Math.ceil(longest * labelCharacter) + buttonChrome;
}
