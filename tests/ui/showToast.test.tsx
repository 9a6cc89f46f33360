import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { setToastCloseLabel, showToast } from '../../src/ui/showToast';
import { toastLifetime, type Toast } from '../../src/ui/toastQueue';

/** Long enough for a closing toast to leave the page, well under a toast's lifetime. */
const exitAnimation = 500;

/** Shows a toast and waits for Mantine's notifications, which showToast loads on first use. */
const show = (toast: Toast) => act(async () => {
  showToast(toast);
  await import('@mantine/notifications');
});
const pass = (milliseconds: number) => act(() => vi.advanceTimersByTimeAsync(milliseconds));
const shown = (message: string) => screen.queryAllByText(message).length;

// Each test uses its own messages: the de-duplication queue lives as long as the module.
beforeEach(() => {
  vi.useFakeTimers();
  render(
    <MantineProvider>
      <Notifications />
    </MantineProvider>,
  );
});
afterEach(() => {
  act(() => notifications.clean());
  vi.useRealTimers();
});

describe('showToast', () => {
  it('shows a toast once while it is on screen, and again after it closed by itself', async () => {
    const toast: Toast = { type: 'error', message: 'Jobs could not be loaded' };
    await show(toast);
    expect(shown(toast.message)).toBe(1);
    await show(toast);
    expect(shown(toast.message)).toBe(1);

    await pass(toastLifetime - 1);
    expect(shown(toast.message)).toBe(1);
    await show(toast);
    expect(shown(toast.message)).toBe(1);

    await pass(1 + exitAnimation);
    expect(shown(toast.message)).toBe(0);
    await show(toast);
    expect(shown(toast.message)).toBe(1);
  });

  it("names its close button in the app's language, for a screen reader", async () => {
    setToastCloseLabel('Sluiten');
    await show({ type: 'success', message: 'Bericht verstuurd' });
    expect(screen.getByRole('button', { name: 'Sluiten' })).toBeTruthy();
    setToastCloseLabel('Close');
  });

  it('lets a twin of another type through', async () => {
    await show({ type: 'error', message: 'Crew is full' });
    await show({ type: 'warning', message: 'Crew is full' });
    expect(shown('Crew is full')).toBe(2);
  });

  it('runs the action of a clicked toast, dismisses it and lets it be shown again', async () => {
    const action = vi.fn();
    const toast: Toast = { type: 'info', message: 'A new version is ready', action };
    await show(toast);
    fireEvent.click(screen.getByText(toast.message));
    expect(action).toHaveBeenCalledTimes(1);

    await pass(exitAnimation);
    expect(shown(toast.message)).toBe(0);
    await show(toast);
    expect(shown(toast.message)).toBe(1);
  });
});
