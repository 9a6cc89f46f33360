import type { PositionStatus } from '../../src/ground/contract';
import type { PositionCounts } from '../../src/ground/contract/projects';

const statuses: readonly PositionStatus[] = ['requested', 'confirmed', 'spare', 'cancelled', 'doubleBooked', 'changed'];

/** Aggregate columns counting crew items `ci` by status, as `n_<status>`, `n_open`, `n_no_show`, `n_total`. */
export const positionCountColumns = [
  ...statuses.map((status) => `count(ci.id) FILTER (WHERE ci.status = '${status}')::int AS "n_${status}"`),
  "count(ci.id) FILTER (WHERE ci.person_id IS NULL AND ci.status <> 'cancelled')::int AS n_open",
  'count(ci.id) FILTER (WHERE ci.no_show)::int AS n_no_show',
  'count(ci.id)::int AS n_total',
].join(', ');

/** The counts of a row read with `positionCountColumns`. */
export function positionCountsOf(row: Record<string, unknown>): PositionCounts {
  const count = (key: string) => Number(row[`n_${key}`] ?? 0);
  return {
    requested: count('requested'), confirmed: count('confirmed'), spare: count('spare'), cancelled: count('cancelled'),
    doubleBooked: count('doubleBooked'), changed: count('changed'), open: count('open'), noShow: count('no_show'),
    total: count('total'),
  };
}

/** Counts summed over several rows. */
export function sumCounts(all: PositionCounts[]): PositionCounts {
  const total = positionCountsOf({});
  for (const counts of all) for (const key of Object.keys(total) as (keyof PositionCounts)[]) total[key] += counts[key];
  return total;
}
