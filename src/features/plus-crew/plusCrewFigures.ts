import type { PlusCrew, PlusCrewMonth, PlusCrewProgress } from '../../ground/contract';

/** One bar/point of the charts: a month's turnover and team speed against the minimum target. */
export interface MonthRow {
  month: string;
  /** The month as the reader's language names it, e.g. "Nov 2026". */
  label: string;
  turnover: number;
  minimumTarget: number;
  teamSpeed: number | null;
  reached: boolean;
}

/** What the plus-crew page shows above its charts. */
export interface PlusCrewFigures {
  rows: MonthRow[];
  monthsReached: number;
  /** The running month, the last of the progress. */
  current: PlusCrewMonth | null;
  /** What the running month still needs to reach the minimum target at its projected pace (0 once it will). */
  projectedShortfall: number;
  /** The projected turnover as a share (0–1, capped) of the minimum target, for a progress bar. */
  projectedShare: number;
  /** The bonus if the running month ends as projected: the server's forecast. */
  bonusForecast: number;
  /** The bonus the minimum target would pay at the crew's bonus percentage, for comparison. */
  bonusAtTarget: number;
}

/** `YYYY-MM` as a short month and year in the given locale; anything else stays as it is. */
export function monthLabel(month: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
}

const money = (value: number) => Math.round(value * 100) / 100;

/** The figures of a plus crew's progress (section 2: bonus forecast, performance/turnover, team speed, minimum target). */
export function plusCrewFigures(plusCrew: Pick<PlusCrew, 'minimumTarget' | 'bonusPercentage'>, progress: PlusCrewProgress, locale: string): PlusCrewFigures {
  const months = [...progress.months].sort((a, b) => a.month.localeCompare(b.month));
  const rows = months.map((month) => ({
    month: month.month,
    label: monthLabel(month.month, locale),
    turnover: month.turnover,
    minimumTarget: month.minimumTarget,
    teamSpeed: month.teamSpeed,
    reached: month.turnover >= month.minimumTarget,
  }));
  const current = months.at(-1) ?? null;
  const target = current?.minimumTarget ?? plusCrew.minimumTarget;
  return {
    rows,
    monthsReached: rows.filter((row) => row.reached).length,
    current,
    projectedShortfall: money(Math.max(0, target - progress.projectedTurnover)),
    projectedShare: target > 0 ? Math.min(1, Math.max(0, progress.projectedTurnover / target)) : 1,
    bonusForecast: progress.bonusForecast,
    bonusAtTarget: money((target * plusCrew.bonusPercentage) / 100),
  };
}
