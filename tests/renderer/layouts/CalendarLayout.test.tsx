// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { api } from '../../../src/api/apiClient';
import type { LayoutBody } from '../../../src/spec/types';
import { resolvePath } from '../../../src/spec/resolvePath';
import { renderLayout } from '../renderLayout';
import en from '../../../locales/en.json';

/** What a user reads for a key: its English text, or the key itself while locales/en.json lacks it. */
const text = (key: string) => {
  const english = resolvePath(en, key);
  return typeof english === 'string' ? english : key;
};

const body: LayoutBody = {
  layout: 'calendar',
  source: { endpoint: '/planningCalendarItems' },
  actions: [{ id: 'block', kind: 'navigate', label: 'calendar.test.blockDate', to: '/x/{{ $date }}' }],
  calendar: {
    event: { title: '{{ title }}', start: 'startDate', end: 'endDate', marker: 'marker' },
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
  { id: 7, title: 'Summer Fest', startDate: '2026-11-12', endDate: '2026-11-13', marker: 'confirmed' },
  { id: 8, title: 'Load-out', startDate: '2026-11-30', marker: 'doubleBooking' },
];

type Answer = { items: Record<string, unknown>[] } | { status: number } | Promise<{ items: Record<string, unknown>[] }>;
let requests: InternalAxiosRequestConfig[] = [];

/** Answers the source's GETs in turn; the last answer repeats. */
function answerWith(...answers: Answer[]) {
  api.defaults.adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    requests.push(config);
    const answer = await (answers.length > 1 ? answers.shift() : answers[0])!;
    if ('status' in answer) {
      const response = { data: { error: { code: 'server', message: 'Planning is down' } }, status: answer.status, statusText: 'Error', headers: {}, config };
      throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, response);
    }
    return { data: { items: answer.items, total: answer.items.length, page: 1, limit: 1000 }, status: 200, statusText: 'OK', headers: {}, config };
  };
}

// The first render loads FullCalendar lazily, which takes a while on a busy machine.
const loaded = { timeout: 5000 };

const dayCell = (container: HTMLElement, day: string) => container.querySelector<HTMLElement>(`[data-date="${day}"]`)!;

beforeEach(() => {
  requests = [];
  // Only Date is faked, so the calendar opens on November 2026 while timers (and waitFor) stay real.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T10:00:00'));
});

afterEach(() => {
  vi.useRealTimers();
  api.defaults.adapter = undefined;
});

