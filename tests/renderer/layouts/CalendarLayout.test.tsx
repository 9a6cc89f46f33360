// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setWire } from '../../../src/api/apiClient';
import { wireAddress, type WireRequest } from '../../../src/api/wire';
import type { LayoutSpec } from '../../../src/ground/screenLanguage/types';
import { resolvePath } from '../../../src/ground/screenLanguage/resolvePath';
import { renderLayout } from '../renderLayout';
import en from '../../../locales/en.json';

/** What a user reads for a key: its English text, or the key itself while locales/en.json lacks it. */
const text = (key: string) => {
  const english = resolvePath(en, key);
  return typeof english === 'string' ? english : key;
};

const body: LayoutSpec = {
  layout: 'calendar',
  source: { endpoint: '/planningCalendarItems' },
  actions: [{ id: 'block', kind: 'navigate', label: 'calendar.test.blockDate', to: '/x/{{ $date }}' }],
  calendar: {
    views: ['month', 'week', 'list'],
    event: { title: '{{ title }}', start: 'startDate', end: 'endDate', marker: 'marker', time: '{{ startTime | time }}–{{ endTime | time }}' },
    markers: {
      confirmed: { color: '#2b8a3e', label: 'calendar.test.confirmed' },
      doubleBooking: { color: '#1c7ed6', border: '#e03131', label: 'calendar.test.doubleBooking' },
    },
    dateAction: 'block',
    eventActions: [
      { id: 'open', kind: 'navigate', label: 'calendar.test.openJob', to: '/jobs/{{ id }}' },
      { id: 'cancel', kind: 'navigate', label: 'calendar.test.cancel', to: '/cancel/{{ id }}', when: { field: 'marker', equals: 'requested' } },
    ],
  },
};

const november = [
  { id: 7, title: 'Summer Fest', startDate: '2026-11-12', endDate: '2026-11-13', marker: 'confirmed', startTime: '08:00:00', endTime: '17:30:00' },
  { id: 8, title: 'Load-out', startDate: '2026-11-30', marker: 'doubleBooking', startTime: null, endTime: null },
];

type Answer = { items: Record<string, unknown>[] } | { status: number } | Promise<{ items: Record<string, unknown>[] }>;
let requests: WireRequest[] = [];

/** Answers the source's GETs in turn; the last answer repeats. */
function answerWith(...answers: Answer[]) {
  setWire(async (request: WireRequest) => {
    requests.push(request);
    const answer = await (answers.length > 1 ? answers.shift() : answers[0])!;
    if ('status' in answer) return { status: answer.status, body: { error: { code: 'server', message: 'Planning is down' } }, headers: {} };
    return { status: 200, body: { items: answer.items, total: answer.items.length, page: 1, limit: 1000 }, headers: {} };
  });
}

// The list view loads FullCalendar lazily, which takes a while on a busy machine.
const loaded = { timeout: 5000 };

/** A day button of the grid, by its full name ("Thursday, 12 November 2026, 1 event"). */
const dayButton = (name: string) => screen.findByRole('button', { name }, loaded);

beforeEach(() => {
  requests = [];
  // Only Date is faked, so that timers (and waitFor) stay real.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T10:00:00'));
});

afterEach(() => {
  vi.useRealTimers();
  setWire(null);
});

