import { addDays } from './calendarDays';
import type { CalendarEvent } from './toCalendarEvents';

/**
 * The events of each day from `from` to `to` (inclusive, `YYYY-MM-DD`), in the order given: a multi-day event is on
 * every day it covers. Days without events are left out.
 */
export function eventsByDay(events: readonly CalendarEvent[], from: string, to: string): Map<string, CalendarEvent[]> {
  const days = new Map<string, CalendarEvent[]>();
  for (const event of events) {
    const { startDay, lastDay } = event.extendedProps;
    const end = lastDay ?? startDay;
    for (let day = startDay < from ? from : startDay; day <= end && day <= to; day = addDays(day, 1)) {
      const list = days.get(day);
      if (list) list.push(event);
      else days.set(day, [event]);
    }
  }
  return days;
}
