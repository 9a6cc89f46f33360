import type { CalculatedValues } from '../../../src/ground/contract/projectCosts';

/** A rate of the project's rate card for one function, as the cost view needs it. */
export interface CardRate { unit: 'hour' | 'day' | 'shift'; rate: number; costRate: number | null; minimumHours: number | null }

/** One crew item that is not cancelled, with what the cost view prices it by. */
export interface CostedCrewItem {
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  /** The hourly wage of the crew member's staff contract on the item's first day; null when none (or vacant). */
  wage: number | null;
  /** The rate card's line for the item's function; null when the card has none (or the project no card). */
  card: CardRate | null;
}

const cents = (value: number) => Math.round(value * 100) / 100;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/** The days an item runs, first and last included. */
export const daysOf = (item: Pick<CostedCrewItem, 'startDate' | 'endDate'>) => dayNumber(item.endDate) - dayNumber(item.startDate) + 1;

/** Hours a day from start to end time; an end before the start is the next morning (a night shift). */
export function hoursPerDay(startTime: string, endTime: string): number {
  const minutes = minutesOf(endTime) - minutesOf(startTime);
  return (minutes < 0 ? minutes + 24 * 60 : minutes) / 60;
}

/**
 * What `rate` comes to for an item by the card's unit: per hour (each day at least the card's minimum hours), per
 * day, or per shift (one shift a day). Planned hours are priced at the normal rate: overtime is known only afterwards.
 */
export function priced(unit: CardRate['unit'], rate: number, days: number, dayHours: number, minimumHours: number | null): number {
  if (unit === 'hour') return cents(days * Math.max(dayHours, minimumHours ?? 0) * rate);
  return cents(days * rate);
}

/**
 * An item's calculated values: its hours, one position, revenue by the rate card (0 when its function is not on the
 * card) and cost by the crew member's wage per planned hour, else by the card's cost rate (0 when neither is known).
 */
export function valuesOf(item: CostedCrewItem): CalculatedValues {
  const days = daysOf(item);
  const dayHours = hoursPerDay(item.startTime, item.endTime);
  const { card } = item;
  const revenue = card ? priced(card.unit, card.rate, days, dayHours, card.minimumHours) : 0;
  const cost = item.wage !== null ? cents(days * dayHours * item.wage)
    : card?.costRate != null ? priced(card.unit, card.costRate, days, dayHours, card.minimumHours) : 0;
  return { hours: cents(days * dayHours), positions: 1, cost, revenue };
}

/** Values summed, rounded to cents. */
export function sumValues(all: readonly CalculatedValues[]): CalculatedValues {
  const sum = (key: keyof CalculatedValues) => cents(all.reduce((total, values) => total + values[key], 0));
  return { hours: sum('hours'), positions: sum('positions'), cost: sum('cost'), revenue: sum('revenue') };
}
