import { useRef, useState, type KeyboardEvent } from 'react';
import { useTexts } from '../../texts';
import { addDays } from './calendarDays';
import type { CalendarEvent } from './toCalendarEvents';
import { fullDayName, weekdayNames } from './calendarNames';
import { useFormatContext } from '../../hooks/useFormatContext';
import { MarkerDot } from './MarkerDot';
import classes from './DayGrid.module.css';

/** Dots drawn in a day at most; more events show as "+n" beside them. */
const maxDots = 6;
/** Titles drawn in a day on a wide screen at most. */
const maxTitles = 3;

/** How many events a day holds, in words: "no events", "1 event", "3 events". */
export function eventCountKey(count: number): { key: string; values?: { count: number } } {
  if (count === 0) return { key: 'calendar.dayNoEvents' };
  if (count === 1) return { key: 'calendar.dayOneEvent' };
  return { key: 'calendar.dayEvents', values: { count } };
}

/** How the arrow keys, Home and End move between the days of the grid (Monday-first weeks). */
const moves: Record<string, (day: string, weekday: number) => string> = {
  ArrowLeft: (day) => addDays(day, -1),
  ArrowRight: (day) => addDays(day, 1),
  ArrowUp: (day) => addDays(day, -7),
  ArrowDown: (day) => addDays(day, 7),
  Home: (day, weekday) => addDays(day, -weekday),
  End: (day, weekday) => addDays(day, 6 - weekday),
};

/**
 * The month (or week) as a grid of day buttons. Each day shows its number and a coloured dot per event in its
 * marker's colour; from 768 px wide the events' titles too. A day's button is named in full with its number of
 * events ("Tuesday, 24 November 2026, 2 events") and opens the day's list. One day is in the tab order; the arrow
 * keys, Home and End move between days.
 */
export function DayGrid({
  weeks,
  month,
  today,
  selectedDay,
  events,
  onSelect,
  controls,
}: {
  weeks: string[][];
  /** The month shown: days outside it are drawn quieter (the month view's first and last week). */
  month: { first: string; last: string } | null;
  today: string;
  selectedDay: string | null;
  events: Map<string, CalendarEvent[]>;
  onSelect: (day: string) => void;
  /** The id of the day list the buttons open. */
  controls: string;
}) {
  const { t } = useTexts();
  const format = useFormatContext();
  const table = useRef<HTMLTableElement>(null);
  const days = weeks.flat();
  const first = days[0] ?? today;
  const last = days.at(-1) ?? today;
  const inGrid = (day: string | null) => day !== null && day >= first && day <= last;
  const [focusDay, setFocusDay] = useState<string | null>(null);
  const tabDay = [focusDay, selectedDay, today].find(inGrid) ?? (month && inGrid(month.first) ? month.first : first);
  const names = weekdayNames(first, format);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const move = moves[event.key];
    const from = event.target instanceof HTMLElement ? event.target.closest<HTMLElement>('[data-day]')?.dataset.day : undefined;
    if (!move || !from) return;
    event.preventDefault();
    const to = move(from, days.indexOf(from) % 7);
    if (!inGrid(to)) return;
    setFocusDay(to);
    table.current?.querySelector<HTMLButtonElement>(`[data-day="${to}"]`)?.focus();
  };

  return (
    <table ref={table} className={classes.grid} onKeyDown={onKeyDown}>
      <thead>
        <tr>
          {names.map((name) => (
            <th key={name.long} scope="col" abbr={name.long} className={classes.weekday}>
              {name.short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((day) => {
              const dayEvents = events.get(day) ?? [];
              const count = eventCountKey(dayEvents.length);
              const outside = month !== null && (day < month.first || day > month.last);
              const hiddenDots = dayEvents.length > maxDots ? dayEvents.length - (maxDots - 1) : 0;
              return (
                <td key={day} className={classes.cell}>
                  <button
                    type="button"
                    data-day={day}
                    className={classes.day}
                    data-outside={outside || undefined}
                    data-today={day === today || undefined}
                    aria-pressed={day === selectedDay}
                    aria-controls={controls}
                    aria-current={day === today ? 'date' : undefined}
                    aria-label={`${fullDayName(day, format)}, ${t(count.key, count.values)}`}
                    tabIndex={day === tabDay ? 0 : -1}
                    onFocus={() => setFocusDay(day)}
                    onClick={() => onSelect(day)}
                  >
                    <span className={classes.number} aria-hidden>
                      {Number(day.slice(8))}
                    </span>
                    <span className={classes.dots} aria-hidden>
                      {dayEvents.slice(0, hiddenDots ? maxDots - 1 : maxDots).map((event) => (
                        <MarkerDot key={event.id} color={event.color} border={event.extendedProps.border} />
                      ))}
                      {/* Drawn by CSS from data-more, not as text: text in the button must be in its name (axe), and the name says the count. */}
                      {hiddenDots > 0 && <span className={classes.moreDots} data-more={`+${hiddenDots}`} />}
                    </span>
                  </button>
                  {/* Outside the button, so its name stays the day's (axe: the text in a button is part of its name); clicks pass through to it. */}
                  <span className={classes.titles} aria-hidden>
                    {dayEvents.slice(0, maxTitles).map((event) => (
                      <span key={event.id} className={classes.titleLine}>
                        <MarkerDot color={event.color} border={event.extendedProps.border} />
                        <span className={classes.titleText}>{event.title}</span>
                      </span>
                    ))}
                    {dayEvents.length > maxTitles && (
                      <span className={classes.moreTitles}>{t('calendar.more', { count: dayEvents.length - maxTitles })}</span>
                    )}
                  </span>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