describe('CalendarLayout', () => {
  it('shows the month with its events, the view switcher and the legend', async () => {
    answerWith({ items: november });
    renderLayout(body);
    expect(await screen.findByText('Summer Fest', {}, loaded)).toBeTruthy();
    // Screen readers hear the marker with the title (jsdom cannot measure, so FullCalendar keeps events invisible).
    const doubleBooked = screen.getByText('Load-out').closest<HTMLElement>('[role="button"]')!;
    expect(doubleBooked.textContent).toBe('Load-out (calendar.test.doubleBooking)');
    const borderRule = [...document.querySelectorAll('style')].map((style) => style.textContent).find((css) => css?.includes('#e03131'));
    expect(borderRule).toContain(`.${[...doubleBooked.classList].find((name) => name.startsWith('crew-marker-'))}{`);
    expect(screen.getByRole('heading', { name: 'Nov 2026' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: text('calendar.monthView') }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: text('calendar.listView') })).toBeTruthy();
    const legend = screen.getByRole('region', { name: text('calendar.legend') });
    expect(within(legend).getByText('calendar.test.confirmed')).toBeTruthy();
    expect(within(legend).getByText('calendar.test.doubleBooking')).toBeTruthy();
  });

  it('asks for the visible days, Monday first, with the list paging', async () => {
    answerWith({ items: november });
    renderLayout(body);
    await screen.findByText('Summer Fest', {}, loaded);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toBe('/planningCalendarItems');
    expect(requests[0]!.params).toEqual({ from: '2026-10-26', to: '2026-12-06', limit: 1000, page: 1 });
    expect(api.getUri(requests[0])).toContain('from=2026-10-26&to=2026-12-06&limit=1000&page=1');
  });

  it('uses the range parameter names of the spec', async () => {
    answerWith({ items: november });
    renderLayout({ ...body, calendar: { ...body.calendar!, range: { from: 'dateFrom', to: 'dateTo' } } });
    await screen.findByText('Summer Fest', {}, loaded);
    expect(requests[0]!.params).toMatchObject({ dateFrom: '2026-10-26', dateTo: '2026-12-06' });
  });

  it('fetches the next month when the user moves on, keeping the shown events while it loads', async () => {
    let release: (value: { items: Record<string, unknown>[] }) => void = () => undefined;
    const december = new Promise<{ items: Record<string, unknown>[] }>((resolve) => (release = resolve));
    answerWith({ items: november }, december);
    renderLayout(body);
    await screen.findByText('Load-out', {}, loaded);
    fireEvent.click(screen.getByRole('button', { name: text('calendar.nextMonth') }));
    expect(await screen.findByRole('heading', { name: 'Dec 2026' })).toBeTruthy();
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]!.params).toMatchObject({ from: '2026-11-30', to: '2027-01-03' });
    // 30 November is on both pages: its event stays while December loads.
    expect(screen.getByText('Load-out')).toBeTruthy();
    release({ items: [{ id: 9, title: 'New Year Gala', startDate: '2026-12-31', marker: 'confirmed' }] });
    expect(await screen.findByText('New Year Gala')).toBeTruthy();
    expect(screen.queryByText('Load-out')).toBeNull();
  });

  it('shows an empty month as a calendar, not as an error', async () => {
    answerWith({ items: [] });
    const { container } = renderLayout(body);
    await waitFor(() => expect(requests).toHaveLength(1), loaded);
    expect(screen.getByRole('heading', { name: 'Nov 2026' })).toBeTruthy();
    expect(dayCell(container, '2026-11-12')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a failed load with a retry, and the calendar stays usable', async () => {
    answerWith({ status: 500 }, { items: november });
    renderLayout(body);
    const alert = await screen.findByRole('alert', {}, loaded);
    expect(within(alert).getByText('Planning is down')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Nov 2026' })).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: text('common.retry') }));
    expect(await screen.findByText('Summer Fest', {}, loaded)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('opens a sheet for a tapped event with its days, marker and the actions that apply', async () => {
    answerWith({ items: november });
    const { environment } = renderLayout(body);
    fireEvent.click(await screen.findByText('Summer Fest', {}, loaded));
    const sheet = await screen.findByRole('dialog');
    expect(within(sheet).getByText('Summer Fest')).toBeTruthy();
    expect(within(sheet).getByText('Thu, 12 Nov 2026 – Fri, 13 Nov 2026')).toBeTruthy();
    expect(within(sheet).getByText('calendar.test.confirmed')).toBeTruthy();
    expect(within(sheet).queryByRole('button', { name: 'calendar.test.cancel' })).toBeNull();
    fireEvent.click(within(sheet).getByRole('button', { name: 'calendar.test.openJob' }));
    expect(environment.navigate).toHaveBeenCalledWith('/jobs/7');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('starts the date action for a tapped day with that day as $date', async () => {
    answerWith({ items: november });
    const { container, environment } = renderLayout(body);
    await screen.findByText('Summer Fest', {}, loaded);
    fireEvent.click(within(dayCell(container, '2026-11-17')).getByRole('link', { name: /^calendar\.test\.\w+: / }));
    await waitFor(() => expect(environment.navigate).toHaveBeenCalledWith('/x/2026-11-17'));
    fireEvent.click(within(dayCell(container, '2026-11-17')).getByRole('link', { name: /^calendar\.test\.\w+: / }));
    await waitFor(() => expect(environment.navigate).toHaveBeenCalledTimes(2));
  });

  it('opens a form date action prefilled with the tapped day', async () => {
    answerWith({ items: november });
    const blockForm: LayoutBody = {
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
    const { container } = renderLayout(blockForm);
    await screen.findByText('Summer Fest', {}, loaded);
    fireEvent.click(within(dayCell(container, '2026-11-17')).getByRole('link', { name: /^calendar\.test\.\w+: / }));
    const dialog = await screen.findByRole('dialog');
    // The form's code loads when the dialog first opens.
    await within(dialog).findByLabelText('calendar.test.startDate');
    expect(dialog.querySelector<HTMLInputElement>('input[name="startDate"]')?.value).toBe('2026-11-17');
  });

  it('draws the screen actions above the calendar with today as $date', async () => {
    answerWith({ items: november });
    const { environment } = renderLayout(body);
    fireEvent.click(await screen.findByRole('button', { name: 'calendar.test.blockDate' }, loaded));
    expect(environment.navigate).toHaveBeenCalledWith('/x/2026-11-22');
  });

  it('leaves days plain when there is no date action', async () => {
    answerWith({ items: november });
    const { container } = renderLayout({ ...body, calendar: { ...body.calendar!, dateAction: undefined } });
    await screen.findByText('Summer Fest', {}, loaded);
    expect(within(dayCell(container, '2026-11-17')).queryByRole('link')).toBeNull();
  });

  it('lists the month in the list view and offers only the views the spec names', async () => {
    answerWith({ items: november });
    renderLayout({ ...body, calendar: { ...body.calendar!, views: ['list'] } });
    // The list shows a two-day event under each of its days.
    expect(await screen.findAllByText('Summer Fest', {}, loaded)).toHaveLength(2);
    expect(screen.getByText('Load-out')).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
