/**
 * The year, month (1–12) and day of the month of a `YYYY-MM-DD` day, as numbers; a part the text lacks is NaN (as
 * `Number(undefined)`), so a date made of it is invalid.
 */
export function dayParts(day: string): [year: number, month: number, date: number] {
  const [year = NaN, month = NaN, date = NaN] = day.split('-').map(Number);
  return [year, month, date];
}
