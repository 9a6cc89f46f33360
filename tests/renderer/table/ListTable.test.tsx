import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LayoutSpec } from '../../../src/ground/screenLanguage/types';
import { readUiSetting } from '../../../src/session/uiSettings';
import { renderLayout } from '../renderLayout';
import { listOf, mockApi, type SeenRequest } from '../mockApi';

const projects = [
  { number: 'P-2', name: 'Gala dinner', clientMark: 'ACME', beginDate: '2026-03-01', period: 'ongoing' },
  { number: 'P-10', name: 'Stage build', clientMark: 'Zenith', beginDate: '2026-01-15', period: 'past' },
  { number: 'P-1', name: 'Trade fair', clientMark: 'Beta', beginDate: null, period: 'requested' },
];

const spec: LayoutSpec = {
  layout: 'list',
  source: { endpoint: '/projects' },
  item: { title: '{{ name }}', link: '/projects/{{ number }}' },
  columns: [
    { label: 'projects.name', template: '{{ name }}' },
    { label: 'projects.clientMark', template: '{{ clientMark }}', sortable: true },
    { label: 'projects.beginDate', template: '{{ beginDate | date }}', sortable: true, sortKey: 'beginDate', width: 130 },
  ],
  itemActions: [{ id: 'open', kind: 'navigate', label: 'common.close', to: '/projects/{{ number }}/crews' }],
  empty: 'errors.projectsNotFound',
};

const screenSpec = { id: 'table-test', route: '/table-test', title: 'projects.title', layout: 'list' } as never;

/** The first cell of each row drawn, in order. */
const firstCells = () => screen.getAllByTestId('list-row').map((row) => within(row).getAllByRole('cell')[0]!.textContent);
const heading = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });

let wide = true;
const matchMedia = window.matchMedia;
beforeEach(() => {
  localStorage.clear();
  wide = true;
  window.matchMedia = ((query: string) => ({ ...matchMedia(query), matches: wide, media: query })) as typeof window.matchMedia;
});
afterEach(() => {
  window.matchMedia = matchMedia;
});

/** The projects, sorted as the server would by `sort` and `order` (the test's stand-in for GET /projects). */
function serverProjects(seen: SeenRequest) {
  const { sort, order } = seen.params as { sort?: 'beginDate'; order?: string };
  if (!sort) return { data: listOf(projects) };
  const filled = projects.filter((project) => project[sort] !== null).sort((a, b) => String(a[sort]).localeCompare(String(b[sort])));
  if (order === 'desc') filled.reverse();
  return { data: listOf([...filled, ...projects.filter((project) => project[sort] === null)]) };
}

