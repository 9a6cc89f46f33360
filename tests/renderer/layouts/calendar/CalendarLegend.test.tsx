import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { CalendarLegend, legendSetting } from '../../../../src/renderer/layouts/calendar/CalendarLegend';
import { readUiSetting } from '../../../../src/session/uiSettings';

const markers = { blocked: { label: 'calendar.blockedDate', color: 'red' } };

/** The legend as a phone draws it (the test's matchMedia matches no width): its toggle. */
function drawLegend() {
  render(<MantineProvider><CalendarLegend markers={markers} /></MantineProvider>);
  return screen.getByRole('button');
}

describe('a calendar’s legend', () => {
  beforeEach(() => localStorage.clear());

  it('starts closed on a phone, and opens as it was left, on the next calendar too', () => {
    const toggle = drawLegend();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(readUiSetting(legendSetting)).toBeUndefined();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(readUiSetting(legendSetting)).toBe(true);
    const next = render(<MantineProvider><CalendarLegend markers={markers} /></MantineProvider>);
    expect(within(next.container).getByRole('button').getAttribute('aria-expanded')).toBe('true');
  });

  it('stays closed where it was closed', () => {
    localStorage.setItem('uiSettings', JSON.stringify({ [legendSetting]: false }));
    expect(drawLegend().getAttribute('aria-expanded')).toBe('false');
  });
});
