import { describe, expect, it } from 'vitest';
import { eventsByDay } from '../../../../src/renderer/layouts/calendar/eventsByDay';
import { toCalendarEvents } from '../../../../src/renderer/layouts/calendar/toCalendarEvents';
import type { CalendarSpec } from '../../../../src/ground/screenLanguage/types';

const calendar: CalendarSpec = {
  event: { title: '{{ title }}', start: 'startDate', end: 'endDate', marker: 'marker' },
  markers: { confirmed: { color: '#2f9e44', label: 'markers.confirmed' } },
};

const events = toCalendarEvents(
  [
    { title: 'Expo', startDate: '2026-10-30', endDate: '2026-11-02', marker: 'confirmed' },
    { title: 'Gala', startDate: '2026-11-01', marker: 'confirmed' },
    { title: 'Later', startDate: '2026-12-10', marker: 'confirmed' },
  ],
  calendar,
);

const titles = (days: Map<string, { title: string }[]>) =>
  Object.fromEntries([...days].map(([day, list]) => [day, list.map((event) => event.title)]));

describe('eventsByDay', () => {
  it('puts an event on every day it covers within the range, in the order given, and leaves empty days out', () => {
    expect(titles(eventsByDay(events, '2026-11-01', '2026-11-30'))).toEqual({
      '2026-11-01': ['Expo', 'Gala'],
      '2026-11-02': ['Expo'],
    });
  });

  it('cuts an event at both ends of the range', () => {
    expect(titles(eventsByDay(events, '2026-10-31', '2026-11-01'))).toEqual({
      '2026-10-31': ['Expo'],
      '2026-11-01': ['Expo', 'Gala'],
    });
  });

  it('answers no days for no events, or a range that holds none', () => {
    expect(eventsByDay([], '2026-11-01', '2026-11-30').size).toBe(0);
    expect(eventsByDay(events, '2027-01-01', '2027-01-31').size).toBe(0);
  });
});
