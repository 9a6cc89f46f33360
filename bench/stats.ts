import type { Spread } from './benchResults';

/** The middle value (the lower of the two middle ones for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
}

/** The largest value; NaN for none. */
export function worst(values: readonly number[]): number {
  return values.length ? Math.max(...values) : Number.NaN;
}

/** The median and the worst of a series of times, with the series. */
export function spread(valuesMs: readonly number[]): Spread {
  return { medianMs: median(valuesMs), worstMs: worst(valuesMs), valuesMs: [...valuesMs] };
}

/** The nearest-rank percentile `p` (0–100) of a series: the smallest value with at least p % of them at or below it; NaN for none. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}
