import type { PlusCrew, PlusCrewMonth, PlusCrewProgress } from '../../../src/ground/contract';
import type { SessionContext } from '../../kernel/route';
import { daysBetween, lastMonths, monthBounds } from './months';

const round2 = (value: number) => Math.round(value * 100) / 100;

interface DataRow { value_type: 'turnover' | 'hours' | 'costs'; weight: number; date_from: string; date_to: string; value: number }

/**
 * A plus crew's progress over the six months up to this one, from its value data:
 * - an entry counts `value × weight` of its (active) value setting, spread evenly over the days from dateFrom to
 *   dateTo; a month gets the share of the days that fall in it; shares add up per value type (turnover, hours, costs);
 * - team speed = turnover ÷ hours (per month and over the six months; null without hours);
 * - target reached = the month's turnover ≥ the minimum target;
 * - projected turnover = this month's turnover so far × days in the month ÷ days gone (today included);
 * - bonus forecast = bonus percentage × the sum over the six months of (turnover − minimum target) where positive,
 *   this month counted at its projected turnover.
 */
export async function plusCrewProgress(ctx: SessionContext, crew: PlusCrew): Promise<PlusCrewProgress> {
  const months = lastMonths(ctx.today, 6);
  const windowStart = monthBounds(months[0]!).first;
  const windowEnd = monthBounds(months[months.length - 1]!).last;
  const rows = (await ctx.db.query<DataRow>(
    `SELECT v.value_type, v.weight::float8 AS weight, d.date_from::text AS date_from, d.date_to::text AS date_to,
       d.value::float8 AS value
     FROM plus_crew_value_datas d JOIN plus_crew_values v ON v.id = d.plus_crew_value_id
     WHERE v.plus_crew_id = $1 AND v.active AND d.date_to >= $2::date AND d.date_from <= $3::date`,
    [crew.id, windowStart, windowEnd])).rows;
  const perMonth: PlusCrewMonth[] = months.map((month) => {
    const { first, last } = monthBounds(month);
    const sums = { turnover: 0, hours: 0, costs: 0 };
    for (const row of rows) {
      const overlap = daysBetween(row.date_from > first ? row.date_from : first, row.date_to < last ? row.date_to : last);
      sums[row.value_type] += (row.value * row.weight * overlap) / daysBetween(row.date_from, row.date_to);
    }
    return {
      month, turnover: round2(sums.turnover), hours: round2(sums.hours), costs: round2(sums.costs),
      minimumTarget: crew.minimumTarget, targetReached: sums.turnover >= crew.minimumTarget,
      teamSpeed: sums.hours > 0 ? round2(sums.turnover / sums.hours) : null,
    };
  });
  const current = perMonth[perMonth.length - 1]!;
  const { first, last } = monthBounds(current.month);
  const projectedTurnover = round2((current.turnover * daysBetween(first, last)) / daysBetween(first, ctx.today));
  const totalTurnover = perMonth.reduce((sum, month) => sum + month.turnover, 0);
  const totalHours = perMonth.reduce((sum, month) => sum + month.hours, 0);
  const surplus = perMonth.reduce((sum, month, index) => {
    const turnover = index === perMonth.length - 1 ? projectedTurnover : month.turnover;
    return sum + Math.max(0, turnover - crew.minimumTarget);
  }, 0);
  return {
    number: crew.number, months: perMonth, totalTurnover: round2(totalTurnover), totalHours: round2(totalHours),
    teamSpeed: totalHours > 0 ? round2(totalTurnover / totalHours) : null, projectedTurnover,
    bonusForecast: round2((surplus * crew.bonusPercentage) / 100),
  };
}
