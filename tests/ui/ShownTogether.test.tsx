import { act, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { BusyPartsContext, useBusyPart, useWaitingPart } from '../../src/ui/busyParts';
import { ShownTogether } from '../../src/ui/ShownTogether';

/** A part that loads until the test finishes it (through the setter it hands out). */
function Part({ name, finishers }: { name: string; finishers: Map<string, (busy: boolean) => void> }) {
  const [busy, setBusy] = useState(true);
  finishers.set(name, setBusy);
  useWaitingPart(busy);
  return <p>{busy ? `${name} loading` : `${name} ready`}</p>;
}

/** A part showing a kept answer while it is fetched again: busy for the screen, but not waiting. */
function Refreshing() {
  useBusyPart(true);
  return <p>kept answer</p>;
}

function renderParts(children: (finishers: Map<string, (busy: boolean) => void>) => ReactNode) {
  const finishers = new Map<string, (busy: boolean) => void>();
  const screenReports: number[] = [];
  render(
    <MantineProvider>
      <BusyPartsContext.Provider value={(change) => screenReports.push(change)}>
        <ShownTogether>{children(finishers)}</ShownTogether>
      </BusyPartsContext.Provider>
    </MantineProvider>,
  );
  const finish = (name: string, busy = false) => act(() => finishers.get(name)!(busy));
  const screenBusy = () => screenReports.reduce((sum, change) => sum + change, 0);
  return { finish, screenBusy };
}

const visible = (text: string) => screen.getByText(text).closest('[style*="display: none"]') === null;

describe('ShownTogether', () => {
  it('keeps its parts out of sight, with one spinner, until the last one has loaded, then shows them together', () => {
    const { finish, screenBusy } = renderParts((finishers) => (
      <>
        <Part name="forms" finishers={finishers} />
        <Part name="jobs" finishers={finishers} />
      </>
    ));
    expect(screen.getByLabelText('common.loading')).toBeTruthy();
    expect(visible('forms loading')).toBe(false);
    // The screen hears both parts and the spinner.
    expect(screenBusy()).toBe(3);
    finish('forms');
    expect(visible('forms ready')).toBe(false);
    finish('jobs');
    expect(visible('forms ready')).toBe(true);
    expect(visible('jobs ready')).toBe(true);
    expect(screen.queryByLabelText('common.loading')).toBeNull();
    expect(screenBusy()).toBe(0);
  });

  it('stays shown when a part loads again later', () => {
    const { finish } = renderParts((finishers) => <Part name="forms" finishers={finishers} />);
    finish('forms');
    expect(visible('forms ready')).toBe(true);
    finish('forms', true);
    expect(visible('forms loading')).toBe(true);
  });

  it('does not hold the parts back for one that shows a kept answer while fetching it again', () => {
    const { screenBusy } = renderParts(() => <Refreshing />);
    expect(visible('kept answer')).toBe(true);
    expect(screen.queryByLabelText('common.loading')).toBeNull();
    expect(screenBusy()).toBe(1);
  });

  it('shows at once what has nothing to load', () => {
    renderParts(() => <p>welcome</p>);
    expect(visible('welcome')).toBe(true);
    expect(screen.queryByLabelText('common.loading')).toBeNull();
  });
});
