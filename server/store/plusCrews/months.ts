/** Calendar months as `YYYY-MM`, and the days in them; all in UTC so local time zones cannot shift a date. */

const toDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
const toIso = (date: Date) => date.toISOString().slice(0, 10);

/** The `count` months up to and including the month of `today`, oldest first. */
export function lastMonths(today: string, count: number): string[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => toIso(new Date(Date.UTC(year, month - 1 - (count - 1 - i), 1))).slice(0, 7));
}

/** The first and last day of a month `YYYY-MM`. */
export function monthBounds(month: string): { first: string; last: string } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return { first: `${month}-01`, last: toIso(new Date(Date.UTC(year, m, 0))) };
}

/** Days from `from` to `to`, both counted; 0 when `to` is before `from`. */
export function daysBetween(from: string, to: string): number {
  return Math.max(0, Math.round((toDate(to).getTime() - toDate(from).getTime()) / 86_400_000) + 1);
}
