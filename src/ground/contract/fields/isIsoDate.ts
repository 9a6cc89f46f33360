/** True for a `YYYY-MM-DD` that exists in the calendar (so not `2025-02-30`). */
export function isIsoDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const moment = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && moment.getUTCMonth() === month - 1 && moment.getUTCDate() === day;
}
