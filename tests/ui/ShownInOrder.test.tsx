import { act, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Profiler, useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { BusyPartsContext, useBusyPart, useWaitingPart } from '../../src/ui/busyParts';
import { ShownInOrder } from '../../src/ui/ShownInOrder';

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
        <ShownInOrder>{children(finishers)}</ShownInOrder>
      </BusyPartsContext.Provider>
    </MantineProvider>,
  );
  const finish = (name: string, busy = false) => act(() => finishers.get(name)!(busy));
  const screenBusy = () => screenReports.reduce((sum, change) => sum + change, 0);
  return { finish, screenBusy };
}

const visible = (text: string) => screen.getByText(text).closest('[style*="display: none"]') === null;

describe('ShownInOrder', () => {
  it('keeps its parts out of sight, with one skeleton, while the first one is loading, then shows them together', () => {
    const { finish, screenBusy } = renderParts((finishers) => (
      [<Part key="forms" name="forms" finishers={finishers} />, <Part key="jobs" name="jobs" finishers={finishers} />]
    ));
    expect(screen.getByLabelText('common.loading')).toBeTruthy();
    expect(visible('forms loading')).toBe(false);
    // The screen hears both parts and the skeleton.
    expect(screenBusy()).toBe(3);
    finish('jobs');
    // The one below is ready, but shown only after the one above it.
    expect(visible('jobs ready')).toBe(false);
    finish('forms');
    expect(visible('forms ready')).toBe(true);
    expect(visible('jobs ready')).toBe(true);
    expect(screen.queryByLabelText('common.loading')).toBeNull();
    expect(screenBusy()).toBe(0);
  });

  it('shows the parts from the top down as each is ready, with a skeleton below the last one shown, drawn anew each step', () => {
    const { finish } = renderParts((finishers) => (
      [<p key="welcome">welcome</p>, <Part key="forms" name="forms" finishers={finishers} />, <Part key="jobs" name="jobs" finishers={finishers} />]
    ));
    expect(visible('welcome')).toBe(true);
    expect(visible('forms loading')).toBe(false);
    const firstSkeleton = screen.getByLabelText('common.loading');
    // The skeleton comes after what is shown.
    expect(screen.getByText('welcome').compareDocumentPosition(firstSkeleton) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    finish('forms');
    expect(visible('forms ready')).toBe(true);
    expect(visible('jobs loading')).toBe(false);
    const secondSkeleton = screen.getByLabelText('common.loading');
    // A new element, not the first one pushed down (a moved element would count as a layout shift).
    expect(secondSkeleton).not.toBe(firstSkeleton);
    expect(firstSkeleton.isConnected).toBe(false);
    finish('jobs');
    expect(visible('jobs ready')).toBe(true);
    expect(screen.queryByLabelText('common.loading')).toBeNull();
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

  it('draws the parts ready at once and the skeleton below them in one commit, with no second render before the paint', () => {
    const commits: string[] = [];
    const finishers = new Map<string, (busy: boolean) => void>();
    render(
      <MantineProvider>
        <Profiler id="parts" onRender={(_id, phase) => commits.push(phase)}>
          <ShownInOrder>{[<p key="welcome">welcome</p>, <Part key="forms" name="forms" finishers={finishers} />]}</ShownInOrder>
        </Profiler>
      </MantineProvider>,
    );
    // A render asked for in a layout effect would be drawn in the same task, after every passive effect of the screen.
    expect(commits).toEqual(['mount']);
    expect(visible('welcome')).toBe(true);
    expect(visible('forms loading')).toBe(false);
    expect(screen.getByText('welcome').compareDocumentPosition(screen.getByLabelText('common.loading')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows at once what has nothing to load', () => {
    renderParts(() => <p>welcome</p>);
    expect(visible('welcome')).toBe(true);
    expect(screen.queryByLabelText('common.loading')).toBeNull();
  });
});
