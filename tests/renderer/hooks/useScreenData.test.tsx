import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { setWire } from '../../../src/api/apiClient';
import { offlineFailure } from '../../../src/api/ApiFailure';
import { useScreenData } from '../../../src/renderer/hooks/useScreenData';

/** Answers the job from a list of outcomes, one per request: a name, or a failure (status 0 = no network). */
function answerInTurn(outcomes: (string | { status: number })[]) {
  setWire(async () => {
    const outcome = outcomes.shift()!;
    if (typeof outcome === 'string') return { status: 200, body: { name: outcome }, headers: {} };
    if (outcome.status === 0) throw offlineFailure();
    return { status: outcome.status, body: { error: { code: 'not_found', message: 'Not found' } }, headers: {} };
  });
}

afterEach(() => setWire(null));

function Job() {
  const data = useScreenData({ endpoint: '/jobs/1' }, {}, { list: false });
  return <p>{data.status}: {String((data.data as { name?: string } | undefined)?.name ?? '')}</p>;
}

async function showJobThenRefetch(outcomes: (string | { status: number })[]) {
  answerInTurn(outcomes);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<QueryClientProvider client={client}><Job /></QueryClientProvider>);
  await screen.findByText('success: Stage build');
  await act(() => client.invalidateQueries());
}

describe('useScreenData', () => {
  it('keeps the answer on screen when fetching it again fails (offline)', async () => {
    await showJobThenRefetch(['Stage build', { status: 0 }]);
    expect(screen.getByText('success: Stage build')).toBeTruthy();
  });

  it('reports an error when the record is gone on a refetch (404)', async () => {
    await showJobThenRefetch(['Stage build', { status: 404 }]);
    expect(await screen.findByText(/^error:/)).toBeTruthy();
  });

  it('reports an error when the first load fails', async () => {
    answerInTurn([{ status: 0 }]);
    render(<QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}><Job /></QueryClientProvider>);
    expect(await screen.findByText(/^error:/)).toBeTruthy();
  });
});