// A month is 42 day buttons with Mantine around them: on a machine busy with other runs a test may take seconds.
describe('CalendarLayout', { timeout: 20_000 }, () => {
  it('shows the month as day buttons named with their events, marked in their markers\' colours, with its toolbar and legend', async () => {
    answerWith({ items: november });
    renderLayout(body);
    const fest = await dayButton('Thursday, 12 November 2026, 1 event');
    expect(await dayButton('Friday, 13 November 2026, 1 event')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Monday, 30 November 2026, 1 event' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tuesday, 17 November 2026, no events' })).toBeTruthy();
    // The weeks around the month are there too, Monday first: 26 October to 6 December.
    expect(screen.getByRole('button', { name: 'Monday, 26 October 2026, no events' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sunday, 6 December 2026, no events' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((head) => head.textContent)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    const dots = [...fest.querySelectorAll<HTMLElement>('[aria-hidden] > span[aria-hidden]')].map((dot) => dot.style.backgroundColor);
    expect(dots[0]).toBe('rgb(43, 138, 62)');
    expect(screen.getByRole('button', { name: 'Sunday, 22 November 2026, no events' }).getAttribute('aria-current')).toBe('date');
    expect(screen.getByRole('heading', { name: 'November 2026' })).toBeTruthy();
    const views = screen.getByRole('radiogroup', { name: text('calendar.changeView') });
    expect(within(views).getAllByRole('radio').map((radio) => radio.closest('div')?.textContent)).toEqual(['Month', 'Week', 'List']);
    expect(within(views).getByRole('radio', { name: 'Month' })).toHaveProperty('checked', true);
    const legend = screen.getByRole('region', { name: text('calendar.legend') });
    // Closed at the start on a phone (jsdom matches no media query), opened by its toggle.
    const toggle = within(legend).getByRole('button', { name: text('calendar.legend') });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(legend).getByText('calendar.test.confirmed')).toBeTruthy();
    expect(within(legend).getByText('calendar.test.doubleBooking')).toBeTruthy();
  });

  it('lists a tapped day\'s events in full below the month: title, time or days, and marker', async () => {
    answerWith({ items: november });
    renderLayout(body);
    expect(screen.getByText(text('calendar.pickDay'))).toBeTruthy();
    fireEvent.click(await dayButton('Thursday, 12 November 2026, 1 event'));
    const day = screen.getByRole('region', { name: 'Thursday, 12 November 2026' });
    const festival = within(day).getByRole('button', { name: /^Summer Fest/ });
    expect(festival.textContent).toBe('Summer Fest08:00–17:30 · Thu, 12 Nov 2026 – Fri, 13 Nov 2026calendar.test.confirmed');
    expect(screen.getByRole('button', { name: 'Thursday, 12 November 2026, 1 event' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Monday, 30 November 2026, 1 event' }));
    const loadOut = within(screen.getByRole('region', { name: 'Monday, 30 November 2026' })).getByRole('button', { name: /^Load-out/ });
    // Both times empty: no time line.
    expect(loadOut.textContent).toBe('Load-outcalendar.test.doubleBooking');
    fireEvent.click(screen.getByRole('button', { name: 'Tuesday, 17 November 2026, no events' }));
    expect(within(screen.getByRole('region', { name: 'Tuesday, 17 November 2026' })).getByText(text('calendar.noEventsOnDay'))).toBeTruthy();
  });

  it('moves between the days with the arrow keys, one day in the tab order', async () => {
    answerWith({ items: november });
    renderLayout(body);
    const today = await dayButton('Sunday, 22 November 2026, no events');
    expect(screen.getAllByRole('button').filter((button) => button.dataset.day && button.tabIndex === 0)).toEqual([today]);
    today.focus();
    fireEvent.keyDown(today, { key: 'ArrowUp' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Sunday, 15 November 2026, no events');
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Monday, 9 November 2026, no events');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Sunday, 8 November 2026, no events');
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    fireEvent.click(document.activeElement!);
    expect(screen.getByRole('region', { name: 'Sunday, 8 November 2026' })).toBeTruthy();
  });

  it('asks for the visible days, Monday first, with the list paging', async () => {
    answerWith({ items: november });
    renderLayout(body);
    await dayButton('Thursday, 12 November 2026, 1 event');
    expect(requests).toHaveLength(1);
    expect(requests[0]!.path).toBe('/planningCalendarItems');
    expect(requests[0]!.query).toEqual({ from: '2026-10-26', to: '2026-12-06', limit: 1000, page: 1 });
    expect(wireAddress(requests[0]!, 'http://localhost')).toContain('from=2026-10-26&to=2026-12-06&limit=1000&page=1');
  });

  it('uses the range parameter names of the spec', async () => {
    answerWith({ items: november });
    renderLayout({ ...body, calendar: { ...body.calendar!, range: { from: 'dateFrom', to: 'dateTo' } } });
    await dayButton('Thursday, 12 November 2026, 1 event');
    expect(requests[0]!.query).toMatchObject({ dateFrom: '2026-10-26', dateTo: '2026-12-06' });
  });

  it('fetches the next month when the user moves on, keeping the shown events while it loads', async () => {
    let release: (value: { items: Record<string, unknown>[] }) => void = () => undefined;
    const december = new Promise<{ items: Record<string, unknown>[] }>((resolve) => (release = resolve));
    answerWith({ items: november }, december);
    renderLayout(body);
    await dayButton('Monday, 30 November 2026, 1 event');
    fireEvent.click(screen.getByRole('button', { name: text('calendar.nextMonth') }));
    expect(await screen.findByRole('heading', { name: 'December 2026' })).toBeTruthy();
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]!.query).toMatchObject({ from: '2026-11-30', to: '2027-01-03' });
    // 30 November is on both pages: its event stays while December loads.
    expect(screen.getByRole('button', { name: 'Monday, 30 November 2026, 1 event' })).toBeTruthy();
    release({ items: [{ id: 9, title: 'New Year Gala', startDate: '2026-12-31', marker: 'confirmed' }] });
    expect(await screen.findByRole('button', { name: 'Thursday, 31 December 2026, 1 event' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Monday, 30 November 2026, no events' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: text('calendar.today') }));
    expect(await screen.findByRole('heading', { name: 'November 2026' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Sunday, 22 November 2026' })).toBeTruthy();
  });

  it('shows one week in the week view, moving a week at a time with the opened weekday', async () => {
    answerWith({ items: november });
    renderLayout(body);
    fireEvent.click(await dayButton('Thursday, 12 November 2026, 1 event'));
    fireEvent.click(screen.getByRole('radio', { name: text('calendar.week') }));
    expect(await screen.findByRole('heading', { name: /^9\s–\s15 Nov 2026$/ })).toBeTruthy();
    expect(screen.getAllByRole('button').filter((button) => button.dataset.day)).toHaveLength(7);
    await waitFor(() => expect(requests.at(-1)!.query).toMatchObject({ from: '2026-11-09', to: '2026-11-15' }));
    expect(screen.getByRole('region', { name: 'Thursday, 12 November 2026' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: text('calendar.nextWeek') }));
    expect(await screen.findByRole('heading', { name: /^16\s–\s22 Nov 2026$/ })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Thursday, 19 November 2026' })).toBeTruthy();
  });

  it('shows an empty month as a calendar, not as an error', async () => {
    answerWith({ items: [] });
    renderLayout(body);
    await waitFor(() => expect(requests).toHaveLength(1), loaded);
    expect(screen.getByRole('heading', { name: 'November 2026' })).toBeTruthy();
    expect(await dayButton('Thursday, 12 November 2026, no events')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a failed load with a retry, and the calendar stays usable', async () => {
    answerWith({ status: 500 }, { items: november });
    renderLayout(body);
    const alert = await screen.findByRole('alert', {}, loaded);
    expect(within(alert).getByText('Planning is down')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'November 2026' })).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: text('common.retry') }));
    expect(await dayButton('Thursday, 12 November 2026, 1 event')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('opens a sheet for an event of the day list with its days, time, marker and the actions that apply', async () => {
    answerWith({ items: november });
    const { environment } = renderLayout(body);
    fireEvent.click(await dayButton('Thursday, 12 November 2026, 1 event'));
    fireEvent.click(screen.getByRole('button', { name: /^Summer Fest/ }));
    const sheet = await screen.findByRole('dialog');
    expect(within(sheet).getByText('Summer Fest')).toBeTruthy();
    expect(within(sheet).getByText('Thu, 12 Nov 2026 – Fri, 13 Nov 2026')).toBeTruthy();
    expect(within(sheet).getByText('08:00–17:30')).toBeTruthy();
    expect(within(sheet).getByText('calendar.test.confirmed')).toBeTruthy();
    expect(within(sheet).queryByRole('button', { name: 'calendar.test.cancel' })).toBeNull();
    fireEvent.click(within(sheet).getByRole('button', { name: 'calendar.test.openJob' }));
    expect(environment.navigate).toHaveBeenCalledWith('/jobs/7');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('starts the date action from a tapped day\'s list with that day as $date', async () => {
    answerWith({ items: november });
    const { environment } = renderLayout(body);
    fireEvent.click(await dayButton('Tuesday, 17 November 2026, no events'));
    const start = screen.getByRole('button', { name: 'calendar.test.blockDate: Tue, 17 Nov 2026' });
    fireEvent.click(start);
    await waitFor(() => expect(environment.navigate).toHaveBeenCalledWith('/x/2026-11-17'));
    fireEvent.click(start);
    await waitFor(() => expect(environment.navigate).toHaveBeenCalledTimes(2));
  });

  it('offers each date action of a list as its own button for the day, in order, leaving out one whose condition fails', async () => {
    answerWith({ items: november });
    const actions = [
      ...body.actions!,
      { id: 'offer', kind: 'navigate' as const, label: 'calendar.test.offer', to: '/offer/{{ $date }}' },
      { id: 'never', kind: 'navigate' as const, label: 'calendar.test.never', to: '/never', when: { field: '$date', equals: 'never' } },
    ];
    const { environment } = renderLayout({ ...body, actions, calendar: { ...body.calendar!, dateAction: ['block', 'offer', 'never'] } });
    fireEvent.click(await dayButton('Tuesday, 17 November 2026, no events'));
    const day = screen.getByRole('region', { name: 'Tuesday, 17 November 2026' });
    expect(within(day).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'calendar.test.blockDate: Tue, 17 Nov 2026', 'calendar.test.offer: Tue, 17 Nov 2026',
    ]);
    fireEvent.click(within(day).getByRole('button', { name: 'calendar.test.offer: Tue, 17 Nov 2026' }));
    await waitFor(() => expect(environment.navigate).toHaveBeenCalledWith('/offer/2026-11-17'));
    fireEvent.click(within(day).getByRole('button', { name: 'calendar.test.blockDate: Tue, 17 Nov 2026' }));
    await waitFor(() => expect(environment.navigate).toHaveBeenCalledWith('/x/2026-11-17'));
  });

  it('opens a form date action prefilled with the tapped day', async () => {
    answerWith({ items: november });
    const blockForm: LayoutSpec = {
      ...body,
      actions: [
        {
          id: 'block',
          kind: 'form',
          label: 'calendar.test.blockDate',
          form: {
            fields: [{ path: 'startDate', kind: 'date', label: 'calendar.test.startDate', default: '{{ $date }}' }],
            submit: { label: 'calendar.test.save', call: { method: 'POST', endpoint: '/blockDates' } },
          },
        },
      ],
    };
    renderLayout(blockForm);
    fireEvent.click(await dayButton('Tuesday, 17 November 2026, no events'));
    fireEvent.click(screen.getByRole('button', { name: 'calendar.test.blockDate: Tue, 17 Nov 2026' }));
    const dialog = await screen.findByRole('dialog');
    // The form's code loads when the dialog first opens.
    await within(dialog).findByLabelText('calendar.test.startDate', {}, loaded);
    expect(dialog.querySelector<HTMLInputElement>('input[name="startDate"]')?.value).toBe('2026-11-17');
  });

  it('draws the screen actions above the calendar with today as $date', async () => {
    answerWith({ items: november });
    const { environment } = renderLayout(body);
    fireEvent.click(await screen.findByRole('button', { name: 'calendar.test.blockDate' }, loaded));
    expect(environment.navigate).toHaveBeenCalledWith('/x/2026-11-22');
  });

  it('offers no date action in a day\'s list when there is none', async () => {
    answerWith({ items: november });
    renderLayout({ ...body, calendar: { ...body.calendar!, dateAction: undefined } });
    fireEvent.click(await dayButton('Tuesday, 17 November 2026, no events'));
    const day = screen.getByRole('region', { name: 'Tuesday, 17 November 2026' });
    expect(within(day).queryByRole('button')).toBeNull();
  });

  it('lists the month in the list view and offers only the views the spec names', async () => {
    answerWith({ items: november });
    renderLayout({ ...body, calendar: { ...body.calendar!, views: ['list'] } });
    // The list shows a two-day event under each of its days.
    expect(await screen.findAllByText('Summer Fest', {}, loaded)).toHaveLength(2);
    expect(screen.getByText('Load-out')).toBeTruthy();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.click(screen.getAllByText('Summer Fest')[0]!);
    expect(within(await screen.findByRole('dialog')).getByText('08:00–17:30')).toBeTruthy();
  });
});
