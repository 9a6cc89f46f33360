import { act, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Profiler } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { setWire } from '../../src/api/apiClient';
import type { WireAnswer } from '../../src/api/wire';
import { SettledScreen } from '../../src/app/SettledScreen';
import { useScreenData } from '../../src/renderer/hooks/useScreenData';
import { LoadingState } from '../../src/ui/LoadingState';

/** Answers the api layer's calls only when the test says so, one after another. */
function heldApi() {
  const waiting: ((data: unknown) => void)[] = [];
  setWire(() => new Promise<WireAnswer>((resolve) => {
    waiting.push((data) => resolve({ status: 200, body: data, headers: {} }));
  }));
  return {
    pending: () => waiting.length,
    answer: async (data: unknown) => act(async () => waiting.shift()!(data)),
  };
}

afterEach(() => setWire(null));

function Record() {
  const data = useScreenData({ endpoint: '/jobs/1' }, {}, { list: false });
  return data.status === 'loading' ? <LoadingState /> : <p>{String((data.data as { name: string }).name)}</p>;
}

function renderScreen(ui: React.ReactNode, client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/jobs/1']}>
          <SettledScreen screenId="job">{ui}</SettledScreen>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return document.querySelector('[data-screen="job"]')!;
}

describe('SettledScreen', () => {
  it('says which screen at which address, unsettled until its data is in', async () => {
    const held = heldApi();
    const root = renderScreen(<Record />);
    expect(root.getAttribute('data-path')).toBe('/jobs/1');
    expect(root.getAttribute('data-settled')).toBe('false');
    await waitFor(() => expect(held.pending()).toBe(1));
    await held.answer({ name: 'Stage build' });
    await screen.findByText('Stage build');
    expect(root.getAttribute('data-settled')).toBe('true');
  });

  it('stays unsettled from the first paint while a cached answer is fetched again', async () => {
    const held = heldApi();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 } } });
    client.setQueryData(['source', '/jobs/1', {}, false], { name: 'Old name' });
    const root = renderScreen(<Record />, client);
    // The cached answer shows at once, but the screen is not settled until the fresh one is in.
    expect(screen.getByText('Old name')).toBeTruthy();
    expect(root.getAttribute('data-settled')).toBe('false');
    await waitFor(() => expect(held.pending()).toBe(1));
    await held.answer({ name: 'New name' });
    await screen.findByText('New name');
    expect(root.getAttribute('data-settled')).toBe('true');
  });

  it('counts a part that shows a loader as not settled, and settles when it goes', async () => {
    heldApi();
    const { rerender } = render(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>
            <SettledScreen screenId="home"><LoadingState /></SettledScreen>
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    );
    const root = document.querySelector('[data-screen="home"]')!;
    expect(root.getAttribute('data-settled')).toBe('false');
    rerender(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>
            <SettledScreen screenId="home"><p>Welcome</p></SettledScreen>
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    );
    expect(document.querySelector('[data-screen="home"]')!.getAttribute('data-settled')).toBe('true');
  });

  it('counts its parts without a render of its own before the paint', () => {
    heldApi();
    const commits: string[] = [];
    render(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>
            <Profiler id="screen" onRender={(_id, phase) => commits.push(phase)}>
              <SettledScreen screenId="home"><LoadingState /></SettledScreen>
            </Profiler>
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    );
    expect(document.querySelector('[data-screen="home"]')!.getAttribute('data-settled')).toBe('false');
    // A render asked for in a layout effect ("nested-update") would run every passive effect of the screen first,
    // in the task of the first paint.
    expect(commits).not.toContain('nested-update');
    expect(commits[0]).toBe('mount');
  });
});
