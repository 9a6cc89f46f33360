import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LayoutSpec } from '../../../src/ground/screenLanguage/types';
import { renderLayout } from '../renderLayout';
import { listOf, mockApi } from '../mockApi';

const jobs = [
  { id: 1, period: 'upcoming', status: 'confirmed', project: { name: 'Stage build' }, crewChiefOnly: false },
  { id: 2, period: 'past', status: 'requested', project: { name: 'Gala dinner' }, crewChiefOnly: true },
  { id: 3, period: 'upcoming', status: 'requested', project: { name: 'Trade fair' }, crewChiefOnly: true },
];

const spec: LayoutSpec = {
  layout: 'list',
  source: { endpoint: '/jobs' },
  tabs: [
    { id: 'upcoming', label: 'jobs.upcoming', filter: { field: 'period', equals: 'upcoming' } },
    { id: 'past', label: 'jobs.past', filter: { field: 'period', equals: 'past' } },
  ],
  item: {
    title: '{{ project.name }}',
    badge: { field: 'status', labels: 'positionStatus' },
    flags: [{ label: 'jobs.crewChiefOnly', when: { field: 'crewChiefOnly', equals: true } }],
    link: '/jobs/{{ id }}',
  },
  empty: 'errors.jobsNotFound',
};

describe('ListLayout', () => {
  it('shows the first tab’s records as cards, with badges and flags, fetched with paging', async () => {
    const seen = mockApi({ 'GET /jobs': { data: listOf(jobs) } });
    renderLayout(spec);
    expect(await screen.findByText('Stage build')).toBeTruthy();
    expect(screen.getByText('Trade fair')).toBeTruthy();
    expect(screen.queryByText('Gala dinner')).toBeNull();
    const trade = screen.getByText('Trade fair').closest('[data-testid="item-card"]') as HTMLElement;
    expect(within(trade).getByText('Requested')).toBeTruthy();
    expect(within(trade).getByText('Crew chief only')).toBeTruthy();
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/jobs', params: { limit: 1000, page: 1 } });
  });

  it('switches tabs and opens a record through its link', async () => {
    mockApi({ 'GET /jobs': { data: listOf(jobs) } });
    const { environment } = renderLayout(spec);
    await screen.findByText('Stage build');
    fireEvent.click(screen.getByRole('tab', { name: 'Past' }));
    expect(await screen.findByText('Gala dinner')).toBeTruthy();
    fireEvent.click(screen.getByText('Gala dinner'));
    expect(environment.navigate).toHaveBeenCalledWith('/jobs/2');
  });

  it('says above the cards what every record shares (intro, over the first record), and nothing when the list is empty', async () => {
    const ranked = [{ id: 4, name: 'Sam', method: 'distance' }, { id: 5, name: 'Dana', method: 'distance' }];
    const ranking: LayoutSpec = {
      layout: 'list', source: { endpoint: '/bestPersons' }, intro: '{{ method | t:findBestPerson.rankedBy }}', item: { title: '{{ name }}' },
      empty: 'findBestPerson.empty',
    };
    mockApi({ 'GET /bestPersons': { data: listOf(ranked) } });
    renderLayout(ranking);
    const intro = await screen.findByRole('status');
    expect(intro.textContent).toMatch(/^Ranked by distance: people with this function first/);
    expect(screen.getAllByTestId('item-card')).toHaveLength(2);

    mockApi({ 'GET /bestPersons': { data: listOf([]) } });
    renderLayout(ranking);
    expect(await screen.findByText('No crew members to rank')).toBeTruthy();
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });

  it('shows the spec’s not-found message when a tab is empty', async () => {
    mockApi({ 'GET /jobs': { data: listOf([]) } });
    renderLayout(spec);
    expect(await screen.findByText('Jobs not found')).toBeTruthy();
  });

  it('shows the server’s message and retries after an error', async () => {
    let fail = true;
    mockApi({ 'GET /jobs': () => (fail ? { status: 500, data: { error: { code: 'server', message: 'Database down' } } } : { data: listOf(jobs) }) });
    renderLayout(spec);
    expect(await screen.findByText('Database down')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Stage build')).toBeTruthy();
  });

  it('keeps only the cards near the screen in the DOM for 1000 records', async () => {
    // jsdom lays nothing out: give every card a phone-like height so the virtualiser can measure.
    const measure = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(104);
    const many = Array.from({ length: 1000 }, (_, index) => ({ id: index, period: 'upcoming', status: 'confirmed', project: { name: `Project ${index}` } }));
    mockApi({ 'GET /jobs': { data: listOf(many) } });
    renderLayout(spec);
    await screen.findByText('Project 0');
    await waitFor(() => expect(screen.getAllByTestId('item-card').length).toBeLessThan(60));
    expect(screen.queryByText('Project 999')).toBeNull();
    measure.mockRestore();
  });
});
