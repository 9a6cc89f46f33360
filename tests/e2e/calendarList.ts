import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { selectTab } from './browser';
import { addDays } from './suiteClock';

/**
 * Reading a calendar screen's list view (src/renderer/layouts/CalendarLayout.tsx, FullCalendar's `listMonth`): one
 * list item per day (`data-date`), each with a list of events named by their title and marker label. What it should
 * show is worked out from the suite's clock and the api, for any clock: a month may well hold nothing.
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

/** Switches the calendar to its list view and waits until that view is the selected one. */
export async function showListView(page: Page, t: (key: string) => string): Promise<void> {
  await selectTab(page, page.getByRole('tablist', { name: t('calendar.changeView') }).getByRole('tab', { name: t('calendar.listView') }));
}

/**
 * Waits until the list view shows exactly these rows (see rowsInMonth), and the "no events" line exactly when there
 * are none. Polled: the calendar keeps the last range's events on screen while the next range loads.
 */
export async function expectListRows(page: Page, t: (key: string) => string, rows: string[], where: string): Promise<void> {
  await expect.poll(() => shownRows(page, t('calendar.events')), { message: where, timeout: 20_000 }).toEqual(rows);
  await expect.poll(() => page.getByText(t('calendar.noEvents'), { exact: true }).count(), { message: `${where}: the empty line` })
    .toBe(rows.length === 0 ? 1 : 0);
}
