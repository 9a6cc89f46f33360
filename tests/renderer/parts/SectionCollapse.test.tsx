import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LayoutSpec, SectionSpec } from '../../../src/ground/screenLanguage/types';
import { renderLayout } from '../renderLayout';
import { listOf, mockApi } from '../mockApi';

const detail = (sections: SectionSpec[]): LayoutSpec => ({ layout: 'detail', source: { endpoint: '/crews/{{ $params.id }}' }, sections });

describe('collapsible sections', () => {
  it('starts a collapsed section closed, its heading a button with the count of its records, and opens it on a tap', async () => {
    mockApi({
      'GET /crews/5': { data: { id: 5, name: 'Stage crew' } },
      'GET /crews/5/items': { data: listOf([{ id: 1, name: 'Rigger' }, { id: 2, name: 'Runner' }, { id: 3, name: 'Driver' }]) },
    });
    renderLayout(detail([
      { id: 'info', title: 'crew.sectionInfo', fields: [{ label: 'crew.name', path: 'name' }] },
      { id: 'items', title: 'crew.sectionItems', collapsed: true, source: { endpoint: '/crews/{{ $params.id }}/items' }, item: { title: '{{ name }}' } },
    ]), { params: { id: '5' } });
    const region = await screen.findByRole('region', { name: 'Crew items' });
    const toggle = within(region).getByRole('button', { name: /Crew items/ });
    // The records load while closed: the heading counts them, the cards wait for the tap.
    await waitFor(() => expect(toggle.textContent).toBe('Crew items3'));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(toggle.closest('h2')!).getByRole('button')).toBe(toggle);
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).not.toBeNull();
    expect(screen.queryByText('Rigger')).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await within(region).findByText('Rigger')).toBeTruthy();
    // A section that is not collapsible keeps a plain heading.
    const info = screen.getByRole('region', { name: 'Info' });
    expect(within(info).queryByRole('button')).toBeNull();
    expect(within(info).getByRole('heading', { level: 2 }).textContent).toBe('Info');
  });

  it('starts a collapsible section open and closes it on a tap', async () => {
    mockApi({ 'GET /crews/5': { data: { id: 5, name: 'Stage crew' } } });
    renderLayout(detail([{ id: 'info', title: 'crew.sectionInfo', collapsible: true, fields: [{ label: 'crew.name', path: 'name' }] }]), { params: { id: '5' } });
    const toggle = await screen.findByRole('button', { name: 'Info' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Stage crew')).toBeTruthy();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(screen.queryByText('Stage crew')).toBeNull());
  });
});

describe('a chart of several values of one record', () => {
  it('shows the values in the table under the chart, by their labels, under the measure', async () => {
    mockApi({ 'GET /crews/5': { data: { id: 5, plannedHours: 80.5, workedHours: 40, account: -12 } } });
    renderLayout(detail([{
      id: 'hours',
      title: 'contracts.sectionHours',
      chart: {
        kind: 'bar',
        measure: 'contracts.hoursUnit',
        values: [
          { path: 'plannedHours', label: 'contracts.chartPlanned' },
          { path: 'workedHours', label: 'contracts.chartWorked' },
          { path: 'account', label: 'contracts.chartTimeAccount' },
        ],
      },
    }]), { params: { id: '5' } });
    const table = await screen.findByRole('table', { name: 'Hours' }, { timeout: 5000 });
    expect(within(table).getByRole('columnheader', { name: 'Hours' })).toBeTruthy();
    const rows = within(table).getAllByRole('row').slice(1).map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([['Planned', '80.5'], ['Worked', '40'], ['Time account', '-12']]);
  });
});
