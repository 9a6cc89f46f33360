import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { LayoutSpec } from '../../../src/ground/screenLanguage/types';
import { renderLayout } from '../renderLayout';
import { mockApi } from '../mockApi';

const spec: LayoutSpec = {
  layout: 'detail',
  source: { endpoint: '/jobs/{{ $params.id }}' },
  empty: 'errors.jobsNotFound',
  sections: [
    { id: 'notStarted', when: { field: 'started', equals: false }, message: 'jobs.notStarted' },
    { id: 'job', title: 'jobs.sectionJob', fields: [
      { label: 'jobs.function', path: 'function' },
      { label: 'jobs.status', path: 'status', format: 't:positionStatus' },
      { label: 'jobs.remarks', path: 'remarks' },
    ] },
  ],
  actions: [{
    id: 'confirm', kind: 'call', label: 'jobs.confirm', when: { field: 'toConfirm', equals: true }, confirm: 'jobs.confirmQuestion',
    call: { method: 'POST', endpoint: '/jobs/{{ id }}/confirmation' }, onSuccess: { toast: 'jobs.confirmed' },
  }],
};

describe('DetailLayout', () => {
  it('shows sections of label/value lines, conditional notices, and leaves empty values out', async () => {
    mockApi({ 'GET /jobs/5': { data: { id: 5, function: 'Rigger', status: 'requested', started: false, toConfirm: true, remarks: null } } });
    renderLayout(spec, { params: { id: '5' } });
    expect(await screen.findByText('Rigger')).toBeTruthy();
    expect(screen.getByText('Requested')).toBeTruthy();
    expect(screen.getByText('This job has not started yet.')).toBeTruthy();
    expect(screen.queryByText('Remarks')).toBeNull();
  });

  it('runs an action after confirmation, toasts and refreshes', async () => {
    let confirmed = false;
    const seen = mockApi({
      'GET /jobs/5': () => ({ data: { id: 5, function: 'Rigger', status: confirmed ? 'confirmed' : 'requested', started: true, toConfirm: !confirmed } }),
      'POST /jobs/5/confirmation': () => {
        confirmed = true;
        return { data: { id: 5 } };
      },
    });
    const { environment } = renderLayout(spec, { params: { id: '5' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm job' }));
    await waitFor(() => expect(environment.notify).toHaveBeenCalledWith({ type: 'success', message: 'jobs.confirmed' }));
    expect(environment.confirm).toHaveBeenCalledWith('jobs.confirmQuestion');
    expect(seen.some((request) => request.method === 'POST' && request.url === '/jobs/5/confirmation')).toBe(true);
    expect(await screen.findByText('Confirmed')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Confirm job' })).toBeNull());
  });

  it('sends nothing when the confirmation is refused', async () => {
    const seen = mockApi({ 'GET /jobs/5': { data: { id: 5, function: 'Rigger', toConfirm: true } } });
    const { environment } = renderLayout(spec, { params: { id: '5' }, environment: { confirm: async () => false } });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm job' }));
    await waitFor(() => expect(seen.filter((request) => request.method === 'POST')).toHaveLength(0));
    expect(environment.notify).not.toHaveBeenCalled();
  });

  it('shows the not-found message for a 404', async () => {
    mockApi({});
    renderLayout(spec, { params: { id: '99' } });
    expect(await screen.findByText('Jobs not found')).toBeTruthy();
  });

  it('shows the server’s error message when the action fails', async () => {
    mockApi({
      'GET /jobs/5': { data: { id: 5, function: 'Rigger', toConfirm: true } },
      'POST /jobs/5/confirmation': { status: 409, data: { error: { code: 'conflict', message: 'Job already confirmed' } } },
    });
    const { environment } = renderLayout(spec, { params: { id: '5' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm job' }));
    await waitFor(() => expect(environment.notify).toHaveBeenCalledWith({ type: 'error', message: 'Job already confirmed' }));
  });

  it('makes its onOpen call once the record is there and the condition holds, once, then shows the refreshed record', async () => {
    let readAt: string | null = null;
    const seen = mockApi({
      'GET /jobs/5': () => ({ data: { id: 5, function: 'Rigger', remarks: readAt === null ? 'Unread' : 'Read', readAt } }),
      'POST /jobs/5/read': () => {
        readAt = '2026-11-24T09:30:00.000Z';
        return { data: { id: 5 } };
      },
    });
    const onOpen = { when: { field: 'readAt', exists: false }, call: { method: 'POST' as const, endpoint: '/jobs/{{ id }}/read' } };
    renderLayout({ ...spec, onOpen }, { params: { id: '5' } });
    expect(await screen.findByText('Read')).toBeTruthy();
    expect(seen.filter((request) => request.method === 'POST').map((request) => request.url)).toEqual(['/jobs/5/read']);
  });

  it('makes no onOpen call when its condition does not hold', async () => {
    const seen = mockApi({ 'GET /jobs/5': { data: { id: 5, function: 'Rigger', readAt: '2026-11-24T09:30:00.000Z' } } });
    const onOpen = { when: { field: 'readAt', exists: false }, call: { method: 'POST' as const, endpoint: '/jobs/{{ id }}/read' } };
    renderLayout({ ...spec, onOpen }, { params: { id: '5' } });
    expect(await screen.findByText('Rigger')).toBeTruthy();
    await waitFor(() => expect(seen.filter((request) => request.method === 'GET')).toHaveLength(1));
    expect(seen.filter((request) => request.method === 'POST')).toEqual([]);
  });
});
