import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { LayoutSpec, SectionSpec } from '../../../src/ground/screenLanguage/types';
import { renderLayout } from '../renderLayout';
import { mockApi } from '../mockApi';

const detail = (sections: SectionSpec[]): LayoutSpec => ({ layout: 'detail', source: { endpoint: '/projects/{{ $params.id }}/costs' }, sections });
const perFunction = (format?: string): SectionSpec => ({
  id: 'perFunction', title: 'project.costPerFunction', items: 'functions',
  chart: { kind: 'bar', label: '{{ function }}', format, series: [{ path: 'cost', label: 'project.cost' }, { path: 'revenue', label: 'project.revenue' }] },
});
const costs = (currency: string | null) => ({ currency, functions: [{ function: 'Crew chief', cost: 220, revenue: 1340.5 }] });
const tableRow = async (name: string) => within(await screen.findByTestId('section-chart-table')).findByRole('row', { name: new RegExp(`^${name}`) });

describe("a chart's format", () => {
  it("writes the table's amounts in the currency the section's record names (money:currency)", async () => {
    mockApi({ 'GET /projects/4/costs': { data: costs('GBP') } });
    renderLayout(detail([perFunction('money:currency')]), { params: { id: '4' } });
    expect((await tableRow('Crew chief')).textContent).toBe('Crew chief£220.00£1,340.50');
  });

  it('writes plain numbers without a format, and without a currency in the record', async () => {
    mockApi({ 'GET /projects/4/costs': { data: costs(null) } });
    renderLayout(detail([perFunction('money:currency')]), { params: { id: '4' } });
    expect((await tableRow('Crew chief')).textContent).toBe('Crew chief2201,340.5');
  });

  it('defaults to number', async () => {
    mockApi({ 'GET /projects/4/costs': { data: costs('EUR') } });
    renderLayout(detail([perFunction()]), { params: { id: '4' } });
    expect((await tableRow('Crew chief')).textContent).toBe('Crew chief2201,340.5');
  });
});
