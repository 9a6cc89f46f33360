/** The width a column without `width` is given before the shares are taken (px). */
const flexibleWidth = 180;

/**
 * Each column's share of the table's width (percentages, the actions' last): the widths asked for (`width`, in
 * pixels; 180 for a column without one) taken as proportions of their sum. So the columns always fit the screen, a
 * laptop's or a tablet's, without a sideways scroll that would unstick the header: a column never shrinks to nothing
 * because the others asked for more than there is.
 */
export function columnShares(widths: readonly (number | undefined)[], actionsWidth?: number): string[] {
  const asked = [...widths.map((width) => width ?? flexibleWidth), ...(actionsWidth === undefined ? [] : [actionsWidth])];
  const sum = asked.reduce((total, width) => total + width, 0);
  return asked.map((width) => `${((width / sum) * 100).toFixed(2)}%`);
}
