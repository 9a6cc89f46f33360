import { describe, expect, it } from 'vitest';
import type { CalendarSpec } from '../../../../src/ground/screenLanguage/types';
import {
  contrastTextColor,
  neutralMarkerColor,
  toCalendarEvents,
} from '../../../../src/renderer/layouts/calendar/toCalendarEvents';
import { addDays } from '../../../../src/renderer/layouts/calendar/calendarDays';

const calendar: CalendarSpec = {
  event: { title: '{{ project.name }} – {{ function }}', start: 'startDate', end: 'endDate', marker: 'status' },
  markers: {
    confirmed: { color: '#2b8a3e', label: 'calendar.markers.confirmed' },
    doubleBooking: { color: '#1c7ed6', border: '#e03131', label: 'calendar.markers.doubleBooking' },
    spare: { color: '#fab005', border: '#fcc419', label: 'calendar.markers.spare' },
  },
};

const job = (fields: Record<string, unknown>) => ({ project: { name: 'Summer Fest' }, function: 'Stagehand', ...fields });

describe('toCalendarEvents', () => {
  it('renders the title template against the record and colours the event by its marker', () => {
    const [event] = toCalendarEvents([job({ startDate: '2026-11-12', status: 'confirmed' })], calendar);
    expect(event).toMatchObject({
      title: 'Summer Fest – Stagehand',
      start: '2026-11-12',
      allDay: true,
      color: '#2b8a3e',
      contrastColor: '#ffffff',
      extendedProps: { marker: 'confirmed', markerLabel: 'calendar.markers.confirmed', border: null },
    });
  });

  it('carries the marker border, e.g. red for a double booking, and dark text on a light colour', () => {
    const [doubleBooked, spare] = toCalendarEvents(
      [job({ startDate: '2026-11-12', status: 'doubleBooking' }), job({ startDate: '2026-11-13', status: 'spare' })],
      calendar,
    );
    expect(doubleBooked?.extendedProps.border).toBe('#e03131');
    expect(spare?.extendedProps.border).toBe('#fcc419');
    expect(spare?.contrastColor).toBe('#1a1b1e');
  });

  it('turns an inclusive end date into the exclusive end FullCalendar expects, across a month end', () => {
    const [event] = toCalendarEvents([job({ startDate: '2026-11-29', endDate: '2026-12-01', status: 'confirmed' })], calendar);
    expect(event?.start).toBe('2026-11-29');
    expect(event?.end).toBe('2026-12-02');
    expect(event?.extendedProps).toMatchObject({ startDay: '2026-11-29', lastDay: '2026-12-01' });
  });

  it('leaves the end out when it is missing, the same day, or before the start', () => {
    const events = toCalendarEvents(
      [
        job({ startDate: '2026-11-12', status: 'confirmed' }),
        job({ startDate: '2026-11-12', endDate: '2026-11-12', status: 'confirmed' }),
        job({ startDate: '2026-11-12', endDate: '2026-11-10', status: 'confirmed' }),
        job({ startDate: '2026-11-12', endDate: null, status: 'confirmed' }),
      ],
      calendar,
    );
    for (const event of events) {
      expect(event.end).toBeUndefined();
      expect(event.extendedProps.lastDay).toBeNull();
    }
  });

  it('reads the day of a date-time value', () => {
    const [event] = toCalendarEvents([job({ startDate: '2026-11-12T08:00:00', endDate: '2026-11-13T17:00:00' })], calendar);
    expect(event?.start).toBe('2026-11-12');
    expect(event?.end).toBe('2026-11-14');
  });

  it('draws an unknown or missing marker in a neutral colour without a label', () => {
    const [unknown, missing] = toCalendarEvents(
      [job({ startDate: '2026-11-12', status: 'somethingNew' }), job({ startDate: '2026-11-13' })],
      calendar,
    );
    expect(unknown).toMatchObject({ color: neutralMarkerColor, extendedProps: { marker: 'somethingNew', markerLabel: null, border: null } });
    expect(missing).toMatchObject({ color: neutralMarkerColor, extendedProps: { marker: null, markerLabel: null } });
  });

  it('reads nested start, end and marker paths', () => {
    const nested: CalendarSpec = { ...calendar, event: { title: '{{ name }}', start: 'period.from', end: 'period.to', marker: 'state.code' } };
    const [event] = toCalendarEvents([{ name: 'Vacation', period: { from: '2026-11-02', to: '2026-11-06' }, state: { code: 'confirmed' } }], nested);
    expect(event).toMatchObject({ title: 'Vacation', start: '2026-11-02', end: '2026-11-07', color: '#2b8a3e' });
  });

  it('leaves out records without a start date and keeps the record itself', () => {
    const record = job({ startDate: '2026-11-12', status: 'confirmed' });
    const events = toCalendarEvents([job({ status: 'confirmed' }), job({ startDate: 'soon' }), record], calendar);
    expect(events).toHaveLength(1);
    expect(events[0]?.extendedProps.item).toBe(record);
  });

  it('lets titles read the base scope and use formatters', () => {
    const [event] = toCalendarEvents([{ startDate: '2026-11-12', status: 'confirmed' }], { ...calendar, event: { ...calendar.event, title: '{{ $user.name }} {{ status | upper }}' } }, {
      scope: { $user: { name: 'Ann' } },
    });
    expect(event?.title).toBe('Ann CONFIRMED');
  });

  it('renders the time template, and no time when it renders only punctuation or nothing', () => {
    const timed = { ...calendar, event: { ...calendar.event, time: '{{ startTime | time }}–{{ endTime | time }}' } };
    const [withTimes, withoutTimes] = toCalendarEvents(
      [
        job({ startDate: '2026-11-12', status: 'confirmed', startTime: '08:00:00', endTime: '17:30:00' }),
        job({ startDate: '2026-11-13', status: 'confirmed', startTime: null }),
      ],
      timed,
    );
    expect(withTimes?.extendedProps.time).toBe('08:00–17:30');
    expect(withoutTimes?.extendedProps.time).toBeNull();
    expect(toCalendarEvents([job({ startDate: '2026-11-12', startTime: '08:00' })], calendar)[0]?.extendedProps.time).toBeNull();
  });
});

describe('contrastTextColor', () => {
  it('answers for hex colours only', () => {
    expect(contrastTextColor('#000')).toBe('#ffffff');
    expect(contrastTextColor('#ffffff')).toBe('#1a1b1e');
    expect(contrastTextColor('red')).toBeUndefined();
  });
});

describe('addDays', () => {
  it('crosses months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
