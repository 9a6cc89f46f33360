import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { api } from '../../../src/api/apiClient';
import { useScreenData } from '../../../src/renderer/hooks/useScreenData';

/** Answers the job from a list of outcomes, one per request: a name, or a failure (status 0 = no network). */
function answerInTurn(outcomes: (string | { status: number })[]) {
  api.defaults.adapter = async (config) => {
    const outcome = outcomes.shift()!;
    const request = config as InternalAxiosRequestConfig;
    if (typeof outcome === 'string') return { data: { name: outcome }, status: 200, statusText: 'OK', headers: {}, config: request };
    const response = outcome.status === 0 ? undefined : ({ data: { error: { code: 'not_found', message: 'Not found' } }, status: outcome.status, statusText: '', headers: {}, config: request } as AxiosResponse);
    throw new AxiosError('failed', outcome.status === 0 ? 'ERR_NETWORK' : 'ERR_BAD_REQUEST', request, null, response);
  };
}

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
