import { describe, expect, it } from 'vitest';
import type { PlusCrewMonth, PlusCrewProgress } from '../../../src/ground/contract';
import { monthLabel, plusCrewFigures } from '../../../src/features/plus-crew/plusCrewFigures';

const month = (value: string, turnover: number, teamSpeed: number | null = 40): PlusCrewMonth => ({
  month: value, turnover, hours: 300, costs: 500, minimumTarget: 12000, targetReached: turnover >= 12000, teamSpeed,
});

const progress = (months: PlusCrewMonth[], projectedTurnover: number, bonusForecast = 0): PlusCrewProgress => ({
  number: '7', months, totalTurnover: months.reduce((sum, one) => sum + one.turnover, 0), totalHours: 300 * months.length,
  teamSpeed: 40, projectedTurnover, bonusForecast,
});

const crew = { minimumTarget: 12000, bonusPercentage: 5 };

describe('plus-crew figures', () => {
  it('orders the months and marks those that reached the minimum target', () => {
    const figures = plusCrewFigures(crew, progress([month('2026-11', 6500), month('2026-09', 16150), month('2026-10', 12000)], 8478.26), 'en');
    expect(figures.rows.map((row) => row.month)).toEqual(['2026-09', '2026-10', '2026-11']);
    expect(figures.rows.map((row) => row.reached)).toEqual([true, true, false]);
    expect(figures.monthsReached).toBe(2);
    expect(figures.current?.month).toBe('2026-11');
  });

  it('gives the shortfall of the projected month and its share of the target', () => {
    const behind = plusCrewFigures(crew, progress([month('2026-11', 6500)], 8478.26), 'en');
    expect(behind.projectedShortfall).toBe(3521.74);
    expect(behind.projectedShare).toBeCloseTo(0.7065, 3);
    const ahead = plusCrewFigures(crew, progress([month('2026-11', 9000)], 15000), 'en');
    expect(ahead.projectedShortfall).toBe(0);
    expect(ahead.projectedShare).toBe(1);
  });

  it('compares the forecast with the bonus the minimum target would pay', () => {
    const figures = plusCrewFigures(crew, progress([month('2026-11', 13000)], 14000, 700), 'en');
    expect(figures.bonusForecast).toBe(700);
    expect(figures.bonusAtTarget).toBe(600);
  });

  it('copes with no months and a zero target', () => {
    const figures = plusCrewFigures({ minimumTarget: 0, bonusPercentage: 5 }, progress([], 0), 'en');
    expect(figures.rows).toEqual([]);
    expect(figures.current).toBeNull();
    expect(figures.projectedShortfall).toBe(0);
    expect(figures.projectedShare).toBe(1);
  });

  it('names months in the reader’s language and leaves odd values alone', () => {
    expect(monthLabel('2026-11', 'en')).toBe('Nov 2026');
    expect(monthLabel('2026-03', 'de')).toMatch(/^März 2026$/);
    expect(monthLabel('soon', 'en')).toBe('soon');
  });
});
