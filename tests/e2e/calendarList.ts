import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { addDays } from './suiteClock';

/**
 * Reading a calendar screen (src/renderer/layouts/CalendarLayout.tsx). Its toolbar switches between the month grid
 * of day buttons (`data-day`), whose tapped day lists its events below, and the list view (FullCalendar's
 * `listMonth`): one list item per day (`data-date`), each with a list of events named by their title and marker
 * label. What it should show is worked out from the suite's clock and the api, for any clock: a month may well hold
 * nothing.
 */

/** The first and last day (`YYYY-MM-DD`) of the month of a day, and the month after it. */
export function monthOf(day: string): { first: string; last: string; next: string } {
  const first = `${day.slice(0, 8)}01`;
  const next = `${addDays(first, 32).slice(0, 8)}01`;
  return { first, last: addDays(next, -1), next };
}

/** An event drawn from `start` to `end` (inclusive; null or earlier: one day), with the text its list row shows. */
export interface DrawnEvent { start: string; end: string | null; text: string }

/** The rows the list view of the month of `day` shows for these events: `YYYY-MM-DD text`, one per day, sorted. */
export function rowsInMonth(events: readonly DrawnEvent[], day: string): string[] {
  const { first, last } = monthOf(day);
  const rows: string[] = [];
  for (const event of events) {
    const end = event.end && event.end > event.start ? event.end : event.start;
    for (let date = event.start < first ? first : event.start; date <= end && date <= last; date = addDays(date, 1)) {
      rows.push(`${date} ${event.text}`);
    }
  }
  return rows.sort();
}

/** The rows the list view shows now: `YYYY-MM-DD text` for every event of every day, sorted. */
function shownRows(page: Page, eventsLabel: string): Promise<string[]> {
  return page.evaluate((label) => {
    const rows: string[] = [];
    for (const list of document.querySelectorAll(`[role="list"][aria-label="${label}"]`)) {
      const date = list.parentElement?.querySelector('[data-date]')?.getAttribute('data-date') ?? '?';
      for (const event of list.querySelectorAll('[role="button"]')) rows.push(`${date} ${event.textContent ?? ''}`);
    }
    return rows.sort();
  }, eventsLabel);
}

/** Switches the calendar to a view with the toolbar's view switch and waits until that view is the checked one. */
export async function showView(page: Page, t: (key: string) => string, view: 'month' | 'week' | 'list'): Promise<void> {
  const views = page.getByRole('radiogroup', { name: t('calendar.changeView') });
  await views.getByText(t(`calendar.${view}`), { exact: true }).click();
  await expect.poll(() => views.getByRole('radio', { name: t(`calendar.${view}`), exact: true }).isChecked(), { message: `the ${view} view` })
    .toBe(true);
}

/** Switches the calendar to its list view and waits until that view is the checked one. */
export async function showListView(page: Page, t: (key: string) => string): Promise<void> {
  await showView(page, t, 'list');
}

/** Opens the calendar's legend (closed at the start on a phone) with its toggle and answers its region. */
export async function openLegend(page: Page, t: (key: string) => string): Promise<Locator> {
  const legend = page.getByRole('region', { name: t('calendar.legend') });
  const toggle = legend.getByRole('button', { name: t('calendar.legend') });
  await toggle.click();
  await expect.poll(() => toggle.getAttribute('aria-expanded'), { message: 'the legend is open' }).toBe('true');
  return legend;
}

/** The button of a day (`YYYY-MM-DD`) in the month or week grid. */
export const dayButton = (page: Page, day: string): Locator => page.locator(`button[data-day="${day}"]`);

/** A day's cell of the grid: its button and, on a wide screen, the titles drawn over it. */
export const dayCell = (page: Page, day: string): Locator => page.locator(`td:has(> button[data-day="${day}"])`);

/** Every day's cell of the grid. */
export const dayCells = (page: Page): Locator => page.locator('td:has(> button[data-day])');

/**
 * Taps a day of the grid and answers the list of its events that opens below the month (a region named by the day),
 * once it is there.
 */
export async function openDay(page: Page, day: string): Promise<Locator> {
  const button = dayButton(page, day);
  await button.click();
  await expect.poll(() => button.getAttribute('aria-pressed'), { message: `${day} is the opened day` }).toBe('true');
  const region = page.locator(`section[id="${await button.getAttribute('aria-controls')}"]`);
  await region.getByRole('heading').waitFor();
  return region;
}

/** The event buttons of an opened day's list (see openDay). */
export const dayEvents = (region: Locator): Locator => region.getByRole('list').getByRole('button');

/**
 * Waits until the list view shows exactly these rows (see rowsInMonth), and the "no events" line exactly when there
 * are none. Polled: the calendar keeps the last range's events on screen while the next range loads.
 */
export async function expectListRows(page: Page, t: (key: string) => string, rows: string[], where: string): Promise<void> {
  await expect.poll(() => shownRows(page, t('calendar.events')), { message: where, timeout: 20_000 }).toEqual(rows);
  await expect.poll(() => page.getByText(t('calendar.noEvents'), { exact: true }).count(), { message: `${where}: the empty line` })
    .toBe(rows.length === 0 ? 1 : 0);
}
