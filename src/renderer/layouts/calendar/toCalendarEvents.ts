import type { CalendarSpec } from '../../../ground/screenLanguage/types';
import { renderTemplate, type TemplateScope } from '../../../ground/screenLanguage/renderTemplate';
import { resolvePath } from '../../../ground/screenLanguage/resolvePath';
import type { FormatContext } from '../../../ground/screenLanguage/formatValue';
import { addDays, toIsoDay } from './calendarDays';

/** The colour of a record whose marker value has no entry in `calendar.markers` (Mantine gray 6). */
export const neutralMarkerColor = '#868e96';

/** What an event carries besides its dates: the record and how its marker is drawn. */
export interface CalendarEventDetails {
  /** The record the event was made from. */
  item: Record<string, unknown>;
  /** The marker value (`resolvePath(item, event.marker)`), as text; null when the record has none. */
  marker: string | null;
  /** The marker's legend label (an i18n key); null for an unknown marker. */
  markerLabel: string | null;
  /** The marker's border colour, e.g. red for a double booking; null for none. */
  border: string | null;
  /** The first day, `YYYY-MM-DD`. */
  startDay: string;
  /** The last day, inclusive, `YYYY-MM-DD`; null for a one-day event. */
  lastDay: string | null;
  /** The time of day from `calendar.event.time` ("08:00–17:00"); null without one, or when it renders no time. */
  time: string | null;
}

/** One all-day event in the shape FullCalendar reads (`end` exclusive). Kept free of FullCalendar's own types. */
export interface CalendarEvent {
  id: string;
  title: string;
  start: string;
  end?: string;
  allDay: true;
  color: string;
  contrastColor?: string;
  extendedProps: CalendarEventDetails;
}

function relativeLuminance(hex: string): number | null {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(hex);
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  const parts = long ? long.slice(1) : short ? short.slice(1).map((part) => part + part) : null;
  if (!parts) return null;
  // Both patterns have three parts: the zero defaults are never used.
  const [red = 0, green = 0, blue = 0] = parts.map((part) => {
    const channel = parseInt(part, 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** Dark or white text, whichever reads better on a hex colour; undefined for other colour notations. */
export function contrastTextColor(color: string): string | undefined {
  const luminance = relativeLuminance(color);
  if (luminance === null) return undefined;
  // WCAG contrast against white (1.0) and near-black (about 0.01): pick the larger ratio.
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.06 ? '#ffffff' : '#1a1b1e';
}

/**
 * Maps a calendar source's records to all-day events: the title from `calendar.event.title` (templated against
 * the record over `scope`), the dates from the `start`/`end` paths (an inclusive end becomes FullCalendar's
 * exclusive end), colours from `calendar.markers`. Records without a start date are left out.
 */
export function toCalendarEvents(
  items: Record<string, unknown>[],
  calendar: CalendarSpec,
  options: { scope?: TemplateScope; format?: FormatContext } = {},
): CalendarEvent[] {
  const events: CalendarEvent[] = [];
  items.forEach((item, index) => {
    const startDay = toIsoDay(resolvePath(item, calendar.event.start));
    if (!startDay) return;
    const endDay = calendar.event.end ? toIsoDay(resolvePath(item, calendar.event.end)) : null;
    const lastDay = endDay && endDay > startDay ? endDay : null;
    const value = resolvePath(item, calendar.event.marker);
    const marker = value === null || value === undefined ? null : String(value);
    const markerSpec = marker === null ? undefined : calendar.markers[marker];
    const color = markerSpec?.color ?? neutralMarkerColor;
    const contrastColor = contrastTextColor(color);
    const recordScope = { ...options.scope, ...item };
    const time = calendar.event.time ? renderTemplate(calendar.event.time, recordScope, options.format).trim() : '';
    events.push({
      id: String(index),
      title: renderTemplate(calendar.event.title, recordScope, options.format),
      start: startDay,
      ...(lastDay ? { end: addDays(lastDay, 1) } : {}),
      allDay: true,
      color,
      ...(contrastColor ? { contrastColor } : {}),
      extendedProps: {
        item,
        marker,
        markerLabel: markerSpec?.label ?? null,
        border: markerSpec?.border ?? null,
        startDay,
        lastDay,
        // A time whose fields were empty renders as bare punctuation ("–"): that is no time.
        time: /[\p{L}\p{N}]/u.test(time) ? time : null,
      },
    });
  });
  return events;
}
