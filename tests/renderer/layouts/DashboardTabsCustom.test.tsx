import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { LayoutSpec } from '../../../src/ground/screenLanguage/types';
import type { CustomComponentProps } from '../../../src/renderer/RendererEnvironment';
import { crewSession, renderLayout } from '../renderLayout';
import { listOf, mockApi } from '../mockApi';

describe('DashboardLayout', () => {
  const spec: LayoutSpec = {
    layout: 'dashboard',
    sections: [
      { id: 'next', title: 'jobs.upcoming', source: { endpoint: '/jobs', query: { period: 'upcoming' } }, item: { title: '{{ project.name }}' } },
      { id: 'toConfirm', title: 'jobs.toConfirm', source: { endpoint: '/jobs', query: { period: 'toConfirm' } }, item: { title: '{{ project.name }}' } },
      { id: 'payrolls', title: 'jobs.past', when: { right: 'payrolls.READ' }, source: { endpoint: '/payrolls' }, item: { title: '{{ number }}' } },
    ],
  };

  it('loads each section from its own source and hides empty or disallowed sections', async () => {
    const seen = mockApi({
      'GET /jobs': (request) => ({ data: listOf(request.params['period'] === 'upcoming' ? [{ id: 1, project: { name: 'Stage build' } }] : []) }),
      'GET /payrolls': { data: listOf([{ id: 1, number: 'P-1' }]) },
    });
    renderLayout(spec, { session: crewSession({}) });
    expect(await screen.findByText('Stage build')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Upcoming' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'To confirm' })).toBeNull();
    expect(screen.queryByText('P-1')).toBeNull();
    expect(seen.some((request) => request.url === '/payrolls')).toBe(false);
  });

  it('shows a section when the session has its right', async () => {
    mockApi({ 'GET /jobs': { data: listOf([]) }, 'GET /payrolls': { data: listOf([{ id: 1, number: 'P-1' }]) } });
    renderLayout(spec, { session: crewSession({ payrolls: ['READ'] }) });
    expect(await screen.findByText('P-1')).toBeTruthy();
  });
});

describe('TabsLayout', () => {
  it('draws each pane’s child layout and hides panes whose condition fails', async () => {
    mockApi({ 'GET /jobs': { data: listOf([{ id: 1, project: { name: 'Stage build' } }]) }, 'GET /jobs/1': { data: { id: 1, function: 'Rigger' } } });
    renderLayout({
      layout: 'tabs',
      tabs: [
        { id: 'list', label: 'jobs.upcoming', layout: 'list', source: { endpoint: '/jobs' }, item: { title: '{{ project.name }}' } },
        { id: 'one', label: 'jobs.sectionJob', layout: 'detail', source: { endpoint: '/jobs/1' }, sections: [{ id: 'a', fields: [{ label: 'jobs.function', path: 'function' }] }] },
        { id: 'hidden', label: 'jobs.past', when: { loginType: 'planner' }, layout: 'detail', source: { endpoint: '/x' }, sections: [{ id: 'b' }] },
      ],
    });
    expect(await screen.findByText('Stage build')).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Past' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Job' }));
    expect(await screen.findByText('Rigger')).toBeTruthy();
  });
});

describe('CustomLayout', () => {
  function Greeting({ body }: CustomComponentProps) {
    return <p>Hello from {String(body.options?.['who'])}</p>;
  }

  it('draws the registered component named by the spec', () => {
    renderLayout({ layout: 'custom', component: 'greeting', options: { who: 'the registry' } }, { environment: { customComponents: { greeting: Greeting } } });
    expect(screen.getByText('Hello from the registry')).toBeTruthy();
  });

  it('names the unknown component and what is registered instead of a blank screen', () => {
    renderLayout({ layout: 'custom', component: 'signing' }, { environment: { customComponents: { greeting: Greeting } } });
    expect(screen.getByRole('alert').textContent).toContain('Unknown component kind "signing"');
    expect(screen.getByRole('alert').textContent).toContain('registered are greeting');
  });
});

describe('LayoutView', () => {
  it('names an unknown layout kind instead of rendering nothing', () => {
    renderLayout({ layout: 'grid' } as never);
    expect(screen.getByRole('alert').textContent).toContain('Unknown layout kind "grid"');
  });
});
