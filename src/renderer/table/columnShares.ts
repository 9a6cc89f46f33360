/** The width a column without `width` is given before the shares are taken (px). */
const flexibleWidth = 180;

/**
 * Each column's share of the table's width (percentages): the widths asked for (`width`, in pixels; 180 for a column
 * without one) taken as proportions of their sum. So the columns always fit the screen, a laptop's or a tablet's,
 * without a sideways scroll that would unstick the header: a column never shrinks to nothing because the others asked
 * for more than there is. A column of fixed pixels beside them (the actions') comes off the width first.
 */
export function columnShares(widths: readonly (number | undefined)[]): string[] {
  const asked = widths.map((width) => width ?? flexibleWidth);
  const sum = asked.reduce((total, width) => total + width, 0);
  return asked.map((width) => `${((width / sum) * 100).toFixed(2)}%`);
}

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