describe('a list with columns on a wide screen', () => {
  it('draws a table whose rows open the record by a click or their link, with the card’s actions', async () => {
    mockApi({ 'GET /projects': serverProjects });
    const { environment } = renderLayout(spec, { screen: screenSpec });
    expect(await screen.findByTestId('list-table')).toBeTruthy();
    expect(screen.queryByTestId('item-card')).toBeNull();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Project name', 'Client mark', 'Begin date', 'Actions']);
    expect(firstCells()).toEqual(['Gala dinner', 'Stage build', 'Trade fair']);
    const link = screen.getByRole('link', { name: 'Stage build' });
    expect(link.getAttribute('href')).toBe('/projects/P-10');
    fireEvent.click(within(screen.getAllByTestId('list-row')[2]!).getByText('Beta'));
    expect(environment.navigate).toHaveBeenCalledWith('/projects/P-1');
    expect(within(screen.getAllByTestId('list-row')[0]!).getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(heading('Project name').getAttribute('aria-sort')).toBeNull();
  });

  it('sorts by a column with a sortKey on the server, ascending then descending, and keeps the sort', async () => {
    const seen = mockApi({ 'GET /projects': serverProjects });
    renderLayout(spec, { screen: screenSpec });
    await screen.findByTestId('list-table');
    expect(heading('Begin date').getAttribute('aria-sort')).toBe('none');
    fireEvent.click(within(heading('Begin date')).getByRole('button'));
    await waitFor(() => expect(firstCells()).toEqual(['Stage build', 'Gala dinner', 'Trade fair']));
    expect(seen.at(-1)?.params).toMatchObject({ sort: 'beginDate', order: 'asc', limit: 1000, page: 1 });
    expect(heading('Begin date').getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(within(heading('Begin date')).getByRole('button'));
    await waitFor(() => expect(firstCells()).toEqual(['Gala dinner', 'Stage build', 'Trade fair']));
    expect(seen.at(-1)?.params).toMatchObject({ sort: 'beginDate', order: 'desc' });
    expect(heading('Begin date').getAttribute('aria-sort')).toBe('descending');
    expect(readUiSetting('listSort:table-test:/projects')).toEqual({ column: 2, desc: true });
  });

  it('sorts a column without a sortKey in the browser, by its value', async () => {
    const seen = mockApi({ 'GET /projects': serverProjects });
    renderLayout(spec, { screen: screenSpec });
    await screen.findByTestId('list-table');
    fireEvent.click(within(heading('Client mark')).getByRole('button'));
    await waitFor(() => expect(firstCells()).toEqual(['Gala dinner', 'Trade fair', 'Stage build']));
    fireEvent.click(within(heading('Client mark')).getByRole('button'));
    await waitFor(() => expect(firstCells()).toEqual(['Stage build', 'Trade fair', 'Gala dinner']));
    expect(heading('Client mark').getAttribute('aria-sort')).toBe('descending');
    expect(seen.every((request) => request.params.sort === undefined)).toBe(true);
  });

  it('opens sorted as it was left', async () => {
    localStorage.setItem('uiSettings', JSON.stringify({ 'listSort:table-test:/projects': { column: 2, desc: false } }));
    const seen = mockApi({ 'GET /projects': serverProjects });
    renderLayout(spec, { screen: screenSpec });
    await waitFor(() => expect(firstCells()).toEqual(['Stage build', 'Gala dinner', 'Trade fair']));
    expect(seen[0]?.params).toMatchObject({ sort: 'beginDate', order: 'asc' });
  });
});

describe('a list with columns on a phone', () => {
  it('stays cards, fetched without a sort', async () => {
    wide = false;
    localStorage.setItem('uiSettings', JSON.stringify({ 'listSort:table-test:/projects': { column: 2, desc: true } }));
    const seen = mockApi({ 'GET /projects': serverProjects });
    renderLayout(spec, { screen: screenSpec });
    expect(await screen.findAllByTestId('item-card')).toHaveLength(3);
    expect(screen.queryByTestId('list-table')).toBeNull();
    expect(seen[0]?.params.sort).toBeUndefined();
  });
});

describe('a section’s sub-list with columns', () => {
  const dashboard: LayoutSpec = {
    layout: 'dashboard',
    sections: [{ id: 'projects', source: { endpoint: '/projects' }, item: spec.item, columns: spec.columns, itemActions: spec.itemActions }],
  };

  it('is a table on a wide screen, sorted on the server by a sortKey and kept per section', async () => {
    const seen = mockApi({ 'GET /projects': serverProjects });
    renderLayout(dashboard);
    expect(await screen.findByTestId('list-table')).toBeTruthy();
    expect(firstCells()).toEqual(['Gala dinner', 'Stage build', 'Trade fair']);
    fireEvent.click(within(heading('Begin date')).getByRole('button'));
    await waitFor(() => expect(firstCells()).toEqual(['Stage build', 'Gala dinner', 'Trade fair']));
    expect(seen.at(-1)?.params).toMatchObject({ sort: 'beginDate', order: 'asc' });
    fireEvent.click(within(heading('Client mark')).getByRole('button'));
    await waitFor(() => expect(firstCells()).toEqual(['Gala dinner', 'Trade fair', 'Stage build']));
    expect(readUiSetting('listSort:section:projects:/projects')).toEqual({ column: 1, desc: false });
  });

  it('stays cards on a phone', async () => {
    wide = false;
    mockApi({ 'GET /projects': serverProjects });
    renderLayout(dashboard);
    expect(await screen.findAllByTestId('item-card')).toHaveLength(3);
    expect(screen.queryByTestId('list-table')).toBeNull();
  });
});
