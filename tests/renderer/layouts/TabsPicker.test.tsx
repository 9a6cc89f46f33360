import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { LayoutSpec, TabPane } from '../../../src/ground/screenLanguage/types';
import { renderLayout } from '../renderLayout';
import { listOf, mockApi, type SeenRequest } from '../mockApi';

const list = (id: string, label: string, closed: string): TabPane => ({
  id,
  label,
  layout: 'list',
  source: { endpoint: '/projects', query: { closed } },
  tabs: [
    { id: 'ongoing', label: 'projects.ongoing', query: { period: 'ongoing' } },
    { id: 'past', label: 'projects.past', query: { period: 'past' } },
  ],
  item: { title: '{{ name }}' },
});

const body: LayoutSpec = {
  layout: 'tabs',
  picker: { labels: ['projects.pickState', 'projects.pickPeriod'] },
  tabs: [list('notClosed', 'projects.notClosed', 'false'), list('closed', 'projects.closed', 'true')],
};

/** Answers each projects call with one project named after its query. */
const projects = (request: SeenRequest) => ({ data: listOf([{ id: 1, name: `closed=${String(request.params['closed'])} period=${String(request.params['period'])}` }]) });

describe('layout: tabs with picker', () => {
  it('picks the levels of tabs in one row of labelled selects, no tab row, and lists what the picks ask for', async () => {
    mockApi({ 'GET /projects': projects });
    renderLayout(body);
    expect(await screen.findByText('closed=false period=ongoing')).toBeTruthy();
    expect(screen.queryAllByRole('tab')).toEqual([]);
    const state = screen.getByLabelText<HTMLSelectElement>('State');
    const period = screen.getByLabelText<HTMLSelectElement>('Period');
    expect([...state.options].map((option) => option.textContent)).toEqual(['Not closed', 'Closed']);
    expect([...period.options].map((option) => option.textContent)).toEqual(['Ongoing', 'Past']);

    fireEvent.change(period, { target: { value: 'past' } });
    expect(await screen.findByText('closed=false period=past')).toBeTruthy();
    // A pick of an outer level keeps the inner picks.
    fireEvent.change(state, { target: { value: 'closed' } });
    expect(await screen.findByText('closed=true period=past')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('closed=false period=past')).toBeNull());
    expect(screen.getByLabelText<HTMLSelectElement>('Period').value).toBe('past');
  });
});
